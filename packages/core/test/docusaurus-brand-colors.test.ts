import fs from 'node:fs';
import path from 'node:path';
import { contrast } from '@market-data-docs/theme/contrast';
import { afterAll, describe, expect, it } from 'vitest';
import { readPalette } from '../../theme/src/styles/palette.js';
import { loadSite } from '../src/config/site.js';
import { brandContrastCss, textSafe } from '../src/docusaurus/brand-contrast.js';
import { clientDir } from '../src/server/core-dir.js';
import { copyDocusaurusFixture } from './helpers/docusaurus-fixture.js';
import { removeSite } from './helpers/temp-site.js';

const sites: string[] = [];
afterAll(() => sites.forEach(removeSite));

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const sheet = withoutComments(fs.readFileSync(path.join(clientDir, 'infima-properties.css'), 'utf8'));
const palette = readPalette(
  fs.readFileSync(new URL('../../theme/src/styles/tokens.css', import.meta.url), 'utf8'),
);

/** The `--mdd-*` token → `var(--ifm-..., fallback)` declarations of the sheet's block for `selector`. */
function mappings(selector: string) {
  const open = sheet.indexOf('{', sheet.indexOf(`${selector} {`));
  const body = sheet.slice(open + 1, sheet.indexOf('\n  }', open));
  return [...body.matchAll(/(--mdd-[\w-]+):\s*var\(\s*(--ifm-[\w-]+),\s*([^;]+)\);/g)].map((m) => ({
    token: m[1] as string,
    ifm: m[2] as string,
    fallback: (m[3] as string)
      .replace(/\s+/g, ' ')
      .replace(/^var\(--ifm-[\w-]+, (.*)\)$/, '$1')
      .trim(),
  }));
}

describe("Infima's custom properties on the theme's tokens", () => {
  it('maps the primary colour and its six shades, the link colour, the background and the fonts', () => {
    expect(mappings(':root').map((m) => `${m.token} ← ${m.ifm}`)).toEqual([
      '--mdd-color-primary ← --ifm-color-primary',
      '--mdd-color-primary-dark ← --ifm-color-primary-dark',
      '--mdd-color-primary-darker ← --ifm-color-primary-darker',
      '--mdd-color-primary-darkest ← --ifm-color-primary-darkest',
      '--mdd-color-primary-light ← --ifm-color-primary-light',
      '--mdd-color-primary-lighter ← --ifm-color-primary-lighter',
      '--mdd-color-primary-lightest ← --ifm-color-primary-lightest',
      '--mdd-color-link ← --ifm-link-color',
      '--mdd-color-link-hover ← --ifm-link-hover-color',
      '--mdd-color-bg ← --ifm-background-color',
      '--mdd-font-family ← --ifm-font-family-base',
      '--mdd-font-family-mono ← --ifm-font-family-monospace',
      '--mdd-code-font-size ← --ifm-code-font-size',
    ]);
  });

  it("keeps the theme's own value of each token, per colour mode, where the site sets none", () => {
    for (const [selector, mode] of [
      [':root', 'light'],
      ['[data-theme="dark"]', 'dark'],
    ] as const) {
      const list = mappings(selector);
      expect(list.length).toBeGreaterThan(6);
      for (const { token, fallback } of list)
        expect([token, fallback]).toEqual([token, palette.resolve(token, mode).replace(/\s+/g, ' ')]);
    }
  });
});

describe('text-safe brand colours', () => {
  const white: [number, number, number] = [255, 255, 255];
  /** The active sidebar item's background: the colour at 8% over white. */
  const tint = (c: number[]) => c.map((v) => 255 + (v - 255) * 0.08) as [number, number, number];

  it('darkens a primary under 4.5:1 on white or on its own 8% tint just enough to read, and keeps one that reads', () => {
    const orange: [number, number, number] = [0xff, 0x66, 0x00];
    expect(contrast(orange, white)).toBeLessThan(4.5);
    const safe = textSafe(orange, white);
    expect(contrast(safe, tint(safe))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(safe, tint(safe))).toBeLessThan(4.7);
    // Docusaurus's default green reads on white (4.56:1) but not on the active item's tint of it.
    const green: [number, number, number] = [0x2e, 0x85, 0x55];
    expect(contrast(green, white)).toBeGreaterThan(4.5);
    expect(contrast(green, tint(green))).toBeLessThan(4.5);
    expect(textSafe(green, white)).not.toEqual(green);
    expect(textSafe([0x25, 0x70, 0x4a], white)).toEqual([0x25, 0x70, 0x4a]);
  });

  it("writes a variant of the site's primary and link colours only where they read at under 4.5:1", () => {
    const css = brandContrastCss([
      ":root { --ifm-color-primary: #ff6600; }\n[data-theme='dark'] { --ifm-color-primary: #ff8533; }",
    ]);
    expect(css).toBe(
      '@layer mdd-docusaurus { :root:not([data-theme="dark"]) { --mdd-color-primary: #bd4b00; --mdd-color-link: #bd4b00; } }\n',
    );
    // A dark primary too dark for the dark background is lightened; the site's own link colour kept apart.
    expect(
      brandContrastCss([
        ":root { --ifm-color-primary: #25704a; --ifm-link-color: #88ccff; }\nhtml[data-theme='dark'] { --ifm-color-primary: #1d4ed8; }",
      ]),
    ).toMatch(
      /^@layer mdd-docusaurus \{ :root:not\(\[data-theme="dark"\]\) \{ --mdd-color-link: #[0-9a-f]{6}; \} \[data-theme="dark"\] \{ --mdd-color-primary: #[0-9a-f]{6}; \} \}\n$/,
    );
    expect(
      brandContrastCss([
        ":root { --ifm-color-primary: #25704a; } [data-theme='dark'] { --ifm-color-primary: #25c2a0; }",
      ]),
    ).toBe(undefined);
    expect(brandContrastCss([':root { --ifm-color-primary: var(--brand); }'])).toBe(undefined);
  });

  it("adds the variant's stylesheet after Infima's sheets and before the site's own CSS", async () => {
    const dir = copyDocusaurusFixture({
      'src/css/custom.css':
        ":root { --ifm-color-primary: #ff6600; }\n[data-theme='dark'] { --ifm-color-primary: #ff8533; }\n",
    });
    sites.push(dir);
    const { css } = await loadSite({ root: dir });
    expect(css.slice(0, 2)).toEqual([
      path.join(clientDir, 'infima-properties.css'),
      path.join(clientDir, 'infima-classes.css'),
    ]);
    expect(css[3]).toBe(path.join(dir, 'src/css/custom.css'));
    expect(fs.readFileSync(css[2] as string, 'utf8')).toContain('--mdd-color-primary: #bd4b00;');
  });
});
