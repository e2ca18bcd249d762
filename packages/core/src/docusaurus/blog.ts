import fs from 'node:fs';
import path from 'node:path';
import type {
  CompiledPage,
  CompilerOptions,
  DocCard,
  ManifestEntry,
  PageData,
  PipelineWarning,
  SearchRecord,
  SidebarItem,
  TagRef,
} from '@market-data-docs/mdx-pipeline';
import picomatch from 'picomatch';
import { parse as parseYaml } from 'yaml';
import { defaultExclude, defaultInclude } from './docs-index.js';
import { trimSlashes } from './docs-sections.js';

/** A blog plugin instance of a Docusaurus config (`@docusaurus/plugin-content-blog`). */
export interface BlogOptions {
  id: string;
  /** Absolute folder of the posts. */
  dir: string;
  /** Route of the blog without slashes (`blog`). */
  routeBasePath: string;
  title: string;
  description?: string;
  postsPerPage: number;
  sidebarTitle: string;
  /** Posts listed in the blog's sidebar (`blogSidebarCount`; `ALL` is every post). */
  sidebarCount: number;
  archiveBasePath?: string;
  tagsBasePath: string;
  pageBasePath: string;
  include: string[];
  exclude: string[];
  editUrl?: string;
  /** Authors by key (`authors.yml`). */
  authors: Record<string, { name?: string; title?: string; url?: string }>;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The options of a blog plugin with Docusaurus's defaults. */
export function blogOptions(options: Record<string, unknown>, siteDir: string): BlogOptions {
  const dir = path.resolve(siteDir, str(options.path) ?? 'blog');
  const authorsFile = path.resolve(dir, str(options.authorsMapPath) ?? 'authors.yml');
  let authors: BlogOptions['authors'] = {};
  if (fs.existsSync(authorsFile)) {
    const parsed = parseYaml(fs.readFileSync(authorsFile, 'utf8'));
    if (isObject(parsed)) authors = parsed as BlogOptions['authors'];
  }
  const count = options.blogSidebarCount;
  return {
    id: str(options.id) ?? 'default',
    dir,
    routeBasePath: trimSlashes(str(options.routeBasePath) ?? 'blog'),
    title: str(options.blogTitle) ?? 'Blog',
    description: str(options.blogDescription),
    postsPerPage:
      options.postsPerPage === 'ALL' ? Number.POSITIVE_INFINITY : Number(options.postsPerPage ?? 10),
    sidebarTitle: str(options.blogSidebarTitle) ?? 'Recent posts',
    sidebarCount: count === 'ALL' ? Number.POSITIVE_INFINITY : Number(count ?? 5),
    archiveBasePath:
      options.archiveBasePath === null ? undefined : trimSlashes(str(options.archiveBasePath) ?? 'archive'),
    tagsBasePath: trimSlashes(str(options.tagsBasePath) ?? 'tags'),
    pageBasePath: trimSlashes(str(options.pageBasePath) ?? 'page'),
    include: Array.isArray(options.include) ? options.include.map(String) : defaultInclude,
    exclude: Array.isArray(options.exclude) ? options.exclude.map(String) : defaultExclude,
    ...(typeof options.editUrl === 'string' ? { editUrl: options.editUrl } : {}),
    authors,
  };
}

/** The pipeline section of a blog's pages. */
export const blogSection = (blog: BlogOptions) => `blog-${blog.id}`;

/** One post with what its pages need. */
export interface Post {
  file: string;
  relPath: string;
  source: string;
  route: string;
  date: Date;
  frontMatter: Record<string, unknown>;
}

/** A page of the blog: its data, and for a post its source, Markdown twin and module. */
export interface BlogPage {
  entry: ManifestEntry;
  data: PageData;
  markdown?: string;
  module?: { route: string; file: string; source: string };
}

export interface BlogBuild {
  pages: BlogPage[];
  records: SearchRecord[];
  warnings: PipelineWarning[];
  images: Array<{ source: string; output: string }>;
}

const frontMatterBlock = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---/;
const datePattern = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;
const truncateMarker = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** The posts of a blog folder with their routes and dates, newest first (drafts left out). */
export function readPosts(blog: BlogOptions, warnings: PipelineWarning[], contentDir: string): Post[] {
  if (!fs.existsSync(blog.dir)) return [];
  const include = picomatch(blog.include);
  const exclude = picomatch(blog.exclude);
  const posts: Post[] = [];
  for (const rel of fs.readdirSync(blog.dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const relPath = rel.split(path.sep).join('/');
    if (!include(relPath) || exclude(relPath)) continue;
    const file = path.join(blog.dir, rel);
    if (!fs.statSync(file).isFile()) continue;
    const source = fs.readFileSync(file, 'utf8');
    let frontMatter: Record<string, unknown> = {};
    try {
      const parsed = parseYaml(frontMatterBlock.exec(source)?.[1] ?? '');
      if (isObject(parsed)) frontMatter = parsed;
    } catch {
      // the compiler reports malformed front matter
    }
    if (frontMatter.draft === true) continue;
    const fromPath = datePattern.exec(relPath)?.groups;
    const date = frontMatter.date
      ? new Date(frontMatter.date as string)
      : fromPath?.date
        ? new Date(`${fromPath.date.replace(/\//g, '-')}T00:00:00Z`)
        : fs.statSync(file).mtime;
    const slug =
      str(frontMatter.slug) ??
      (fromPath
        ? `${fromPath.folder ?? ''}${fromPath.date?.replace(/-/g, '/')}/${fromPath.text ?? ''}`
        : relPath.replace(/(\/index)?\.mdx?$/, ''));
    if (Number.isNaN(date.getTime()))
      warnings.push({ file: path.relative(contentDir, file), message: 'blog post: its date is not a date' });
    posts.push({ file, relPath, source, route: join(blog.routeBasePath, slug), date, frontMatter });
  }
  return posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.relPath.localeCompare(b.relPath));
}

const kebab = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const formatDate = (date: Date) =>
  Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Builds a Docusaurus blog as pages of this engine: every post (compiled by the pipeline, with a
 * sidebar of recent posts and links to the newer and older post), the paginated list
 * (`/blog`, `/blog/page/2`...), the archive, the tags and each tag's posts, and the authors.
 * Posts are the Markdown and MDX files of the blog folder; a date in the file or folder name
 * (`2024-05-01-title.md`, `2024/05-01-title/index.mdx`) gives the route and the date, as in
 * Docusaurus.
 */
export async function buildBlog(
  blog: BlogOptions,
  compiler: CompilerOptions,
  compile: (
    input: { file: string; source: string; route: string; section: string },
    options: CompilerOptions,
  ) => Promise<CompiledPage>,
): Promise<BlogBuild> {
  const warnings: PipelineWarning[] = [];
  const { contentDir } = compiler.site;
  const posts = readPosts(blog, warnings, contentDir);
  const section = blogSection(blog);
  const sectionLabel = blog.title;
  const listed = posts.filter((post) => post.frontMatter.unlisted !== true);
  const sidebar: SidebarItem[] = listed.slice(0, blog.sidebarCount).map((post) => ({
    type: 'link',
    label: str(post.frontMatter.title) ?? post.route,
    route: post.route,
  }));
  const blogCompiler: CompilerOptions = {
    ...compiler,
    site: {
      ...compiler.site,
      // Posts link to each other by file (`./2024-01-01-post.md`), as to docs.
      routeByFile: new Map([
        ...compiler.site.routeByFile,
        ...posts.map((post): [string, string] => [
          path.relative(contentDir, post.file).split(path.sep).join('/'),
          post.route,
        ]),
      ]),
      sections: {
        ...compiler.site.sections,
        [section]: { dir: path.relative(contentDir, blog.dir) || '.', unknownFrontMatter: 'keep' },
      },
    },
    sectionLabels: { ...compiler.sectionLabels, [section]: sectionLabel },
  };
  const compiled: CompiledPage[] = [];
  const errors: unknown[] = [];
  for (const post of posts) {
    try {
      compiled.push(
        await compile(
          {
            file: path.relative(contentDir, post.file).split(path.sep).join('/'),
            source: post.source,
            route: post.route,
            section,
          },
          blogCompiler,
        ),
      );
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length) throw Object.assign(new Error('blog posts failed to compile'), { errors });

  const tagRoute = (label: string) => join(blog.routeBasePath, blog.tagsBasePath, kebab(label));
  const tagsOf = (post: Post): TagRef[] =>
    (Array.isArray(post.frontMatter.tags) ? post.frontMatter.tags : []).map((tag) => {
      const label = isObject(tag) ? String(tag.label) : String(tag);
      return {
        label,
        route:
          isObject(tag) && str(tag.permalink)
            ? join(blog.routeBasePath, blog.tagsBasePath, String(tag.permalink))
            : tagRoute(label),
      };
    });
  const titleOf = (post: Post, page: CompiledPage) => str(post.frontMatter.title) ?? page.title;
  const excerptOf = (post: Post) => {
    if (str(post.frontMatter.description)) return str(post.frontMatter.description);
    const body = post.source.replace(frontMatterBlock, '').split(truncateMarker)[0] ?? '';
    const text = body
      .replace(/^(import|export)\s.*$/gm, '')
      .replace(/^#.*$/gm, '')
      .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}|<[^>]+>/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_>#]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    return text.length > 200 ? `${text.slice(0, 197)}…` : text || undefined;
  };
  const card = (post: Post, page: CompiledPage): DocCard => ({
    kind: 'doc',
    title: titleOf(post, page),
    route: post.route,
    description: [formatDate(post.date), excerptOf(post)].filter(Boolean).join(' · '),
  });
  const base: Pick<PageData, 'section' | 'sectionLabel' | 'tags' | 'toc' | 'breadcrumbs' | 'sidebar'> = {
    section,
    sectionLabel,
    tags: [],
    toc: [],
    breadcrumbs: [],
    sidebar,
  };
  const pages: BlogPage[] = [];
  const entry = (
    route: string,
    title: string,
    kind: PageData['kind'],
    extra: Partial<ManifestEntry> = {},
  ): ManifestEntry => ({
    route,
    kind,
    title,
    sidebarLabel: title,
    section,
    tags: [],
    ...extra,
  });

  // The posts.
  posts.forEach((post, index) => {
    const page = compiled[index] as CompiledPage;
    const title = titleOf(post, page);
    const newer = listed[listed.indexOf(post) - 1];
    const older = listed[listed.indexOf(post) + 1];
    const link = (other: Post | undefined) =>
      other
        ? {
            title: str(other.frontMatter.title) ?? compiled[posts.indexOf(other)]?.title ?? other.route,
            route: other.route,
          }
        : undefined;
    const description = excerptOf(post);
    const unlisted = post.frontMatter.unlisted === true;
    const data: PageData = {
      ...base,
      kind: 'doc',
      route: post.route,
      title,
      ...(description ? { description } : {}),
      tags: tagsOf(post),
      toc: post.frontMatter.hide_table_of_contents === true ? [] : page.toc,
      breadcrumbs: [{ label: title }],
      ...(link(newer) && !unlisted ? { prev: link(newer) } : {}),
      ...(link(older) && !unlisted ? { next: link(older) } : {}),
      ...(Number.isNaN(post.date.getTime()) ? {} : { lastUpdated: Math.floor(post.date.getTime() / 1000) }),
      ...(blog.editUrl
        ? {
            editUrl: `${blog.editUrl.replace(/\/?$/, '/')}${path.relative(path.dirname(blog.dir), post.file).split(path.sep).join('/')}`,
          }
        : {}),
      ...(unlisted ? { unlisted: true, noindex: true } : {}),
      content: page.content ?? { type: 'root', children: [] },
      ...(page.module ? { module: `blog${post.route.replace(/\//g, '__')}` } : {}),
    };
    pages.push({
      entry: entry(post.route, title, 'doc', {
        file: path.relative(contentDir, post.file).split(path.sep).join('/'),
        ...(description ? { description } : {}),
        tags: data.tags.map((t) => t.label),
        ...(unlisted ? { noindex: true } : {}),
      }),
      data,
      markdown: page.markdown,
      ...(page.module
        ? { module: { route: post.route, file: path.relative(contentDir, post.file), source: page.module } }
        : {}),
    });
    warnings.push(...page.warnings.filter((w) => !w.message.startsWith('compiled as a JavaScript module')));
  });

  // The list of posts, a page of `postsPerPage` at a time.
  const cards = listed.map((post) => card(post, compiled[posts.indexOf(post)] as CompiledPage));
  const perPage =
    Number.isFinite(blog.postsPerPage) && blog.postsPerPage > 0
      ? blog.postsPerPage
      : Math.max(1, cards.length);
  const pageCount = Math.max(1, Math.ceil(cards.length / perPage));
  const listRoute = (n: number) =>
    n === 1 ? join(blog.routeBasePath) : join(blog.routeBasePath, blog.pageBasePath, String(n));
  for (let n = 1; n <= pageCount; n++) {
    const route = listRoute(n);
    const title = n === 1 ? blog.title : `${blog.title}: page ${n}`;
    pages.push({
      entry: entry(route, title, 'category', blog.description ? { description: blog.description } : {}),
      data: {
        ...base,
        kind: 'category',
        route,
        title,
        ...(blog.description ? { description: blog.description } : {}),
        cards: cards.slice((n - 1) * perPage, n * perPage),
        ...(n > 1 ? { prev: { title: 'Newer posts', route: listRoute(n - 1) } } : {}),
        ...(n < pageCount ? { next: { title: 'Older posts', route: listRoute(n + 1) } } : {}),
        content: { type: 'root', children: [] },
      },
    });
  }

  // The archive: every post.
  if (blog.archiveBasePath) {
    const route = join(blog.routeBasePath, blog.archiveBasePath);
    pages.push({
      entry: entry(route, 'Archive', 'category'),
      data: {
        ...base,
        kind: 'category',
        route,
        title: 'Archive',
        cards,
        content: { type: 'root', children: [] },
      },
    });
  }

  // The tags and each tag's posts.
  const byTag = new Map<string, { tag: TagRef; posts: Post[] }>();
  for (const post of listed)
    for (const tag of tagsOf(post)) {
      const known = byTag.get(tag.route) ?? { tag, posts: [] };
      known.posts.push(post);
      byTag.set(tag.route, known);
    }
  if (byTag.size) {
    const route = join(blog.routeBasePath, blog.tagsBasePath);
    const tagList = [...byTag.values()]
      .map(({ tag, posts: tagged }) => ({ ...tag, count: tagged.length }))
      .sort((a, b) => a.label.localeCompare(b.label));
    pages.push({
      entry: entry(route, 'Tags', 'tags', { noindex: true }),
      data: { ...base, kind: 'tags', route, title: 'Tags', tagList, content: { type: 'root', children: [] } },
    });
    for (const { tag, posts: tagged } of byTag.values()) {
      const title = `${tagged.length} post${tagged.length === 1 ? '' : 's'} tagged with "${tag.label}"`;
      pages.push({
        entry: entry(tag.route, title, 'tag', { noindex: true }),
        data: {
          ...base,
          kind: 'tag',
          route: tag.route,
          title,
          tagList: [{ ...tag, count: tagged.length }],
          cards: tagged.map((post) => card(post, compiled[posts.indexOf(post)] as CompiledPage)),
          content: { type: 'root', children: [] },
        },
      });
    }
  }

  // The authors (with an authors map).
  const authorKeys = Object.keys(blog.authors);
  if (authorKeys.length) {
    const route = join(blog.routeBasePath, 'authors');
    pages.push({
      entry: entry(route, 'Authors', 'category'),
      data: {
        ...base,
        kind: 'category',
        route,
        title: 'Authors',
        cards: authorKeys.map((key) => {
          const author = blog.authors[key] ?? {};
          const about = [author.title, author.url].filter(Boolean).join(' · ');
          return { kind: 'doc', title: author.name ?? key, route, ...(about ? { description: about } : {}) };
        }),
        content: { type: 'root', children: [] },
      },
    });
  }

  return {
    pages,
    records: compiled.flatMap((page, index) =>
      posts[index]?.frontMatter.unlisted === true ? [] : page.records,
    ),
    warnings,
    images: compiled.flatMap((page) => page.images),
  };
}

/** Every route a blog will have (posts, list pages, archive, tags, authors), read from front matter alone. */
export function blogRoutes(blog: BlogOptions): string[] {
  const posts = readPosts(blog, [], path.dirname(blog.dir));
  const listed = posts.filter((post) => post.frontMatter.unlisted !== true);
  const perPage =
    Number.isFinite(blog.postsPerPage) && blog.postsPerPage > 0
      ? blog.postsPerPage
      : Math.max(1, listed.length);
  const pages = Math.max(1, Math.ceil(listed.length / perPage));
  const tags = new Set<string>();
  for (const post of listed)
    for (const tag of Array.isArray(post.frontMatter.tags) ? post.frontMatter.tags : []) {
      const label = isObject(tag) ? String(tag.label) : String(tag);
      tags.add(isObject(tag) && str(tag.permalink) ? String(tag.permalink) : kebab(label));
    }
  return [
    ...posts.map((post) => post.route),
    ...Array.from({ length: pages }, (_, i) =>
      i === 0 ? join(blog.routeBasePath) : join(blog.routeBasePath, blog.pageBasePath, String(i + 1)),
    ),
    ...(blog.archiveBasePath ? [join(blog.routeBasePath, blog.archiveBasePath)] : []),
    ...(tags.size
      ? [
          join(blog.routeBasePath, blog.tagsBasePath),
          ...[...tags].map((t) => join(blog.routeBasePath, blog.tagsBasePath, t)),
        ]
      : []),
    ...(Object.keys(blog.authors).length ? [join(blog.routeBasePath, 'authors')] : []),
  ];
}
