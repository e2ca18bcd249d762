import { isColor, type Palette } from './palette.js';

/** Minimum contrast: 4.5:1 for text (WCAG 1.4.3 AA), 3:1 for icons and focus rings (1.4.11). */
export type ContrastMinimum = 4.5 | 3;

export interface ContrastPair {
  /** The colour on top: a token. */
  fg: string;
  /** What it sits on: a token, or `token/token` for a translucent layer over another. */
  bg: string;
  min: ContrastMinimum;
  /** Where the theme puts this pair. */
  where: string;
}

/**
 * Colour tokens that are on purpose in no pair, with why. Every other colour token of `tokens.css`
 * must be in a pair (checked by `test/styles.test.ts`).
 */
export const uncheckedColors: Record<string, string> = {
  '--mdd-color-border':
    'Separators, rules and outlines of tables, cards and fields: decorative; every field and button is also known by its text, icon or filled surface.',
  '--mdd-color-primary-dark':
    'Brand palette shade; the theme uses it only as --mdd-color-primary-hover in light mode, which is checked.',
  '--mdd-color-primary-light':
    'Brand palette shade; the theme uses it only as --mdd-color-primary-hover in dark mode, which is checked.',
  '--mdd-color-primary-darker':
    'Brand palette shade for sites that override the theme; the theme does not use it.',
  '--mdd-color-primary-darkest':
    'Brand palette shade for sites that override the theme; the theme does not use it.',
  '--mdd-color-primary-lighter':
    'Brand palette shade for sites that override the theme; the theme does not use it.',
  '--mdd-color-primary-lightest':
    'Brand palette shade for sites that override the theme; the theme does not use it.',
};

/** The `<name>` of every token in the palette named `<prefix><name><suffix>`. */
const variants = (palette: Palette, prefix: string, suffix: string) =>
  palette.tokens
    .map((token) => token.name)
    .filter((name) => name.startsWith(prefix) && name.endsWith(suffix))
    .map((name) => name.slice(prefix.length, name.length - suffix.length));

const text = (fg: string, bg: string, where: string): ContrastPair => ({ fg, bg, min: 4.5, where });
const graphic = (fg: string, bg: string, where: string): ContrastPair => ({ fg, bg, min: 3, where });

/**
 * Every foreground/background pair of colours the theme's stylesheets use. Admonition types,
 * badges and syntax colours come from the token names, so a new one is checked without an edit.
 */
export function contrastPairs(palette: Palette): ContrastPair[] {
  const admonitions = variants(palette, '--mdd-admonition-', '-bg');
  const badges = variants(palette, '--mdd-badge-', '-bg');
  const syntax = palette.tokens.map((token) => token.name).filter((name) => name.startsWith('--mdd-token-'));
  const surfaces: Array<[string, string]> = [
    ['--mdd-color-bg', 'page'],
    ['--mdd-color-surface', 'inline code, table header, disclosure'],
    ['--mdd-color-navbar-bg', 'navbar'],
    ['--mdd-color-tab-bg', 'tab content'],
  ];
  return [
    ...surfaces.flatMap(([bg, where]) => [
      text('--mdd-color-text', bg, `body text on the ${where}`),
      text('--mdd-color-link', bg, `links on the ${where}`),
    ]),
    text('--mdd-color-text-muted', '--mdd-color-bg', 'secondary text (breadcrumbs, TOC, dates)'),
    text('--mdd-color-text-muted', '--mdd-color-surface', 'secondary text on a surface'),
    text('--mdd-color-link-hover', '--mdd-color-bg', 'hovered link'),
    text('--mdd-color-primary', '--mdd-color-bg', 'current sidebar item, active tab'),
    text('--mdd-color-primary', '--mdd-color-navbar-bg', 'current navbar link'),
    text('--mdd-color-primary', '--mdd-color-active-bg', 'current sidebar item and breadcrumb'),
    text('--mdd-color-text', '--mdd-color-hover', 'hovered row or button'),
    text('--mdd-color-text-muted', '--mdd-color-hover', 'hovered secondary text'),
    text('--mdd-color-on-primary', '--mdd-color-primary', 'primary button'),
    text('--mdd-color-on-primary', '--mdd-color-primary-hover', 'hovered primary button'),
    text('--mdd-color-announcement-text', '--mdd-color-announcement-bg', 'announcement bar'),
    text('--mdd-color-footer-text', '--mdd-color-footer-bg', 'footer text'),
    text('--mdd-color-footer-link-hover', '--mdd-color-footer-bg', 'hovered footer link'),
    ...badges.map((badge) => text('--mdd-badge-text', `--mdd-badge-${badge}-bg`, `${badge} badge`)),
    ...admonitions.flatMap((type) => [
      text('--mdd-color-text', `--mdd-admonition-${type}-bg`, `${type} admonition text`),
      text('--mdd-color-link', `--mdd-admonition-${type}-bg`, `${type} admonition link`),
      graphic(`--mdd-admonition-${type}-border`, `--mdd-admonition-${type}-bg`, `${type} admonition icon`),
    ]),
    text('--mdd-code-text', '--mdd-code-bg', 'code'),
    text('--mdd-code-line-number', '--mdd-code-bg', 'line numbers'),
    ...syntax.flatMap((token) => [
      text(token, '--mdd-code-bg', `syntax colour ${token.slice('--mdd-token-'.length)}`),
      text(token, '--mdd-code-highlight-bg/--mdd-code-bg', `... on a highlighted line`),
    ]),
    graphic('--mdd-color-focus', '--mdd-color-bg', 'focus ring'),
    graphic('--mdd-color-focus', '--mdd-color-surface', 'focus ring on a surface'),
    graphic('--mdd-color-focus', '--mdd-code-bg', 'focus ring of a code block button'),
    graphic('--mdd-color-primary', '--mdd-code-bg', 'pressed soft-wrap button of a code block'),
  ];
}

/** The colour tokens of a palette (a hex value in light mode). */
export const colorTokens = (palette: Palette) =>
  palette.tokens.filter((token) => isColor(palette.resolve(token.name, 'light'))).map((token) => token.name);
