import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import budgets from '../budgets.json' with { type: 'json' };

const basePath = '/docs-staging/';
const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files a built ES module imports statically (`import{x}from"./a.js"`, `import"./b.js"`). */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:^|[;}\s)])import\s*(?:[\w$*{}\s,]*?from\s*)?"(\.{1,2}\/[^"]+)"/g)].map((m) =>
    path.resolve(path.dirname(file), m[1] as string),
  );
}

/** gzip bytes of a page's HTML, of the JS its HTML references (with what that imports) and of its CSS. */
function weigh(outDir: string, route: string) {
  const htmlFile = path.join(outDir, route === '/' ? '' : route.slice(1), 'index.html');
  const html = fs.readFileSync(htmlFile, 'utf8');
  const local = (url: string) => path.join(outDir, url.slice(basePath.length));
  // The boot loader's entry and the chunks it fetches beside it (`data-preload`) count as the page's,
  // and so do the chunks they import.
  const scripts = [
    ...html.matchAll(
      /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"|data-(?:entry|preload)="([^"]+)"/g,
    ),
  ].flatMap((m) => (m[1] ?? m[2] ?? '').split(' '));
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] as string);
  return {
    html: gzip(htmlFile),
    js: [...closure(scripts.map(local))].reduce((sum, file) => sum + gzip(file), 0),
    css: [...new Set(styles)].reduce((sum, url) => sum + gzip(local(url)), 0),
  };
}

/** The files and everything they import statically, each once: what a page downloads to start. */
function closure(files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of staticImports(file)) visit(imported);
  };
  for (const file of files) visit(file);
  return seen;
}

describe('page-weight budgets (gzip)', () => {
  for (const [name, budget] of Object.entries(budgets.pages)) {
    it(`${name} page (${budget.route}) stays within its budgets`, () => {
      const weight = weigh(inject('outDir'), budget.route);
      const over = (['js', 'css', 'html'] as const)
        .filter((kind) => weight[kind] > budget[kind])
        .map(
          (kind) => `${kind.toUpperCase()} is ${kb(weight[kind])}, over the budget of ${kb(budget[kind])}`,
        );
      console.log(`${name}: JS ${kb(weight.js)}, CSS ${kb(weight.css)}, HTML ${kb(weight.html)}`);
      expect(over, `${budget.route}: ${over.join('; ')}`).toEqual([]);
      expect(weight.js).toBeGreaterThan(10_000);
    });
  }

  // A chunk beside the entry that every page imports costs its own gzip stream and request (0.8 kB
  // gzip when React and the theme's shared modules were split off because the site's home page
  // imported the theme's root).
  it('the app entry imports no other chunk statically', () => {
    const outDir = inject('outDir');
    const html = fs.readFileSync(path.join(outDir, 'api/stocks/candles/index.html'), 'utf8');
    const entry = html.match(/data-entry="([^"]+)"/)?.[1] as string;
    const imports = staticImports(path.join(outDir, entry.slice(basePath.length)));
    expect(imports.map((file) => path.basename(file))).toEqual([]);
  });
});
