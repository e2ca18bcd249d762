import { createHash } from 'node:crypto';

/** The `'sha256-…'` source expression of an inline script. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/**
 * Content-Security-Policy for static hosting: scripts only from the site plus the one hash-pinned
 * inline bootstrap; search requests to the site or Algolia; videos from YouTube's no-cookie domain;
 * fonts from the site or inlined (`data:`: the bundler inlines a stylesheet's fonts under 4 KB).
 * A site migrated from Docusaurus (`migrated`) also runs the scripts its config and plugins add
 * (`scriptSources`: hashes of inline ones, origins of external ones and those inline ones name),
 * and may load styles, fonts,
 * frames and data from any HTTPS origin, as its pages did before. A site with Mermaid diagrams
 * (`diagrams`) allows inline `<style>` elements: Mermaid styles each SVG it draws with one (and
 * measures its labels with it while drawing).
 */
export function contentSecurityPolicy(
  bootstrapHash: string,
  migrated?: { scriptSources: string[] },
  diagrams = false,
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[bootstrapHash, ...(migrated?.scriptSources ?? [])].join(' ')}`,
    migrated
      ? "style-src 'self' 'unsafe-inline' https:"
      : diagrams
        ? "style-src 'self' 'unsafe-inline'"
        : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    migrated ? "font-src 'self' data: https:" : "font-src 'self' data:",
    migrated
      ? "connect-src 'self' https:"
      : "connect-src 'self' https://*.algolia.net https://*.algolianet.com",
    migrated ? 'frame-src https:' : 'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const immutable = 'Cache-Control: public, max-age=31536000, immutable';

/**
 * A `_headers` file (Netlify / Cloudflare Pages format) for the output folder. Besides `assets/`, the
 * shards of a sharded search index in `searchDir` are cached for good: each file's name carries the
 * hash of what it holds, and only the index's manifest names the current ones. `localeBases` are
 * the base paths of a Docusaurus site's other locales, built inside this output (`/fr/`): hosts read
 * only the top `_headers`, so their hashed files get the same rules here.
 */
export function headersFile(
  basePath: string,
  csp: string,
  searchDir: string,
  localeBases: string[] = [],
): string {
  const cached = (base: string) => `
${base}assets/*
  ${immutable}

${base}${searchDir}/t/*
  ${immutable}

${base}${searchDir}/d/*
  ${immutable}
`;
  return `${basePath}*
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=()
${[basePath, ...localeBases].map(cached).join('')}`;
}

/** Parses a `_headers` file into path patterns and their headers. */
export function parseHeadersFile(text: string): Array<{ pattern: string; headers: Record<string, string> }> {
  const rules: Array<{ pattern: string; headers: Record<string, string> }> = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const index = line.indexOf(':');
      const rule = rules.at(-1);
      if (rule && index > 0) rule.headers[line.slice(0, index).trim()] = line.slice(index + 1).trim();
    }
  }
  return rules;
}

/** The headers that apply to a URL path, later rules adding to earlier ones. */
export function headersFor(
  rules: ReturnType<typeof parseHeadersFile>,
  pathname: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.pattern.endsWith('*')
      ? pathname.startsWith(rule.pattern.slice(0, -1))
      : pathname === rule.pattern;
    if (matches) Object.assign(out, rule.headers);
  }
  return out;
}
