import { contrast, over, parseColor, type Rgb } from '../contrast.js';

/**
 * Reads the design tokens out of `tokens.css` itself (for the Foundations pages and the contrast
 * tests), so a token added there shows up everywhere without another edit.
 */

export type Mode = 'light' | 'dark';

export interface Token {
  name: string;
  /** The value as written, per mode (dark falls back to light where `[data-theme="dark"]` keeps it). */
  light: string;
  dark: string;
}

export interface Palette {
  /** Every custom property in the order of `tokens.css`. */
  tokens: Token[];
  /** The value of a token in a mode, `var()` references followed. */
  resolve(name: string, mode: Mode): string;
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(selector);
  if (start < 0) return new Map();
  const open = css.indexOf('{', start);
  const body = css.slice(open + 1, css.indexOf('}', open));
  return new Map(
    [...body.matchAll(/(--mdd-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [
      m[1] as string,
      (m[2] as string).replace(/\s+/g, ' ').trim(),
    ]),
  );
}

/** Parses the `:root` (light) and `[data-theme="dark"]` blocks of `tokens.css`. */
export function readPalette(tokensCss: string): Palette {
  const css = withoutComments(tokensCss);
  const light = declarations(css, ':root');
  const dark = new Map([...light, ...declarations(css, '[data-theme="dark"]')]);
  const byMode = { light, dark };
  const resolve = (name: string, mode: Mode, seen = new Set<string>()): string => {
    const value = byMode[mode].get(name) ?? '';
    return value.replace(/var\((--mdd-[\w-]+)\)/g, (_, ref: string) =>
      seen.has(ref) ? '' : resolve(ref, mode, new Set([...seen, name])),
    );
  };
  return {
    tokens: [...dark.keys()].map((name) => ({
      name,
      light: light.get(name) ?? '',
      dark: dark.get(name) ?? '',
    })),
    resolve: (name, mode) => resolve(name, mode),
  };
}

const hexPattern = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const isColor = (value: string) => hexPattern.test(value);

/**
 * WCAG contrast ratio of `fg` on `bg` in a mode. Each side is a token, or `token/token/...` for
 * translucent layers from top to bottom; whatever is translucent at the bottom lies on the page
 * background (`--mdd-color-bg`).
 */
export function contrastRatio(palette: Palette, fg: string, bg: string, mode: Mode): number {
  const color = (token: string) => parseColor(palette.resolve(token, mode)) ?? [0, 0, 0, 0];
  const page = over(color('--mdd-color-bg'), [255, 255, 255]);
  const layer = (spec: string, base: Rgb) =>
    spec.split('/').reduceRight<Rgb>((below, token) => over(color(token), below), base);
  const background = layer(bg, page);
  return contrast(layer(fg, background), background);
}
