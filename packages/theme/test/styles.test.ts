// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colorTokens, contrastPairs, uncheckedColors } from '../src/styles/contrast-pairs.js';
import { contrastRatio, readPalette } from '../src/styles/palette.js';

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

  it.each(sheets)('%s sets its breakpoints in em, so a larger text size gets the narrow layout', (name) => {
    const queries = withoutComments(read(name)).match(/@media[^{]*/g) ?? [];
    expect(queries.filter((query) => /width:\s*[\d.]+px/.test(query))).toEqual([]);
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

const palette = readPalette(read('tokens.css'));
const pairs = contrastPairs(palette);
const layers = (spec: string) => spec.split('/');

describe.each(['light', 'dark'] as const)('%s mode', (mode) => {
  it.each(pairs.map((pair) => [pair.fg, pair.bg, pair.min, pair.where] as const))(
    '%s on %s reaches %s:1 (%s)',
    (fg, bg, min) => {
      expect(contrastRatio(palette, fg, bg, mode)).toBeGreaterThanOrEqual(min);
    },
  );
});

describe('contrast pairs', () => {
  const inPairs = new Set(pairs.flatMap((pair) => [pair.fg, ...layers(pair.bg)]));

  it('cover every colour token of tokens.css, or say why not', () => {
    const colors = colorTokens(palette);
    expect(colors.length).toBeGreaterThan(40);
    expect(colors.filter((name) => !inPairs.has(name) && !uncheckedColors[name])).toEqual([]);
  });

  it('list no exception that is checked anyway or not a token', () => {
    expect(Object.keys(uncheckedColors).filter((name) => inPairs.has(name))).toEqual([]);
    expect(Object.keys(uncheckedColors).filter((name) => !colorTokens(palette).includes(name))).toEqual([]);
  });

  it('have every text colour the stylesheets set as a foreground, on every background they set', () => {
    const css = sheets.map((name) => withoutComments(read(name))).join('\n');
    const used = (property: RegExp) =>
      new Set(
        [...css.matchAll(property)]
          .map((m) => m[1] as string)
          .filter((name) => palette.tokens.some((token) => token.name === name)),
      );
    const foregrounds = new Set(pairs.map((pair) => pair.fg));
    const backgrounds = new Set(pairs.flatMap((pair) => layers(pair.bg)));
    const colors = used(/(?<![\w-])color:\s*var\((--mdd-[\w-]+)\)/g);
    const fills = used(/(?<![\w-])background(?:-color)?:\s*var\((--mdd-[\w-]+)\)/g);
    expect(colors.size).toBeGreaterThan(10);
    expect([...colors].filter((name) => !foregrounds.has(name))).toEqual([]);
    expect([...fills].filter((name) => !backgrounds.has(name) && !uncheckedColors[name])).toEqual([]);
  });
});
