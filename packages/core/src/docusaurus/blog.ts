import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type CompiledPage,
  type CompilerOptions,
  type DocCard,
  defaultExclude,
  defaultInclude,
  frontMatterBlock,
  type ManifestEntry,
  type PageData,
  type PipelineWarning,
  type PluginRef,
  type SearchRecord,
  type SidebarItem,
  sourceExcerpt,
  type TagRef,
} from '@market-data-docs/mdx-pipeline';
import kebabCase from 'lodash.kebabcase';
import picomatch from 'picomatch';
import { trimSlashes } from './docs-sections.js';

/** `feed` and `yaml` load when a site has a blog: every build, dev start and config load of the others skips them. */
const ownRequire = createRequire(import.meta.url);
const parseYaml = (text: string): unknown => (ownRequire('yaml') as typeof import('yaml')).parse(text);

/** A blog plugin instance of a Docusaurus config (`@docusaurus/plugin-content-blog`). */
export interface BlogOptions {
  id: string;
  /** Absolute folder of the posts. */
  dir: string;
  /** The locale's translated posts (`i18n/<locale>/docusaurus-plugin-content-blog`): a post found there is read from it. */
  translationsDir?: string;
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
  authors: Record<string, BlogAuthor>;
  /** Route of the authors list and the authors' pages, under the blog's (`authors`). */
  authorsBasePath: string;
  /**
   * A blog without posts still has its list page: Docusaurus 3.10 and later (the version installed
   * in the site); before, such a blog has no page at all.
   */
  listWhenEmpty: boolean;
  /** The feeds (`feedOptions`); absent when `feedOptions.type` is `null`. */
  feed?: BlogFeedOptions;
  /** The blog's own remark plugins (`beforeDefaultRemarkPlugins`, `remarkPlugins`), run on its posts. */
  remarkPlugins: PluginRef[];
  /** The blog's own rehype plugins (`beforeDefaultRehypePlugins`, `rehypePlugins`). */
  rehypePlugins: PluginRef[];
}

/** An author of `authors.yml`; `page` gives them a page of their posts. */
export interface BlogAuthor {
  name?: string;
  title?: string;
  url?: string;
  email?: string;
  page?: boolean | { permalink?: string };
}

/** `feedOptions` with Docusaurus's defaults, and what the feeds need from the site. */
export interface BlogFeedOptions {
  types: Array<'rss' | 'atom' | 'json'>;
  title: string;
  description: string;
  copyright: string;
  /** Newest posts in a feed; absent: every post. */
  limit?: number;
  language: string;
  /** The site's address with its base path, without the trailing slash (`https://a.com/docs`). */
  siteUrl: string;
  /** The favicon's absolute address. */
  favicon?: string;
  /** The name of the feeds in their head links (`feedOptions.title`, else the site's title). */
  linkTitle: string;
}

/** What a blog's options take from the site's config. */
export interface BlogSiteInfo {
  title: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  locale: string;
}

const feedFiles = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
const feedMediaTypes = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' };
const feedNames = { rss: 'RSS', atom: 'Atom', json: 'JSON' };

const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The blog plugin's version installed in the site (`major * 100 + minor`), if it can be read. */
function installedVersion(siteDir: string): number | undefined {
  const require = createRequire(path.join(siteDir, 'package.json'));
  for (const name of ['@docusaurus/plugin-content-blog', '@docusaurus/core'])
    try {
      const { version } = require(`${name}/package.json`) as { version?: string };
      const [major, minor] = String(version).split('.').map(Number);
      if (Number.isFinite(major) && Number.isFinite(minor))
        return (major as number) * 100 + (minor as number);
    } catch {
      // not installed here: try the next
    }
  return undefined;
}

/** `feedOptions` with Docusaurus's defaults (RSS and Atom, the 20 newest posts); `undefined` for no feeds. */
function feedOptions(value: unknown, site: BlogSiteInfo): BlogFeedOptions | undefined {
  const options = isObject(value) ? value : {};
  const type = options.type === undefined ? ['rss', 'atom'] : options.type;
  if (type === null || type === false) return undefined;
  const names = type === 'all' ? ['rss', 'atom', 'json'] : Array.isArray(type) ? type : [type];
  const types = (['rss', 'atom', 'json'] as const).filter((t) => names.includes(t));
  if (!types.length) return undefined;
  const siteUrl = `${site.url.replace(/\/+$/, '')}${join(site.baseUrl)}`.replace(/\/$/, '');
  const limit = options.limit === undefined ? 20 : options.limit;
  return {
    types,
    title: typeof options.title === 'string' ? options.title : `${site.title} Blog`,
    description: typeof options.description === 'string' ? options.description : `${site.title} Blog`,
    copyright: typeof options.copyright === 'string' ? options.copyright : '',
    ...(typeof limit === 'number' ? { limit } : {}),
    language: str(options.language) ?? site.locale,
    siteUrl,
    linkTitle: typeof options.title === 'string' ? options.title : site.title,
    ...(site.favicon ? { favicon: `${siteUrl}${join(site.favicon)}` } : {}),
  };
}

/** The options of a blog plugin with Docusaurus's defaults. */
export function blogOptions(
  options: Record<string, unknown>,
  siteDir: string,
  site: BlogSiteInfo,
): BlogOptions {
  const dir = path.resolve(siteDir, str(options.path) ?? 'blog');
  const authorsFile = path.resolve(dir, str(options.authorsMapPath) ?? 'authors.yml');
  let authors: BlogOptions['authors'] = {};
  if (fs.existsSync(authorsFile)) {
    const parsed = parseYaml(fs.readFileSync(authorsFile, 'utf8'));
    if (isObject(parsed)) authors = parsed as BlogOptions['authors'];
  }
  const count = options.blogSidebarCount;
  const feed = feedOptions(options.feedOptions, site);
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
    authorsBasePath: trimSlashes(str(options.authorsBasePath) ?? 'authors'),
    listWhenEmpty: (installedVersion(siteDir) ?? Number.POSITIVE_INFINITY) >= 310,
    remarkPlugins: [],
    rehypePlugins: [],
    ...(feed ? { feed } : {}),
  };
}

/** The `<link rel="alternate">` tags of a blog's feeds, for every page's head (as Docusaurus adds them). */
export function feedLinkTags(blog: BlogOptions, basePath: string) {
  const { feed } = blog;
  if (!feed) return [];
  return feed.types.map((type) => ({
    tagName: 'link',
    attributes: {
      rel: 'alternate',
      type: feedMediaTypes[type],
      href: join(basePath, blog.routeBasePath, feedFiles[type]),
      title: `${feed.linkTitle} ${feedNames[type]} Feed`,
    },
  }));
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
  /** Its authors: keys of `authors.yml` resolved, inline ones as written. */
  authors: Array<{ key?: string; name?: string; url?: string; email?: string }>;
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
  /** The feed files, by path in the build. */
  feeds: Array<{ path: string; contents: string }>;
  /** A post has a ```mermaid diagram (a `Mermaid` slot). */
  usesMermaid: boolean;
}

const datePattern = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;
const truncateMarker = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** The posts of a blog folder with their routes and dates, newest first (drafts left out). */
function readPosts(blog: BlogOptions, warnings: PipelineWarning[], contentDir: string): Post[] {
  if (!fs.existsSync(blog.dir)) return [];
  const include = picomatch(blog.include);
  const exclude = picomatch(blog.exclude);
  const posts: Post[] = [];
  for (const rel of fs.readdirSync(blog.dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const relPath = rel.split(path.sep).join('/');
    if (!include(relPath) || exclude(relPath)) continue;
    const original = path.join(blog.dir, rel);
    if (!fs.statSync(original).isFile()) continue;
    const translated = blog.translationsDir && path.join(blog.translationsDir, rel);
    const file = translated && fs.existsSync(translated) ? translated : original;
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
    posts.push({
      file,
      relPath,
      source,
      route: join(blog.routeBasePath, slug),
      date,
      frontMatter,
      authors: postAuthors(frontMatter, blog.authors),
    });
  }
  return posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.relPath.localeCompare(b.relPath));
}

/** A post's authors from its front matter: `authors` (keys of the map or inline objects), or the legacy `author`. */
function postAuthors(frontMatter: Record<string, unknown>, map: BlogOptions['authors']): Post['authors'] {
  const listed = frontMatter.authors;
  const items = Array.isArray(listed) ? listed : listed === undefined ? [] : [listed];
  const authors: Post['authors'] = items.flatMap((item) => {
    const key = typeof item === 'string' ? item : isObject(item) ? str(item.key) : undefined;
    const known = key ? map[key] : undefined;
    const inline = isObject(item) ? item : {};
    const name = str(inline.name) ?? known?.name ?? key;
    const url = str(inline.url) ?? known?.url;
    const email = str(inline.email) ?? known?.email;
    if (!name && !url) return [];
    return [
      {
        ...(key && known ? { key } : {}),
        ...(name ? { name } : {}),
        ...(url ? { url } : {}),
        ...(email ? { email } : {}),
      },
    ];
  });
  const legacy = str(frontMatter.author);
  if (!authors.length && legacy) {
    const url = str(frontMatter.author_url) ?? str(frontMatter.authorURL);
    authors.push({ name: legacy, ...(url ? { url } : {}) });
  }
  return authors;
}

/** One page of a paginated list of posts (the blog's, a tag's, an author's). */
interface ListPage {
  route: string;
  posts: Post[];
  newer?: string;
  older?: string;
}

/** Posts `perPage` at a time: `base`, then `base/page/2`... (always one page, if empty). */
function paginate(posts: Post[], base: string, blog: BlogOptions): ListPage[] {
  const perPage =
    Number.isFinite(blog.postsPerPage) && blog.postsPerPage > 0 ? blog.postsPerPage : posts.length;
  const count = Math.max(1, Math.ceil(posts.length / Math.max(1, perPage)));
  const route = (n: number) => (n === 1 ? join(base) : join(base, blog.pageBasePath, String(n)));
  return Array.from({ length: count }, (_, i) => ({
    route: route(i + 1),
    posts: posts.slice(i * perPage, (i + 1) * perPage),
    ...(i > 0 ? { newer: route(i) } : {}),
    ...(i < count - 1 ? { older: route(i + 2) } : {}),
  }));
}

/** Every page of a blog but its posts, as Docusaurus makes them. */
interface BlogPlan {
  lists: ListPage[];
  archive?: string;
  tagsList?: string;
  tags: Array<{ tag: TagRef; posts: Post[]; pages: ListPage[] }>;
  authorsList?: string;
  authors: Array<{ key: string; author: BlogAuthor; posts: Post[]; pages: ListPage[] }>;
}

function planBlog(blog: BlogOptions, posts: Post[]): BlogPlan {
  const listed = posts.filter((post) => post.frontMatter.unlisted !== true);
  const empty = posts.length === 0;
  const byTag = new Map<string, { tag: TagRef; posts: Post[] }>();
  for (const post of listed)
    for (const tag of tagsOf(blog, post)) {
      const known = byTag.get(tag.route) ?? { tag, posts: [] };
      known.posts.push(post);
      byTag.set(tag.route, known);
    }
  const authorsBase = join(blog.routeBasePath, blog.authorsBasePath);
  const authorKeys = Object.keys(blog.authors);
  return {
    lists: empty && !blog.listWhenEmpty ? [] : paginate(listed, blog.routeBasePath, blog),
    ...(blog.archiveBasePath && listed.length
      ? { archive: join(blog.routeBasePath, blog.archiveBasePath) }
      : {}),
    ...(byTag.size ? { tagsList: join(blog.routeBasePath, blog.tagsBasePath) } : {}),
    tags: [...byTag.values()].map((entry) => ({
      ...entry,
      pages: paginate(entry.posts, entry.tag.route, blog),
    })),
    ...(authorKeys.length && (!empty || blog.listWhenEmpty) ? { authorsList: authorsBase } : {}),
    authors: authorKeys.flatMap((key) => {
      const author = blog.authors[key] ?? {};
      if (!author.page || (empty && !blog.listWhenEmpty)) return [];
      const slug =
        isObject(author.page) && str(author.page.permalink) ? String(author.page.permalink) : kebab(key);
      const own = listed.filter((post) => post.authors.some((a) => a.key === key));
      return [{ key, author, posts: own, pages: paginate(own, join(authorsBase, slug), blog) }];
    }),
  };
}

/** A post's tags with their routes (`permalink` of an inline tag object, else the label in kebab case). */
function tagsOf(blog: BlogOptions, post: Post): TagRef[] {
  return (Array.isArray(post.frontMatter.tags) ? post.frontMatter.tags : []).map((tag) => {
    const label = isObject(tag) ? String(tag.label) : String(tag);
    return {
      label,
      route:
        isObject(tag) && str(tag.permalink)
          ? join(blog.routeBasePath, blog.tagsBasePath, String(tag.permalink))
          : join(blog.routeBasePath, blog.tagsBasePath, kebab(label)),
    };
  });
}

/** A label in kebab case as Docusaurus makes tag and author routes (`SQLite` -> `sq-lite`): lodash's. */
const kebab = (label: string) => kebabCase(label);

const formatDate = (date: Date) =>
  Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The compiler options of a blog's posts: the site's, with the blog's section and the posts' routes. */
function postCompiler(blog: BlogOptions, compiler: CompilerOptions, posts: Post[]): CompilerOptions {
  const { contentDir } = compiler.site;
  const section = blogSection(blog);
  return {
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
    sectionLabels: { ...compiler.sectionLabels, [section]: blog.title },
    // Posts run the blog's plugins, not the docs'.
    remarkPlugins: blog.remarkPlugins,
    rehypePlugins: blog.rehypePlugins,
  };
}

function postInput(blog: BlogOptions, post: Post, contentDir: string) {
  return {
    file: path.relative(contentDir, post.file).split(path.sep).join('/'),
    source: post.source,
    route: post.route,
    section: blogSection(blog),
  };
}

/** The module of a compiled post, as {@link BlogPage.module}. */
function postModule(post: Post, page: CompiledPage, contentDir: string): BlogPage['module'] {
  return page.module
    ? { route: post.route, file: path.relative(contentDir, post.file), source: page.module }
    : undefined;
}

/**
 * The modules of a blog's posts that look like code (`mayNeedModule`), compiled: a guess of its
 * modules made before the blog is built, for the app shell to start bundling from (a post that does
 * not compile is left out: the blog's build reports it).
 */
export async function guessPostModules(
  blog: BlogOptions,
  compiler: CompilerOptions,
  compile: (input: ReturnType<typeof postInput>, options: CompilerOptions) => Promise<CompiledPage>,
): Promise<NonNullable<BlogPage['module']>[]> {
  const { mayNeedModule } = await import('@market-data-docs/mdx-pipeline');
  const { contentDir } = compiler.site;
  const posts = readPosts(blog, [], contentDir);
  const postsCompiler = postCompiler(blog, compiler, posts);
  const modules: NonNullable<BlogPage['module']>[] = [];
  for (const post of posts.filter((p) => mayNeedModule(p.source))) {
    try {
      const module = postModule(
        post,
        await compile(postInput(blog, post, contentDir), postsCompiler),
        contentDir,
      );
      if (module) modules.push(module);
    } catch {
      // reported by the blog's build
    }
  }
  return modules;
}

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
  const listed = posts.filter((post) => post.frontMatter.unlisted !== true);
  const postsCompiler = postCompiler(blog, compiler, posts);
  const compiled: CompiledPage[] = [];
  const errors: unknown[] = [];
  for (const post of posts) {
    try {
      compiled.push(await compile(postInput(blog, post, contentDir), postsCompiler));
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length) throw Object.assign(new Error('blog posts failed to compile'), { errors });
  // A post's title: its front matter's, else its `# heading`, as the sidebar of Docusaurus shows it.
  const sidebar: SidebarItem[] = listed.slice(0, blog.sidebarCount).map((post) => ({
    type: 'link',
    label: str(post.frontMatter.title) ?? compiled[posts.indexOf(post)]?.title ?? post.route,
    route: post.route,
  }));

  const tagsOfPost = (post: Post) => tagsOf(blog, post);
  const titleOf = (post: Post, page: CompiledPage) => str(post.frontMatter.title) ?? page.title;
  const excerptOf = (post: Post) => {
    if (str(post.frontMatter.description)) return str(post.frontMatter.description);
    return sourceExcerpt(post.source.replace(frontMatterBlock, '').split(truncateMarker)[0] ?? '');
  };
  const card = (post: Post, page: CompiledPage): DocCard => ({
    kind: 'doc',
    title: titleOf(post, page),
    route: post.route,
    description: [formatDate(post.date), excerptOf(post)].filter(Boolean).join(' · '),
  });
  const base: Pick<PageData, 'section' | 'sectionLabel' | 'tags' | 'toc' | 'breadcrumbs' | 'sidebar'> = {
    section,
    sectionLabel: blog.title,
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
      tags: tagsOfPost(post),
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
      ...(page.module ? { module: postModule(post, page, contentDir) } : {}),
    });
    warnings.push(...page.warnings.filter((w) => !w.message.startsWith('compiled as a JavaScript module')));
  });

  const plan = planBlog(blog, posts);
  const cardOf = (post: Post) => card(post, compiled[posts.indexOf(post)] as CompiledPage);
  /** The pages of a paginated list: the first titled `title`, the next ones `title: page N`. */
  const listPages = (
    list: ListPage[],
    title: string,
    kind: 'category' | 'tag',
    extra: Partial<PageData> = {},
  ) =>
    list.forEach((listPage, index) => {
      const pageTitle = index === 0 ? title : `${title}: page ${index + 1}`;
      const description = index === 0 ? extra.description : undefined;
      pages.push({
        entry: entry(listPage.route, pageTitle, kind, description ? { description } : {}),
        data: {
          ...base,
          ...extra,
          kind,
          route: listPage.route,
          title: pageTitle,
          ...(description ? { description } : {}),
          cards: listPage.posts.map(cardOf),
          ...(listPage.newer ? { prev: { title: 'Newer posts', route: listPage.newer } } : {}),
          ...(listPage.older ? { next: { title: 'Older posts', route: listPage.older } } : {}),
          content: { type: 'root', children: [] },
        },
      });
    });

  // The list of posts, a page of `postsPerPage` at a time.
  listPages(plan.lists, blog.title, 'category', blog.description ? { description: blog.description } : {});

  // The archive: every post.
  if (plan.archive)
    pages.push({
      entry: entry(plan.archive, 'Archive', 'category'),
      data: {
        ...base,
        kind: 'category',
        route: plan.archive,
        title: 'Archive',
        cards: listed.map(cardOf),
        content: { type: 'root', children: [] },
      },
    });

  // The tags and each tag's posts.
  if (plan.tagsList) {
    const tagList = plan.tags
      .map(({ tag, posts: tagged }) => ({ ...tag, count: tagged.length }))
      .sort((a, b) => a.label.localeCompare(b.label));
    pages.push({
      entry: entry(plan.tagsList, 'Tags', 'tags'),
      data: {
        ...base,
        kind: 'tags',
        route: plan.tagsList,
        title: 'Tags',
        tagList,
        content: { type: 'root', children: [] },
      },
    });
  }
  for (const { tag, posts: tagged, pages: tagPages } of plan.tags)
    listPages(
      tagPages,
      `${tagged.length} post${tagged.length === 1 ? '' : 's'} tagged with "${tag.label}"`,
      'tag',
      { tagList: [{ ...tag, count: tagged.length }] },
    );

  // The authors: the list, and a page of posts for each author with `page`.
  if (plan.authorsList) {
    const pageOf = new Map(plan.authors.map((a) => [a.key, a.pages[0]?.route]));
    const route = plan.authorsList;
    pages.push({
      entry: entry(route, 'Authors', 'category'),
      data: {
        ...base,
        kind: 'category',
        route,
        title: 'Authors',
        cards: Object.entries(blog.authors).map(([key, author]) => {
          const about = [author.title, author.url].filter(Boolean).join(' · ');
          return {
            kind: 'doc',
            title: author.name ?? key,
            route: pageOf.get(key) ?? route,
            ...(about ? { description: about } : {}),
          };
        }),
        content: { type: 'root', children: [] },
      },
    });
  }
  for (const { key, author, pages: authorPages, posts: own } of plan.authors) {
    const about = [author.title, `${own.length} post${own.length === 1 ? '' : 's'}`]
      .filter(Boolean)
      .join(' · ');
    listPages(authorPages, author.name ?? key, 'category', { description: about });
  }

  return {
    pages,
    records: compiled.flatMap((page, index) =>
      posts[index]?.frontMatter.unlisted === true ? [] : page.records,
    ),
    warnings,
    images: compiled.flatMap((page) => page.images),
    usesMermaid: compiled.some((page) => page.usesMermaid),
    feeds: blogFeeds(
      blog,
      listed
        .filter((post) => !Number.isNaN(post.date.getTime()))
        .map((post) => ({
          title: titleOf(post, compiled[posts.indexOf(post)] as CompiledPage),
          route: post.route,
          date: post.date,
          description: excerptOf(post),
          authors: post.authors,
          tags: tagsOfPost(post),
        })),
    ),
  };
}

/**
 * Every route a blog will have (posts, list pages, archive, tags, authors), from its posts' front
 * matter alone (read here unless given).
 */
export function blogRoutes(blog: BlogOptions, posts = readBlogPosts(blog)): string[] {
  const plan = planBlog(blog, posts);
  return [
    ...posts.map((post) => post.route),
    ...plan.lists.map((list) => list.route),
    ...(plan.archive ? [plan.archive] : []),
    ...(plan.tagsList ? [plan.tagsList] : []),
    ...plan.tags.flatMap((tag) => tag.pages.map((list) => list.route)),
    ...(plan.authorsList ? [plan.authorsList] : []),
    ...plan.authors.flatMap((author) => author.pages.map((list) => list.route)),
  ];
}

/** A blog's posts, read without reporting (the build reports what they hold). */
export function readBlogPosts(blog: BlogOptions): Post[] {
  return readPosts(blog, [], path.dirname(blog.dir));
}

/** One item of a feed: a post. */
interface FeedPost {
  title: string;
  route: string;
  date: Date;
  description?: string;
  authors: Post['authors'];
  tags: TagRef[];
}

/**
 * The feeds of a blog (`rss.xml`, `atom.xml`, `feed.json` under its route, as `feedOptions.type`
 * asks), made with the `feed` package as Docusaurus makes them: the newest `limit` posts that are
 * neither drafts nor unlisted, each with its title, address, date, description, authors and tags.
 */
function blogFeeds(blog: BlogOptions, posts: FeedPost[]): Array<{ path: string; contents: string }> {
  const options = blog.feed;
  if (!options || !posts.length) return [];
  const chosen = options.limit === undefined ? posts : posts.slice(0, options.limit);
  const link = `${options.siteUrl}${join(blog.routeBasePath)}`;
  const { Feed } = ownRequire('feed') as typeof import('feed');
  const feed = new Feed({
    id: link,
    link,
    title: options.title,
    description: options.description,
    copyright: options.copyright,
    language: options.language,
    ...(chosen[0] ? { updated: chosen[0].date } : {}),
    ...(options.favicon ? { favicon: options.favicon } : {}),
  });
  for (const post of chosen) {
    const url = `${options.siteUrl}${post.route}`;
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: post.date,
      ...(post.description ? { description: post.description } : {}),
      category: post.tags.map((tag) => ({ name: tag.label, term: tag.label })),
      ...(post.authors.length
        ? {
            author: post.authors.map((a) => ({
              ...(a.name ? { name: a.name } : {}),
              ...(a.url ? { link: a.url } : {}),
              ...(a.email ? { email: a.email } : {}),
            })),
          }
        : {}),
    });
  }
  const render = { rss: () => feed.rss2(), atom: () => feed.atom1(), json: () => feed.json1() };
  return options.types.map((type) => ({
    path: `${join(blog.routeBasePath, feedFiles[type]).slice(1)}`,
    contents: render[type](),
  }));
}
