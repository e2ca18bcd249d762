import { escapeHtml } from '../server/head.js';
import type { DocusaurusSite, RedirectRule } from './types.js';

/**
 * The redirects of `@docusaurus/plugin-client-redirects` for the routes a build has: its explicit
 * rules, `fromExtensions` (`/a.html` -> `/a`), `toExtensions` (`/a` -> `/a.html`) and
 * `createRedirects`. A redirect from a route that exists is dropped, as Docusaurus does.
 */
export function redirectRules(options: DocusaurusSite['redirects'], routes: string[]): RedirectRule[] {
  const existing = new Set(routes);
  const rules: RedirectRule[] = [...options.rules];
  for (const route of routes) {
    if (route === '/') continue;
    for (const extension of options.fromExtensions) rules.push({ from: `${route}.${extension}`, to: route });
    for (const extension of options.toExtensions) {
      const match = new RegExp(`\\.${extension}$`).exec(route);
      if (match) rules.push({ from: route.slice(0, -match[0].length), to: route });
    }
    const created = options.createRedirects?.(route);
    for (const from of Array.isArray(created) ? created : created ? [created] : [])
      rules.push({ from, to: route });
  }
  const seen = new Set<string>();
  return rules.filter((rule) => {
    const from = rule.from.replace(/\/$/, '') || '/';
    if (existing.has(from) || seen.has(from)) return false;
    seen.add(from);
    return true;
  });
}

/**
 * The file a redirect is written to, as `@docusaurus/plugin-client-redirects` writes it: always
 * `from/index.html` (`/a.html` too becomes `a.html/index.html`, so a host serves the real page
 * first), except with `trailingSlash: false` for a path ending in `.html`, written beside it as
 * `a.html.html`.
 */
export function redirectFile(from: string, trailingSlash?: boolean): string | undefined {
  const rel = from.replace(/^\/+/, '').replace(/\/$/, '');
  if (!rel || rel.split('/').includes('..')) return undefined;
  return trailingSlash === false && rel.endsWith('.html') ? `${rel}.html` : `${rel}/index.html`;
}

/** A redirect's target with the site's `trailingSlash` applied to a path (`/a` -> `/a/` when `true`). */
export function redirectTarget(to: string, trailingSlash?: boolean): string {
  if (trailingSlash === undefined || !to.startsWith('/')) return to;
  const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(to) ?? [];
  if (pathname === '/' || pathname.endsWith('.html')) return to;
  const bare = pathname.replace(/\/+$/, '');
  return `${trailingSlash ? `${bare}/` : bare}${rest}`;
}

/** A page that sends the reader on at once (no script: the site's Content-Security-Policy allows none). */
export function redirectPage(basePath: string, to: string): string {
  const url = escapeHtml(/^[a-z]+:\/\//i.test(to) ? to : `${basePath.replace(/\/$/, '')}${to}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<meta http-equiv="refresh" content="0; url=${url}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${url}">
</head>
<body>
<p>This page has moved to <a href="${url}">${url}</a>.</p>
</body>
</html>
`;
}

/** A `_redirects` file (Netlify and Cloudflare Pages): the same redirects as permanent ones. */
export function redirectsFile(basePath: string, rules: RedirectRule[]): string {
  const base = basePath.replace(/\/$/, '');
  const url = (route: string) => (/^[a-z]+:\/\//i.test(route) ? route : `${base}${route}`);
  return `${rules.map((rule) => `${url(rule.from)} ${url(rule.to)} 301`).join('\n')}\n`;
}
