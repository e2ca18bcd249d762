import { type Any, launchChromium } from './chromium.js';
import { basePath } from './paths.js';
import { serve, wireBytes } from './serve.js';

/** The pages measured for weight and by Lighthouse, relative to the base path. */
export const measuredPages = [
  { id: 'home', label: 'home', route: '' },
  { id: 'endpoint', label: 'endpoint page', route: 'api/stocks/candles' },
  { id: 'category', label: 'category page', route: 'api/category/universal-parameters' },
  { id: 'search', label: 'search page', route: 'search' },
  { id: 'results', label: 'search results', route: 'search?q=candles' },
] as const;
export type PageId = (typeof measuredPages)[number]['id'];

export interface PageWeight {
  /**
   * gzip bytes of the scripts the HTML references (`<script src>`, modulepreload, preload as=script,
   * a `.js` in any other attribute such as a boot loader's `data-entry`) and of their static imports.
   */
  jsInHtml: number;
  jsInHtmlFiles: number;
  /** gzip bytes of every JavaScript response by network idle (prefetches included). */
  jsByIdle: number;
  /** Of which fetched as prefetch or preload hints for other pages, not executed by this one. */
  jsPrefetched: number;
  css: number;
  html: number;
  /** Page data (JSON) fetched by network idle. */
  data: number;
  images: number;
  total: number;
  requests: number;
  /** Requests to other origins, blocked (no network here). */
  blocked: number;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * URLs of the scripts an HTML document references: `<script src>`, `<link rel=modulepreload>`,
 * `<link rel=preload as=script>`, and any other attribute whose value is a `.js` file or a list of
 * them (a boot loader's `data-entry` and `data-preload`, for instance). Prefetch hints
 * (`rel=prefetch`) are not references: they are for other pages.
 */
export function scriptsInHtml(html: string): string[] {
  const urls: string[] = [];
  const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (script) =>
    script.slice(0, script.indexOf('>') + 1),
  );
  for (const [tag] of body.matchAll(/<[a-z][\w-]*\b[^>]*>/gi)) {
    const name = /^<([\w-]+)/.exec(tag)?.[1]?.toLowerCase();
    if (name === 'link') {
      const rel = attr(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
      const href = attr(tag, 'href');
      if (
        href &&
        (rel.includes('modulepreload') || (rel.includes('preload') && attr(tag, 'as') === 'script'))
      )
        urls.push(href);
      continue;
    }
    for (const [, name2, ...values] of tag.matchAll(/\s([\w:-]+)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      const value = values.find((v) => v !== undefined) ?? '';
      if (name2 === 'src' && name === 'script') urls.push(value);
      // A boot loader's `data-entry`, or a list of chunks it fetches (`data-preload="a.js b.js"`).
      else urls.push(...value.split(/\s+/).filter((url) => /\.m?js(?:[?#].*)?$/.test(url)));
    }
  }
  return [...new Set(urls)];
}

/** The static imports (`import … from "./x.js"`, `import "./x.js"`) of an ES module's source. */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(
    /(?:^|[;}\s)])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'])([^"'\n]+)\1/g,
  )) {
    if (match[2]) found.push(match[2]);
  }
  for (const match of source.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*(["'])([^"'\n]+)\1/g)) {
    if (match[2]) found.push(match[2]);
  }
  return found;
}

/** The scripts a page loads because its HTML references them, with their static imports. */
export async function scriptClosure(html: string, pageUrl: string): Promise<string[]> {
  const origin = new URL(pageUrl).origin;
  const seen = new Set<string>();
  const queue = scriptsInHtml(html).map((src) => new URL(src, pageUrl).href);
  while (queue.length) {
    const url = queue.shift() as string;
    if (seen.has(url) || !url.startsWith(origin)) continue;
    seen.add(url);
    const response = await fetch(url);
    if (!response.ok) continue;
    for (const spec of staticImports(await response.text())) {
      if (spec.startsWith('.') || spec.startsWith('/')) queue.push(new URL(spec, url).href);
    }
  }
  return [...seen];
}

/**
 * Loads each measured page of a build in Chromium, with an empty cache (a new browser context per
 * page), a 1366x768 viewport and other origins blocked, and sums what was fetched by network idle.
 */
export async function measureWeight(buildDir: string): Promise<Record<PageId, PageWeight>> {
  const server = await serve(buildDir);
  const browser = await launchChromium();
  try {
    const results = {} as Record<PageId, PageWeight>;
    for (const measured of measuredPages) {
      const url = `${server.origin}${basePath}${measured.route}`;
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      let blocked = 0;
      await context.route('**/*', (route: Any) => {
        if (route.request().url().startsWith(server.origin)) return route.continue();
        blocked++;
        return route.abort();
      });
      const page = await context.newPage();
      const finished: Promise<{ type: string; kind: string; bytes: number }>[] = [];
      page.on('requestfinished', (request: Any) => {
        finished.push(
          (async () => {
            const response = await request.response();
            const sizes = await request.sizes();
            const length = Number((await response?.headerValue('content-length')) ?? Number.NaN);
            return {
              type: (await response?.headerValue('content-type')) ?? '',
              kind: request.resourceType(),
              bytes: Number.isFinite(length) ? length : sizes.responseBodySize,
            };
          })(),
        );
      });
      const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      if (response?.status() !== 200) throw new Error(`${url}: status ${response?.status()}`);
      const html = await response.text();
      const scripts = await scriptClosure(html, url);
      const jsSizes = await Promise.all(scripts.map((src) => wireBytes(src)));
      const requests = await Promise.all(finished);
      const sum = (test: (r: { type: string; kind: string }) => boolean) =>
        requests.filter(test).reduce((total, r) => total + r.bytes, 0);
      const isJs = (r: { type: string }) => /javascript/.test(r.type);
      results[measured.id] = {
        jsInHtml: jsSizes.reduce((a, b) => a + b, 0),
        jsInHtmlFiles: scripts.length,
        jsByIdle: sum(isJs),
        jsPrefetched: sum((r) => isJs(r) && r.kind !== 'script'),
        css: sum((r) => /text\/css/.test(r.type)),
        html: await wireBytes(url),
        data: sum((r) => /json/.test(r.type) && r.kind !== 'document'),
        images: sum((r) => /^image\//.test(r.type)),
        total: sum(() => true),
        requests: requests.length,
        blocked,
      };
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}
