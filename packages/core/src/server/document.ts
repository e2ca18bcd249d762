import { escapeHtml } from './head.js';
import { iconType, shortName } from './seo-files.js';

export interface ShellAssets {
  /** Entry script URL (with base path). */
  script: string;
  /** Scripts the entry imports. */
  preload: string[];
  styles: string[];
}

/** What one of the site's own pages adds to the shell: its chunks and their stylesheets (with base path). */
export interface PageAssets {
  /** Fetched beside the entry when the boot loader starts the app (`data-preload`), not before the first paint. */
  preload: string[];
  styles: string[];
}

export interface DocumentInput {
  basePath: string;
  /** `<html lang>` and `dir`: default `en` and `ltr`. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Site title, for the OpenSearch link. */
  title: string;
  head: string;
  /** Server-rendered app. */
  body: string;
  /** The not-found page: marked on `#root`, so the app hydrates it without fetching page data. */
  notFound?: boolean;
  /** HTML before and after the app in the body (a Docusaurus plugin's `preBodyTags`, `postBodyTags`). */
  preBody?: string;
  postBody?: string;
  /** Inline script run before paint (colour mode, dismissed announcement). */
  bootstrap: string;
  assets: ShellAssets;
  /** What this page adds to the shell (the chunk of a site page). */
  page?: PageAssets;
  /** URL of the loader that starts the app shell once the page has painted (see `boot-loader.ts`). */
  loader: string;
  themeColor: string;
  /** Icon under the base path, e.g. `img/favicon.svg`. */
  favicon?: string;
}

/** The HTML of one page: full content readable without JavaScript, then the app shell. */
export function htmlDocument(input: DocumentInput): string {
  const { basePath, assets } = input;
  const type = input.favicon && iconType(input.favicon);
  return `<!doctype html>
<html lang="${escapeHtml(input.lang ?? 'en')}" dir="${input.dir ?? 'ltr'}" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${input.themeColor}">
${input.head}
${input.favicon ? `<link rel="icon" href="${basePath}${input.favicon}"${type ? ` type="${type}"` : ''}>\n` : ''}<link rel="manifest" href="${basePath}manifest.webmanifest">
<link rel="search" type="application/opensearchdescription+xml" title="${escapeHtml(shortName(input.title))}" href="${basePath}opensearch.xml">
<script>${input.bootstrap}</script>
${[...assets.styles, ...(input.page?.styles ?? [])].map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
<script src="${input.loader}" data-entry="${assets.script}"${input.page?.preload.length ? ` data-preload="${input.page.preload.join(' ')}"` : ''} defer></script>
</head>
<body>
${input.preBody ? `${input.preBody}\n` : ''}<div id="root"${input.notFound ? ' data-not-found' : ''}>${input.body}</div>
${input.postBody ? `${input.postBody}\n` : ''}</body>
</html>
`;
}
