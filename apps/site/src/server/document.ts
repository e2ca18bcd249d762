export interface ShellAssets {
  /** Entry script URL (with base path). */
  script: string;
  /** Scripts the entry imports. */
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
  /** URL of the loader that starts the app shell once the page has painted (see `boot-loader.ts`). */
  loader: string;
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
<script src="${input.loader}" data-entry="${assets.script}" defer></script>
</head>
<body>
<div id="root">${input.body}</div>
</body>
</html>
`;
}
