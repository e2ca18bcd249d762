import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, isColor, readPalette } from '../../theme/src/styles/palette.js';

const read = (file: string) => fs.readFileSync(new URL(file, import.meta.url), 'utf8');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const sheet = withoutComments(read('../src/docusaurus-client/infima-classes.css'));
const tokens = read('../../theme/src/styles/tokens.css');

/** The declarations of the sheet's first block for `selector`. */
const block = (selector: string) => {
  const open = sheet.indexOf('{', sheet.indexOf(`${selector} {`));
  return sheet.slice(open + 1, sheet.indexOf('}', open));
};
/** The theme's palette with the sheet's own tokens added to each colour mode. */
const palette = readPalette(
  tokens
    .replace(':root {', `:root {${block(':root')}`)
    .replace('[data-theme="dark"] {', `[data-theme="dark"] {${block('[data-theme="dark"]')}`),
);

const statuses = ['success', 'info', 'warning', 'danger'];
const text = (fg: string, bg: string, where: string) => ({ fg, bg, min: 4.5, where });
/** Every colour on colour the sheet draws. */
const pairs = [
  ...['secondary', ...statuses].flatMap((variant) => [
    text(`--mdd-infima-on-${variant}`, `--mdd-infima-${variant}`, `${variant} button and badge`),
    text(`--mdd-infima-on-${variant}`, `--mdd-infima-${variant}-hover`, `hovered ${variant} button`),
  ]),
  ...statuses.map((status) =>
    text(`--mdd-infima-${status}`, '--mdd-color-bg', `${status} outline button, text--${status}`),
  ),
  text(
    '--mdd-color-on-primary',
    '--mdd-color-primary',
    'primary button and badge, primary hero, active pill',
  ),
  text('--mdd-color-on-primary', '--mdd-color-primary-hover', 'hovered primary button'),
  text(
    '--mdd-color-primary',
    '--mdd-color-bg',
    'primary outline button, text--primary, active TOC link and tab',
  ),
  text('--mdd-infima-on-dark', '--mdd-infima-dark', 'dark hero'),
  text('--mdd-color-text', '--mdd-color-surface', 'hero'),
  text('--mdd-color-text', '--mdd-color-bg', 'card, secondary outline button, paginator link'),
  text('--mdd-color-text-muted', '--mdd-color-bg', 'text--secondary, avatar subtitle, TOC link, tab'),
  text('--mdd-color-link', '--mdd-color-bg', 'link button'),
  text('--mdd-color-link-hover', '--mdd-color-bg', 'hovered link button'),
  text('--mdd-color-text', '--mdd-color-active-bg', 'primary alert'),
  text('--mdd-color-primary', '--mdd-color-active-bg', 'active menu link and breadcrumb'),
  text('--mdd-color-text', '--mdd-color-hover', 'hovered tab, pill, breadcrumb and menu link'),
  ...['note', 'tip', 'info', 'caution', 'danger'].map((type) =>
    text('--mdd-color-text', `--mdd-admonition-${type}-bg`, `alert on the ${type} admonition's colour`),
  ),
];

describe("the stylesheet of Infima's class names", () => {
  it('is one @layer mdd-docusaurus block, with only --mdd- custom properties', () => {
    const css = sheet.trim();
    expect(css.startsWith('@layer mdd-docusaurus {')).toBe(true);
    let depth = 0;
    for (const [index, char] of [...css].entries()) {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      if (depth === 0 && index > '@layer mdd-docusaurus {'.length) expect(index).toBe(css.length - 1);
    }
    const properties = css.match(/(?<![\w-])--[a-zA-Z][\w-]*/g) ?? [];
    expect(properties.filter((property) => !property.startsWith('--mdd-'))).toEqual([]);
  });

  it('checks the contrast of every colour it defines', () => {
    const defined = [...block(':root').matchAll(/(--mdd-infima-[\w-]+)\s*:\s*([^;]+);/g)]
      .filter((match) => isColor(match[2]?.trim() ?? ''))
      .map((match) => match[1]);
    expect(defined.length).toBe(17);
    const checked = new Set(pairs.flatMap((pair) => [pair.fg, pair.bg]));
    expect(defined.filter((name) => !checked.has(name as string))).toEqual([]);
  });

  describe.each(['light', 'dark'] as const)('in %s mode', (mode) => {
    it.each(pairs.map((pair) => [pair.fg, pair.bg, pair.min, pair.where] as const))(
      '%s on %s reaches %s:1 (%s)',
      (fg, bg, min) => {
        expect(palette.resolve(fg, mode)).toMatch(/^#/);
        expect(palette.resolve(bg, mode)).toMatch(/^#/);
        expect(contrastRatio(palette, fg, bg, mode)).toBeGreaterThanOrEqual(min);
      },
    );
  });
});
