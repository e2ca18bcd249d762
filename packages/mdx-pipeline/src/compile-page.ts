import type { createProcessor } from '@mdx-js/mdx';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Pluggable } from 'unified';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { ContentError, codeFrame } from './errors.js';
import { parseFrontMatter } from './front-matter/parse.js';
import type { FrontMatter } from './front-matter/schema.js';
import { registerLanguages } from './highlight/languages.js';
import { autolinkLiteralGuard } from './plugins/autolink-literal-guard.js';
import { compactHast } from './plugins/compact-hast.js';
import type { ImageAsset, PageLinkRef, PageState, SiteContext } from './plugins/context.js';
import { preprocessSource } from './plugins/preprocess.js';
import { remarkAdmonitions } from './plugins/remark-admonitions.js';
import { remarkCode } from './plugins/remark-code.js';
import { remarkHeadingIds } from './plugins/remark-heading-ids.js';
import { remarkImages } from './plugins/remark-images.js';
import { remarkJsxComponents } from './plugins/remark-jsx-components.js';
import { remarkLinks } from './plugins/remark-links.js';
import { remarkThemeImports, removeEsm } from './plugins/remark-theme-imports.js';
import { remarkToc } from './plugins/remark-toc.js';
import { remarkUnravel } from './plugins/remark-unravel.js';
import { searchRecords } from './plugins/search-records.js';
import { loadSitePlugins, SitePluginError } from './plugins/site-plugins.js';
import { pageToMarkdown } from './plugins/to-markdown.js';
import { fileTitle } from './structure/paths.js';
import type { PipelineWarning, PluginRef, SearchRecord, TocItem } from './types.js';

export interface CompileInput {
  /** Content-relative path. */
  file: string;
  source: string;
  route: string;
  section: string;
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
}

/** The result of compiling one source file; cached on disk by content hash. */
export interface CompiledPage {
  file: string;
  route: string;
  section: string;
  frontMatter: FrontMatter;
  title: string;
  /** Serialised HAST of the body, for pages rendered as data. */
  content?: HastRoot;
  /** JavaScript module source (`@mdx-js/mdx` output), for pages with their own code. */
  module?: string;
  toc: TocItem[];
  markdown: string;
  records: SearchRecord[];
  images: ImageAsset[];
  links: PageLinkRef[];
  /** Content files the page links to and the routes they had: the page is recompiled when one changes. */
  fileLinks: Record<string, string | null>;
  warnings: PipelineWarning[];
  usesDocCardList: boolean;
}

const baseParser = () =>
  unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(autolinkLiteralGuard).use(remarkDirective);
const baseTransformer = () =>
  unified()
    .use(remarkUnravel)
    .use(remarkThemeImports)
    .use(remarkAdmonitions)
    .use(remarkHeadingIds)
    .use(remarkToc)
    .use(remarkLinks)
    .use(remarkImages)
    .use(remarkJsxComponents)
    .use(remarkCode);

/** The steps of a compile, typed by what the compiler calls (unified's generics do not follow `.use` of site plugins). */
interface Step {
  run(tree: unknown, file: VFile): Promise<unknown>;
  runSync(tree: unknown, file: VFile): unknown;
}

interface Processors {
  parser: { parse(file: VFile): MdastRoot };
  transformer: Step;
  toHast: Step;
  /** The site's rehype plugins, for pages compiled to a module too. */
  rehype: Pluggable[];
  /** Site plugins may transform asynchronously. */
  sitePlugins: boolean;
  /** `@mdx-js/mdx`, created when a page first needs a module. */
  mdx?: ReturnType<typeof createProcessor>;
}

const builtIn: Processors = {
  parser: baseParser(),
  transformer: baseTransformer() as Step,
  toHast: unified().use(remarkRehype) as Step,
  rehype: [],
  sitePlugins: false,
};
let withSitePlugins: { key: string; processors: Promise<Processors> } | undefined;

/**
 * The parser and transforms of a page. The site's remark plugins join the parser (for the syntax
 * they add) and run after the pipeline's transforms; its rehype plugins run on the HAST.
 */
function processorsFor(options: CompilerOptions): Promise<Processors> | Processors {
  if (!options.remarkPlugins.length && !options.rehypePlugins.length) return builtIn;
  const key = JSON.stringify([options.remarkPlugins, options.rehypePlugins]);
  if (withSitePlugins?.key !== key) {
    const processors = (async () => {
      const [remark, rehype] = await Promise.all([
        loadSitePlugins(options.remarkPlugins, 'remark'),
        loadSitePlugins(options.rehypePlugins, 'rehype'),
      ]);
      const processors: Processors = {
        parser: baseParser().use(remark) as Processors['parser'],
        transformer: baseTransformer().use(remark) as Step,
        toHast: unified().use(remarkRehype).use(rehype) as Step,
        rehype,
        sitePlugins: true,
      };
      return processors;
    })();
    withSitePlugins = { key, processors };
  }
  return withSitePlugins.processors;
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
  const { data: frontMatter, body, lineOffset, unknownKeys } = parseFrontMatter(input.source, input.file);
  const state: PageState = {
    site: options.site,
    file: input.file,
    route: input.route,
    toc: [],
    tocLevels: [
      frontMatter.toc_min_heading_level ?? options.tocLevels[0],
      frontMatter.toc_max_heading_level ?? options.tocLevels[1],
    ],
    links: [],
    fileLinks: {},
    images: [],
    warnings: unknownKeys.map(({ key, line }) => ({
      line,
      message: `unknown front matter key "${key}" (ignored)`,
    })),
    codeReasons: [],
    usesDocCardList: false,
    components: new Map(),
    moduleNames: new Set(),
  };
  const value = '\n'.repeat(lineOffset) + preprocessSource(body);
  const file = new VFile({ path: input.file, value, data: { page: state } });
  const processors = await processorsFor(options);
  const { parser, transformer, toHast, sitePlugins } = processors;
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

  const markdown = pageToMarkdown(tree, title);
  const isCode = input.asModule === true || state.codeReasons.length > 0;
  let content: HastRoot | undefined;
  let module: string | undefined;
  if (isCode) {
    processors.mdx ??= (await import('@mdx-js/mdx')).createProcessor({
      jsxImportSource: 'react',
      outputFormat: 'program',
      development: false,
      rehypePlugins: processors.rehype,
    });
    const mdxProcessor = processors.mdx;
    try {
      const estree = await mdxProcessor.run(tree as never, file);
      module = mdxProcessor.stringify(estree, file);
    } catch (error) {
      throw toContentError(error, input);
    }
  }
  removeEsm(tree);
  try {
    const hast = sitePlugins ? await toHast.run(tree, file) : toHast.runSync(tree, file);
    content = compactHast(hast as HastRoot);
  } catch (error) {
    throw toContentError(error, input);
  }
  const sectionLabel = options.sectionLabels[input.section] ?? input.section;
  const tags = (frontMatter.tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.label));
  const records = searchRecords(content, {
    route: input.route,
    title,
    section: input.section,
    sectionLabel,
    tags,
    language: options.language,
  });
  if (isCode && !input.asModule) {
    state.warnings.push({
      message: `compiled as a JavaScript module (${state.codeReasons.slice(0, 3).join('; ')})`,
    });
    content = undefined;
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
    images: state.images,
    links: state.links,
    fileLinks: state.fileLinks,
    warnings: state.warnings.map((w) => ({ file: input.file, line: w.line, message: w.message })),
    usesDocCardList: state.usesDocCardList,
  };
}

function toContentError(error: unknown, input: CompileInput): ContentError {
  if (error instanceof ContentError) return error;
  if (error instanceof SitePluginError) return new ContentError(error.message, { file: input.file });
  const message = error as Partial<VFileMessage> & Error;
  const reason = message.reason ?? message.message;
  const mentioned = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  const place =
    (message.place && 'start' in message.place ? message.place.start : message.place) ??
    (mentioned ? { line: Number(mentioned[1]), column: Number(mentioned[2]) } : undefined);
  const line = place?.line;
  const column = place?.column;
  const rule = message.source && message.ruleId ? `${message.source}:${message.ruleId}` : message.ruleId;
  return new ContentError(reason, {
    file: input.file,
    line,
    column,
    rule,
    frame: line !== undefined ? codeFrame(input.source, line, column) : undefined,
  });
}
