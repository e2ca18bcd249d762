import fs from 'node:fs';
import path from 'node:path';
import type { createProcessor } from '@mdx-js/mdx';
import remarkComment from '@slorber/remark-comment';
import type { CallExpression, ImportDeclaration, Program } from 'estree';
import { visit } from 'estree-util-visit';
import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Pluggable, Plugin } from 'unified';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { partialHash } from './cache.js';
import { ContentError, closestKey, codeFrame } from './errors.js';
import { parseFrontMatter } from './front-matter/parse.js';
import { type FrontMatter, knownFrontMatterKeys } from './front-matter/schema.js';
import { registerLanguages } from './highlight/languages.js';
import { withPartials } from './partial-text.js';
import { autolinkLiteralGuard } from './plugins/autolink-literal-guard.js';
import { compactHast } from './plugins/compact-hast.js';
import type { ImageAsset, PageLinkRef, PageState, SectionContext, SiteContext } from './plugins/context.js';
import { markExpressionPlaces } from './plugins/module-places.js';
import { withPlainParagraphs } from './plugins/plain-paragraphs.js';
import { preprocessSource } from './plugins/preprocess.js';
import { preprocess } from './plugins/preprocessor.js';
import { remarkAdmonitions } from './plugins/remark-admonitions.js';
import { remarkCode } from './plugins/remark-code.js';
import { remarkComments } from './plugins/remark-comments.js';
import { remarkExpressions } from './plugins/remark-expressions.js';
import { remarkHeadingIds } from './plugins/remark-heading-ids.js';
import { remarkImages } from './plugins/remark-images.js';
import { remarkJsxComponents } from './plugins/remark-jsx-components.js';
import { remarkLinks } from './plugins/remark-links.js';
import { remarkThemeImports, removeEsm } from './plugins/remark-theme-imports.js';
import { remarkToc } from './plugins/remark-toc.js';
import { remarkUnravel } from './plugins/remark-unravel.js';
import { searchRecords } from './plugins/search-records.js';
import { loadSitePlugins, SitePluginError } from './plugins/site-plugins.js';
import { hintedParser, type PageParser } from './plugins/syntax-hints.js';
import { labelTaskItems, rehypeLabelTaskItems } from './plugins/task-list-labels.js';
import { pageToMarkdown } from './plugins/to-markdown.js';
import { walkType } from './plugins/walk.js';
import { fileTitle } from './structure/paths.js';
import { contentPath } from './structure/scan.js';
import type { PipelineWarning, PluginRef, SearchRecord, TocItem } from './types.js';

export interface CompileInput {
  /** Content-relative path. */
  file: string;
  source: string;
  route: string;
  section: string;
  /** An index doc (its URL is its folder's): relative links resolve from its route as from a folder. */
  isIndex?: boolean;
  /**
   * Compile to a JavaScript module whatever the page holds: for Markdown and MDX files that other
   * pages import (partials) rather than pages of their own.
   */
  asModule?: boolean;
}

export interface CompilerOptions {
  site: SiteContext;
  sectionLabels: Record<string, string>;
  language: string;
  tocLevels: [number, number];
  /** Extra Prism grammars to register before highlighting. */
  languages: string[];
  /** The site's remark plugins, run after the pipeline's own. */
  remarkPlugins: PluginRef[];
  /** The site's rehype plugins, run on the HAST of every page. */
  rehypePlugins: PluginRef[];
  /** A function of the site that changes each page's text before it is parsed (`markdown.preprocessor`). */
  preprocessor?: PluginRef;
}

/** The result of compiling one source file; cached on disk by content hash. */
export interface CompiledPage {
  file: string;
  route: string;
  section: string;
  frontMatter: FrontMatter;
  title: string;
  /**
   * Serialised HAST of the body. For a page with its own module (which renders it), the tree the
   * compiler could see: its text and elements, with expressions it could not evaluate left as their
   * source and components it does not know as `div`/`span`; search records and anchors come from it.
   */
  content: HastRoot;
  /** JavaScript module source (`@mdx-js/mdx` output), for pages with their own code. */
  module?: string;
  toc: TocItem[];
  markdown: string;
  records: SearchRecord[];
  /** The first sentences of the page's text, for a default description. */
  excerpt?: string;
  images: ImageAsset[];
  links: PageLinkRef[];
  /** Ids in the page (headings, `{#custom-id}`, footnotes, elements written with an `id`): what `#anchor` links can reach. */
  anchors: string[];
  /** Content files the page links to and the routes they had: the page is recompiled when one changes. */
  fileLinks: Record<string, string | null>;
  warnings: PipelineWarning[];
  usesDocCardList: boolean;
  /** The page has a ```mermaid diagram: the app shell needs the `Mermaid` component. */
  usesMermaid?: true;
  /** Front matter keys the pipeline does not know, with their values (a site's own components may read them). */
  customFrontMatter?: Record<string, unknown>;
  /**
   * The partials the page uses, inlined into its text (twin, records, anchors), and the files the
   * preprocessor read for it: content path -> a
   * hash of its source. The page is compiled again when one of them changes.
   */
  partials?: Record<string, string>;
}

/**
 * The parser of a page: MDX (`format: 'mdx'`) or CommonMark (`md`, raw HTML allowed), both with
 * GFM, directives and HTML comments (`@slorber/remark-comment`, registered after MDX so that
 * `<!--` is a comment before MDX reads it as a tag).
 */
const baseParser = (format: 'md' | 'mdx') => {
  const parser = unified().use(remarkParse);
  if (format === 'mdx') parser.use(remarkMdx);
  // Its types name an older option: `ast` keeps comments in the tree (for `<!-- #id -->` heading ids).
  const comments = remarkComment as unknown as Plugin<[{ ast: boolean }], MdastRoot>;
  return parser.use(comments, { ast: true }).use(remarkGfm).use(autolinkLiteralGuard).use(remarkDirective);
};
/**
 * The pipeline's transforms, with the site's remark plugins where Docusaurus runs them: after the
 * Markdown transforms (admonitions, heading ids, TOC, links, images), before what MDX's compile does
 * there (JSX components, code blocks), so that a plugin sees and makes code blocks and components
 * (`@docusaurus/remark-plugin-npm2yarn` turns a code block into `<Tabs>`); the imports a plugin
 * adds are read after it.
 */
const baseTransformer = (site: Pluggable[] = []) =>
  unified()
    .use(remarkComments)
    .use(remarkUnravel)
    .use(remarkThemeImports)
    .use(remarkExpressions)
    .use(remarkAdmonitions)
    .use(remarkHeadingIds)
    .use(remarkToc)
    .use(remarkLinks)
    .use(remarkImages)
    .use(site)
    .use(site.length ? [remarkThemeImports] : [])
    .use(remarkJsxComponents)
    .use(remarkCode);

/** The steps of a compile, typed by what the compiler calls (unified's generics do not follow `.use` of site plugins). */
interface Step {
  run(tree: unknown, file: VFile): Promise<unknown>;
  runSync(tree: unknown, file: VFile): unknown;
}

interface Processors {
  parser: PageParser;
  /** The CommonMark parser and HAST step of `format: md` pages, made when one is first compiled. */
  md?: Promise<{ parser: Processors['parser']; toHast: Step }>;
  /** The site's remark plugins, for the CommonMark parser. */
  remark: Pluggable[];
  transformer: Step;
  toHast: Step;
  /** The site's rehype plugins, for pages compiled to a module too. */
  rehype: Pluggable[];
  /** Site plugins may transform asynchronously. */
  sitePlugins: boolean;
  /** `@mdx-js/mdx`, created when a page first needs a module. */
  mdx?: ReturnType<typeof createProcessor>;
}

/** A page's parser: plain paragraphs read without the tokenizer unless site plugins add syntax. */
const pageParser = (format: 'md' | 'mdx', remark: Pluggable[]): PageParser => {
  const parser = hintedParser(() => baseParser(format).use(remark));
  return remark.length ? parser : withPlainParagraphs(parser);
};

const builtIn: Processors = {
  parser: pageParser('mdx', []),
  remark: [],
  transformer: baseTransformer() as Step,
  toHast: unified().use(remarkRehype) as Step,
  rehype: [],
  sitePlugins: false,
};
/** Processors with site plugins, by plugin list: a site's docs and its blog may each have their own. */
const withSitePlugins = new Map<string, Promise<Processors>>();

/**
 * The parser and transforms of a page. The site's remark plugins join the parser (for the syntax
 * they add) and run among the pipeline's transforms (`baseTransformer`); its rehype plugins run on
 * the HAST.
 */
function processorsFor(options: CompilerOptions): Promise<Processors> | Processors {
  if (!options.remarkPlugins.length && !options.rehypePlugins.length) return builtIn;
  const key = JSON.stringify([options.remarkPlugins, options.rehypePlugins]);
  let processors = withSitePlugins.get(key);
  if (!processors) {
    processors = (async () => {
      const [remark, rehype] = await Promise.all([
        loadSitePlugins(options.remarkPlugins, 'remark'),
        loadSitePlugins(options.rehypePlugins, 'rehype'),
      ]);
      const processors: Processors = {
        parser: pageParser('mdx', remark),
        remark,
        transformer: baseTransformer(remark) as Step,
        toHast: unified().use(remarkRehype).use(rehype) as Step,
        rehype,
        sitePlugins: true,
      };
      return processors;
    })();
    withSitePlugins.set(key, processors);
  }
  return processors;
}

/** The parser and HAST step of CommonMark pages: raw HTML becomes elements (`hast-util-raw`), `<details>` the theme's. */
function mdProcessors(processors: Processors): NonNullable<Processors['md']> {
  processors.md ??= (async () => {
    const { raw } = await import('hast-util-raw');
    // parse5 lower-cases element names: the pipeline's component slots (`CodeBlock`, `Admonition`)
    // travel through it under a neutral name and get theirs back after.
    const rawHtml = () => (tree: HastRoot) => {
      walkType<Element>(tree, 'element', (node) => {
        if (!/[A-Z]/.test(node.tagName)) return;
        node.properties = { ...node.properties, dataMddSlot: node.tagName };
        node.tagName = 'mdd-slot';
      });
      const parsed = raw(tree) as HastRoot;
      walkType<Element>(parsed, 'element', (node) => {
        if (node.tagName === 'mdd-slot') {
          const { dataMddSlot, ...properties } = node.properties;
          node.tagName = String(dataMddSlot);
          node.properties = properties;
        } else if (node.tagName === 'details') node.tagName = 'Details';
      });
      return parsed;
    };
    return {
      parser: pageParser('md', processors.remark),
      toHast: unified()
        .use(remarkRehype, { allowDangerousHtml: true })
        .use(rawHtml)
        .use(processors.rehype) as Step,
    };
  })();
  return processors.md;
}

/** How a page is parsed: its front matter `format`, else the site's; `detect` goes by extension. */
export function formatOf(
  file: string,
  frontMatter: FrontMatter['format'],
  site: 'mdx' | 'md' | 'detect',
): 'md' | 'mdx' {
  const chosen = frontMatter ?? site;
  if (chosen !== 'detect') return chosen;
  return /\.mdx$/i.test(file) ? 'mdx' : 'md';
}

/** Compiles one page: front matter, MDX parse (once), transforms, HAST, TOC, records and Markdown. */
export async function compilePage(input: CompileInput, options: CompilerOptions): Promise<CompiledPage> {
  try {
    return await compile(input, options);
  } catch (error) {
    throw toContentError(error, input);
  }
}

async function compile(input: CompileInput, options: CompilerOptions): Promise<CompiledPage> {
  if (options.languages.length) await registerLanguages(options.languages);
  const parsed = parseFrontMatter(input.source, input.file);
  const { data: frontMatter, body, lineOffset, unknownKeys, extra } = parsed;
  const pageFrontMatter: Record<string, unknown> = { ...frontMatter, ...extra };
  const section = options.site.sections[input.section];
  const keep = section?.unknownFrontMatter === 'keep';
  const tags = tagLabels(frontMatter.tags ?? [], section, input.file, parsed.lineOf('tags'));
  const state = pageState({
    site: options.site,
    file: input.file,
    route: input.route,
    section: input.section,
    isIndex: input.isIndex,
    tocLevels: [
      frontMatter.toc_min_heading_level ?? options.tocLevels[0],
      frontMatter.toc_max_heading_level ?? options.tocLevels[1],
    ],
    warnings: [
      ...(keep
        ? []
        : unknownKeys.map(({ key, line }) => {
            const meant = closestKey(key, knownFrontMatterKeys);
            return {
              line,
              message: `unknown front matter key "${key}" (ignored${meant ? `; did you mean "${meant}"?` : ''})`,
            };
          })),
      ...tags.warnings,
    ],
    // As Docusaurus's MDX loader: a page reads its own front matter (`{frontMatter.audience}`).
    constants: new Map([['frontMatter', pageFrontMatter]]),
  });
  // The files the preprocessor reads, for the page and the partials in its text.
  const reads = options.preprocessor && !input.asModule ? new Set<string>() : undefined;
  const preprocessed = await preprocess(
    options.preprocessor,
    body,
    { contentDir: options.site.contentDir, path: input.file },
    reads,
  );
  const value = '\n'.repeat(lineOffset) + preprocessSource(preprocessed);
  const file = new VFile({ path: input.file, value, data: { page: state } });
  const processors = await processorsFor(options);
  const format = formatOf(input.file, frontMatter.format, options.site.markdownFormat);
  const { parser, toHast } = format === 'md' ? await mdProcessors(processors) : processors;
  const { transformer, sitePlugins } = processors;
  let tree: MdastRoot;
  try {
    tree = parser.parse(file);
    if (sitePlugins) await transformer.run(tree, file);
    else transformer.runSync(tree, file);
  } catch (error) {
    throw toContentError(error, input);
  }
  let title = frontMatter.title;
  const firstIndex = tree.children.findIndex((node) => node.type !== 'mdxjsEsm');
  const first = tree.children[firstIndex];
  if (first?.type === 'heading' && first.depth === 1 && !input.asModule) {
    title ??= mdastToString(first);
    tree.children.splice(firstIndex, 1);
  }
  title ??= fileTitle(input.file);

  // The page's text (its twin, records and anchors) with the partials it uses; its module renders
  // them. A partial compiled for the bundler needs no text.
  const text = input.asModule
    ? { tree, partials: undefined }
    : await withPartials(tree, state, (file, source, props) =>
        partialTree({ file, source, props, page: state, reads }, options, processors),
      );
  const madeFrom = reads?.size
    ? withReads(text.partials, reads, options.site.contentDir, input.file)
    : text.partials;
  const markdown = pageToMarkdown(text.tree, title);
  const isCode = input.asModule === true || state.codeReasons.length > 0;
  let module: string | undefined;
  if (isCode) {
    processors.mdx ??= (await import('@mdx-js/mdx')).createProcessor({
      jsxImportSource: 'react',
      outputFormat: 'program',
      development: false,
      // After the site's, as the page's data gets it: the task items' labels.
      rehypePlugins: [...processors.rehype, rehypeLabelTaskItems],
    });
    const mdxProcessor = processors.mdx;
    markExpressionPlaces(tree, input.file);
    tree.children.push(...pageExports(state, title, pageFrontMatter));
    try {
      const estree = await mdxProcessor.run(tree as never, file);
      module = mdxProcessor.stringify(requiresToImports(estree as Program) as never, file);
    } catch (error) {
      throw toContentError(error, input);
    }
  }
  removeEsm(text.tree);
  let content: HastRoot;
  try {
    const hast = (
      sitePlugins || format === 'md' ? await toHast.run(text.tree, file) : toHast.runSync(text.tree, file)
    ) as HastRoot;
    labelTaskItems(hast);
    content = compactHast(hast);
  } catch (error) {
    throw toContentError(error, input);
  }
  const anchors = anchorsOf(content);
  const sectionLabel = options.sectionLabels[input.section] ?? input.section;
  const { records, excerpt } = searchRecords(content, {
    route: input.route,
    title,
    section: input.section,
    sectionLabel,
    tags: tags.labels,
    language: options.language,
  });
  if (isCode && !input.asModule) {
    state.warnings.push({
      message: `compiled as a JavaScript module (${state.codeReasons.slice(0, 3).join('; ')})`,
    });
  }
  return {
    file: input.file,
    route: input.route,
    section: input.section,
    frontMatter,
    title,
    content,
    module,
    toc: state.toc,
    markdown,
    records,
    ...(excerpt ? { excerpt } : {}),
    images: state.images,
    links: state.links,
    anchors,
    fileLinks: state.fileLinks,
    warnings: state.warnings.map((w) => ({ file: input.file, line: w.line, message: w.message })),
    usesDocCardList: state.usesDocCardList,
    ...(state.usesMermaid ? { usesMermaid: true as const } : {}),
    ...(unknownKeys.length ? { customFrontMatter: extra } : {}),
    ...(madeFrom ? { partials: madeFrom } : {}),
  };
}

/** A page's state as its transforms start it: what is given, and empty lists for what they find. */
function pageState(
  given: Pick<
    PageState,
    'site' | 'file' | 'route' | 'section' | 'isIndex' | 'tocLevels' | 'warnings' | 'constants'
  >,
): PageState {
  return {
    ...given,
    toc: [],
    links: [],
    fileLinks: {},
    images: [],
    codeReasons: [],
    usesDocCardList: false,
    usesMermaid: false,
    components: new Map(),
    moduleNames: new Set(),
    partials: new Map(),
  };
}

/**
 * A partial's tree for the text of the page that uses it: parsed and transformed as a page (its
 * links and images resolved from its own file), with its front matter and the props it was given
 * as constants.
 */
async function partialTree(
  partial: {
    file: string;
    source: string;
    props: Record<string, unknown>;
    page: PageState;
    reads: Set<string> | undefined;
  },
  options: CompilerOptions,
  processors: Processors,
): Promise<{ tree: MdastRoot; state: PageState }> {
  const { page } = partial;
  const { data: frontMatter, body, lineOffset, extra } = parseFrontMatter(partial.source, partial.file);
  const state = pageState({
    site: page.site,
    file: partial.file,
    route: page.route,
    section: page.section,
    isIndex: page.isIndex,
    tocLevels: page.tocLevels,
    warnings: [],
    constants: new Map<string, unknown>([
      ['frontMatter', { ...frontMatter, ...extra }],
      ['props', partial.props],
    ]),
  });
  const preprocessed = await preprocess(
    options.preprocessor,
    body,
    { contentDir: options.site.contentDir, path: partial.file },
    partial.reads,
  );
  const value = '\n'.repeat(lineOffset) + preprocessSource(preprocessed);
  const file = new VFile({ path: partial.file, value, data: { page: state } });
  const format = formatOf(partial.file, frontMatter.format, options.site.markdownFormat);
  const { parser } = format === 'md' ? await mdProcessors(processors) : processors;
  const tree = parser.parse(file);
  await processors.transformer.run(tree, file);
  return { tree, state };
}

/**
 * The page's partials with the files its preprocessor read (but the page's own), by content path,
 * each with a hash of its source (`missing` when it is not there): a change of one compiles the page
 * again, as a partial's does.
 */
function withReads(
  partials: Record<string, string> | undefined,
  reads: Set<string>,
  contentDir: string,
  page: string,
): Record<string, string> | undefined {
  const own = path.resolve(contentDir, page);
  const made = { ...partials };
  for (const file of reads) {
    if (file === own) continue;
    const rel = contentPath(contentDir, file);
    if (made[rel]) continue;
    try {
      made[rel] = partialHash(fs.readFileSync(file, 'utf8'));
    } catch {
      made[rel] = 'missing';
    }
  }
  return Object.keys(made).length ? made : undefined;
}

/**
 * The labels of a page's tags: from its section's tags file, else as written. With a tags file, a
 * tag missing from it is reported as the section asks (a warning, nothing, or an error).
 */
function tagLabels(
  tags: NonNullable<FrontMatter['tags']>,
  section: SectionContext | undefined,
  file: string,
  line: number,
): { labels: string[]; warnings: Array<{ line: number; message: string }> } {
  const defined = section?.tags;
  const labels = tags.map((tag) => (typeof tag === 'string' ? (defined?.[tag] ?? tag) : tag.label));
  const inline = tags
    .filter((tag) => typeof tag !== 'string' || !defined?.[tag])
    .map((tag) => (typeof tag === 'string' ? tag : tag.label));
  const mode = section?.onInlineTags ?? 'warn';
  if (!defined || !inline.length || mode === 'ignore') return { labels, warnings: [] };
  const message = `tags: ${inline.map((t) => JSON.stringify(t)).join(', ')} not defined in the tags file`;
  if (mode === 'throw') throw new ContentError(message, { file, line, rule: 'tags' });
  return { labels, warnings: [{ line, message }] };
}

/**
 * What Docusaurus's MDX loader exports from every page, for the page's own code to read:
 * `frontMatter` (custom keys included), `contentTitle` and `toc` (`{value, id, level}`), unless the
 * page declares them itself.
 */
function pageExports(
  state: PageState,
  title: string,
  frontMatter: Record<string, unknown>,
): MdastRoot['children'] {
  const values: Record<string, unknown> = {
    frontMatter,
    contentTitle: title,
    toc: state.toc.map((item) => ({ value: escapeHtml(item.text), id: item.id, level: item.depth })),
  };
  // Unless the page declares the name itself (its own constant replaces the front matter object).
  const declared = (name: string) =>
    state.moduleNames.has(name) || (state.constants.has(name) && state.constants.get(name) !== values[name]);
  const code = Object.entries(values)
    .filter(([name]) => !declared(name))
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
  if (!code) return [];
  return builtIn.parser.parse(new VFile(code)).children;
}

/**
 * `require('./x.png')` in a page's code (webpack's, which Docusaurus sites use for images) becomes an
 * import of the module's namespace, so `require('./x.png').default` is the file's URL with any bundler.
 */
function requiresToImports(program: Program): Program {
  const imports: ImportDeclaration[] = [];
  visit(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const call = node as CallExpression;
    const [source] = call.arguments;
    if (call.callee.type !== 'Identifier' || call.callee.name !== 'require' || call.arguments.length !== 1)
      return;
    if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
    const name = `_mddRequire${imports.length}`;
    imports.push({
      type: 'ImportDeclaration',
      specifiers: [{ type: 'ImportNamespaceSpecifier', local: { type: 'Identifier', name } }],
      source: { type: 'Literal', value: source.value },
      attributes: [],
    });
    const replaced = node as unknown as Record<string, unknown>;
    for (const key of Object.keys(replaced)) delete replaced[key];
    Object.assign(replaced, { type: 'Identifier', name });
  });
  program.body.unshift(...imports);
  return program;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function anchorsOf(tree: HastRoot): string[] {
  const ids = new Set<string>();
  const visit = (nodes: HastRoot['children']) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const { id, name } = node.properties;
      if (typeof id === 'string' && id) ids.add(id);
      if (node.tagName === 'a' && typeof name === 'string' && name) ids.add(name);
      visit(node.children);
    }
  };
  visit(tree.children);
  return [...ids];
}

function toContentError(error: unknown, input: CompileInput): ContentError {
  if (error instanceof ContentError) return error;
  if (error instanceof SitePluginError) return new ContentError(error.message, { file: input.file });
  const message = error as Partial<VFileMessage> & Error;
  const reason = message.reason ?? message.message;
  const mentioned = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  const fromMessage = mentioned ? { line: Number(mentioned[1]), column: Number(mentioned[2]) } : undefined;
  // "Expected a closing tag for `<b>` (5:13-5:16) before the end of `paragraph`" is placed at the
  // paragraph; the tag left open is where the author has to look.
  const place =
    (reason.startsWith('Expected a closing tag') ? fromMessage : undefined) ??
    (message.place && 'start' in message.place ? message.place.start : message.place) ??
    fromMessage;
  const line = place?.line;
  const column = place?.column;
  const rule = message.source && message.ruleId ? `${message.source}:${message.ruleId}` : message.ruleId;
  // `x <3`, `a <= b`: a `<` no tag name follows was meant as text.
  const lessThan =
    rule === 'micromark-extension-mdx-jsx:unexpected-character' && reason.includes(' before name,')
      ? ' (note: to show `<` as text, escape it: `\\<`)'
      : '';
  return new ContentError(reason + lessThan, {
    file: input.file,
    line,
    column,
    rule,
    frame: line !== undefined ? codeFrame(input.source, line, column) : undefined,
  });
}
