import type { VFile } from 'vfile';
import type { TocItem } from '../types.js';

/** What a page's compile needs to know of its section. */
export interface SectionContext {
  /** The section folder relative to the content directory (`api`, `../docs`): `/x.md` links resolve from it. */
  dir: string;
  /** `keep`: unknown front matter keys stay on the page, without a warning. */
  unknownFrontMatter?: 'warn' | 'keep';
  /** The tags file's keys and labels (absent: no tags file). */
  tags?: Record<string, string>;
  /** What a tag missing from the tags file does. */
  onInlineTags?: 'ignore' | 'warn' | 'throw';
}

/** What the compiler knows about the site while compiling one page. */
export interface SiteContext {
  contentDir: string;
  staticDir: string;
  /** Where `@site/` imports start, when the site has such a folder. */
  siteDir?: string;
  basePath: string;
  /** Content-relative source file -> route. */
  routeByFile: Map<string, string>;
  /** Components the site provides to every page (used without an import). */
  components: string[];
  /** The text a component of `components` shows without props or content, when known at build time. */
  componentText?: Record<string, string>;
  /** The sections by id. */
  sections: Record<string, SectionContext>;
  /** How `.md`/`.mdx` files are parsed unless their front matter says `format`. */
  markdownFormat: 'mdx' | 'md' | 'detect';
  /** Page URLs end with `/`: relative links resolve from the page's route as from a folder. */
  trailingSlash?: boolean;
  /** Relative imports that name no file are an error at the import (default true). */
  checkImports?: boolean;
  /** ```mermaid code blocks become `Mermaid` diagram slots around their code (default: left as code). */
  mermaid?: boolean;
}

export interface ImageAsset {
  /** Absolute source path. */
  source: string;
  /** Output path relative to the base path, e.g. `assets/img/logo.3f9a1c2b.svg`. */
  output: string;
}

export interface PageLinkRef {
  href: string;
  route: string;
  line?: number;
  /** The anchor the link points at (decoded, without `#`), checked against the target's anchors. */
  anchor?: string;
  /** Written as an HTML `<a href>` in the page's JSX, not as a Markdown link. */
  html?: boolean;
}

/** Per-page state shared by the plugins through `file.data`. */
export interface PageState {
  site: SiteContext;
  /** Content-relative path, e.g. `api/stocks/candles.mdx`. */
  file: string;
  route: string;
  /** The page's section. */
  section: string;
  /** An index doc (`index`, `README`, or named like its folder): its URL is its folder's, ending with `/`. */
  isIndex?: boolean;
  toc: TocItem[];
  tocLevels: [number, number];
  /**
   * Internal links to site paths, checked against the route list once every page is known, and links
   * to anchors (on this page or another), checked against that page's anchors.
   */
  links: PageLinkRef[];
  /** Content files the page links to -> the route each resolved to (`null`: no such page). */
  fileLinks: Record<string, string | null>;
  images: ImageAsset[];
  warnings: Array<{ line?: number; message: string }>;
  /** Why the page needs its own JavaScript module, if it does. */
  codeReasons: string[];
  usesDocCardList: boolean;
  /** The page has a ```mermaid diagram (a `Mermaid` slot). */
  usesMermaid: boolean;
  /** Local names bound by `@theme/*` imports -> theme component names. */
  components: Map<string, string>;
  /**
   * Local names bound by any other import or export: the page is then compiled to a module that
   * defines them (`useCurrentSidebarCategory`, understood without one, is here too).
   */
  moduleNames: Set<string>;
  /** Constants the page exports whose values are known at build time (`export const freeCredits = 100`). */
  constants: Map<string, unknown>;
  /** Local names bound by default imports of Markdown and MDX files beside the page (partials) -> absolute file. */
  partials: Map<string, string>;
}

declare module 'vfile' {
  interface DataMap {
    page: PageState;
  }
}

export function pageState(file: VFile): PageState {
  const state = file.data.page;
  if (!state) throw new Error('page state missing: compile pages with compilePage()');
  return state;
}

export function lineOf(node: { position?: { start: { line: number } } }): number | undefined {
  return node.position?.start.line;
}

/** Marker left in a Markdown twin where a `DocCardList` stands; replaced with the list of cards when the page is written. */
export const docCardListMarker = '<!-- DocCardList -->';
