// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const stylesDir = new URL('../src/styles/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, stylesDir), 'utf8');
const sheets = readdirSync(stylesDir).filter((name) => name.endsWith('.css') && name !== 'index.css');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

describe('stylesheet conventions', () => {
  it.each(sheets)('%s is one @layer mdd block', (name) => {
    const css = withoutComments(read(name)).trim();
    expect(css.startsWith('@layer mdd {')).toBe(true);
    let depth = 0;
    for (const [index, char] of [...css].entries()) {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      if (depth === 0 && index > 'layer mdd {'.length) expect(index).toBe(css.length - 1);
    }
  });

  it('bundles every sheet through index.css', () => {
    const imports = [...read('index.css').matchAll(/@import "\.\/([^"]+)"/g)].map((match) => match[1]);
    expect(imports.sort()).toEqual([...sheets].sort());
  });

  it.each(sheets)('%s uses only --mdd- custom properties', (name) => {
    const properties = withoutComments(read(name)).match(/(?<![\w-])--[a-zA-Z][\w-]*/g) ?? [];
    expect(properties.filter((property) => !property.startsWith('--mdd-'))).toEqual([]);
  });

  it('documents every custom property in the README', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const defined = new Set(
      sheets.flatMap((name) =>
        [...withoutComments(read(name)).matchAll(/(--mdd-[\w-]+)\s*:/g)].map((m) => m[1]),
      ),
    );
    expect([...defined].filter((property) => !readme.includes(`\`${property}\``))).toEqual([]);
  });
});

type Palette = Map<string, string>;

function palettes(): { light: Palette; dark: Palette } {
  const css = withoutComments(read('tokens.css'));
  const block = (selector: string) => {
    const start = css.indexOf(selector);
    const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
    return new Map(
      [...body.matchAll(/(--mdd-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [
        m[1] as string,
        (m[2] as string).trim(),
      ]),
    );
  };
  const light = block(':root');
  return { light, dark: new Map([...light, ...block('[data-theme="dark"]')]) };
}

function resolve(palette: Palette, value: string): string {
  const reference = /^var\((--mdd-[\w-]+)\)$/.exec(value);
  return reference ? resolve(palette, palette.get(reference[1] as string) ?? '') : value;
}

function rgba(hex: string): [number, number, number, number] {
  const digits = hex.replace('#', '');
  const channel = (i: number) => Number.parseInt(digits.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4), digits.length === 8 ? channel(6) / 255 : 1];
}

function over(top: string, bottom: string): [number, number, number] {
  const [r, g, b, a] = rgba(top);
  const [br, bg, bb] = rgba(bottom);
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast of text `fg` on `bg` (each a token, or `token/token` for a translucent layer over a base). */
function contrast(palette: Palette, fg: string, bg: string): number {
  const color = (spec: string, base: [number, number, number]) =>
    spec.split('/').reduceRight<[number, number, number]>((below, token) => {
      const hex = resolve(palette, palette.get(token) ?? token);
      return over(hex, `#${below.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`);
    }, base);
  const background = color(bg, over(resolve(palette, palette.get('--mdd-color-bg') as string), '#ffffff'));
  const [a, b] = [luminance(color(fg, background)), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const admonitions = ['note', 'tip', 'info', 'caution', 'danger'].map((type) => `--mdd-admonition-${type}-bg`);
const tokens = [
  'comment',
  'keyword',
  'string',
  'constant',
  'function',
  'variable',
  'tag',
  'punctuation',
  'deleted',
  'inserted',
].map((token) => `--mdd-token-${token}`);

const pairs: Array<[string, string]> = [
  ...[
    '--mdd-color-bg',
    '--mdd-color-surface',
    '--mdd-color-navbar-bg',
    '--mdd-color-tab-bg',
    ...admonitions,
  ].flatMap(
    (bg): Array<[string, string]> => [
      ['--mdd-color-text', bg],
      ['--mdd-color-link', bg],
    ],
  ),
  ['--mdd-color-text-muted', '--mdd-color-bg'],
  ['--mdd-color-text-muted', '--mdd-color-surface'],
  ['--mdd-color-link-hover', '--mdd-color-bg'],
  ['--mdd-color-primary', '--mdd-color-bg'],
  ['--mdd-color-primary', '--mdd-color-navbar-bg'],
  ['--mdd-color-primary', '--mdd-color-active-bg'],
  ['--mdd-color-text', '--mdd-color-hover'],
  ['--mdd-color-text-muted', '--mdd-color-hover'],
  ['--mdd-color-on-primary', '--mdd-color-primary'],
  ['--mdd-color-on-primary', '--mdd-color-primary-hover'],
  ['--mdd-color-announcement-text', '--mdd-color-announcement-bg'],
  ['--mdd-color-footer-text', '--mdd-color-footer-bg'],
  ['--mdd-color-footer-link-hover', '--mdd-color-footer-bg'],
  ...['new', 'premium', 'high-usage', 'beta'].map((badge): [string, string] => [
    '--mdd-badge-text',
    `--mdd-badge-${badge}-bg`,
  ]),
  ['--mdd-code-text', '--mdd-code-bg'],
  ['--mdd-code-line-number', '--mdd-code-bg'],
  ...tokens.flatMap(
    (token): Array<[string, string]> => [
      [token, '--mdd-code-bg'],
      [token, '--mdd-code-highlight-bg/--mdd-code-bg'],
    ],
  ),
];

describe.each(Object.entries(palettes()))('%s palette', (_, palette) => {
  it.each(pairs)('%s on %s passes WCAG AA (4.5:1)', (fg, bg) => {
    expect(contrast(palette, fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
