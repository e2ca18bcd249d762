import { escapeHtml } from './head.js';

export interface ShellAssets {
  /** Entry script URL (with base path). */
  script: string;
  /** Scripts the entry imports, preloaded. */
  preload: string[];
  styles: string[];
}

export interface DocumentInput {
  basePath: string;
  head: string;
  /** Server-rendered app. */
  body: string;
  /** Inline script run before paint (colour mode, dismissed announcement). */
  bootstrap: string;
  assets: ShellAssets;
  /** Page data to preload for hydration. */
  dataUrl?: string;
  themeColor: string;
  favicon: string;
}

/** The HTML of one page: full content readable without JavaScript, then the app shell. */
export function htmlDocument(input: DocumentInput): string {
  const { basePath, assets } = input;
  return `<!doctype html>
<html lang="en" dir="ltr" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${input.themeColor}">
${input.head}
<link rel="icon" href="${basePath}${input.favicon}" type="image/svg+xml">
<link rel="manifest" href="${basePath}manifest.webmanifest">
<link rel="search" type="application/opensearchdescription+xml" title="Market Data Docs" href="${basePath}opensearch.xml">
<script>${input.bootstrap}</script>
${assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
<link rel="modulepreload" href="${assets.script}">
${assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
${input.dataUrl ? `<link rel="preload" href="${escapeHtml(input.dataUrl)}" as="fetch" crossorigin="anonymous">` : ''}
</head>
<body>
<div id="root">${input.body}</div>
<script type="module" src="${assets.script}"></script>
</body>
</html>
`;
}
