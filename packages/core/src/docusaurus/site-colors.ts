import { contrast, over, parseColor, type Rgb } from '@market-data-docs/theme/contrast';

/**
 * The colours a Docusaurus site's CSS sets through Infima's custom properties, read per colour mode,
 * and the text-safe variants the theme draws where a colour would not read on its background.
 */

export type Mode = 'light' | 'dark';
export const modes = ['light', 'dark'] as const;

/** The theme's page backgrounds, used where the site sets none. */
export const pageBackgrounds: Record<Mode, Rgb> = { light: [255, 255, 255], dark: [27, 27, 29] };

/** The selector that styles only one colour mode (this theme sets `data-theme` on `<html>`). */
export const modeSelector: Record<Mode, string> = {
  light: ':root:not([data-theme="dark"])',
  dark: '[data-theme="dark"]',
};

/** Selectors (white space removed) whose rules count, per mode. */
export type SelectorTests = Record<Mode, RegExp>;

/** `:root`, `html` and `[data-theme='dark']`. */
export const rootSelectors: SelectorTests = {
  light: /^(?:html|:root)$/,
  dark: /^(?:html)?\[data-theme=["']?dark["']?\]$/,
};

/**
 * The `--ifm-*` declarations of the sites' sheets in rules whose selectors pass the tests, later ones
 * winning; the light mode's apply in dark mode too unless a dark rule sets them.
 */
export function ifmDeclarations(sheets: string[], tests: SelectorTests): Record<Mode, Map<string, string>> {
  const found: Record<Mode, Map<string, string>> = { light: new Map(), dark: new Map() };
  for (const css of sheets) {
    const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const rule of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const list = (rule[1] as string).split(',').map((s) => s.trim().replace(/\s+/g, ''));
      for (const mode of modes) {
        if (!list.some((selector) => tests[mode].test(selector))) continue;
        for (const [, name, value] of (rule[2] as string).matchAll(/(--ifm-[\w-]+)\s*:\s*([^;]+)/g))
          found[mode].set(name as string, (value as string).trim());
      }
    }
  }
  found.dark = new Map([...found.light, ...found.dark]);
  return found;
}

/** A colour the site wrote, laid over `below` when translucent; `undefined` when it cannot be read. */
export function siteColor(value: string | undefined, below: Rgb): Rgb | undefined {
  const rgba = value === undefined ? undefined : parseColor(value);
  return rgba && over(rgba, below);
}

export const hex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * `color` if it `reads`, else the first mix of it toward black or white (whichever contrasts more
 * with `bg`) that does; by default, reading means 4.5:1 on `bg` (text; 3:1 suits icons and outlines).
 */
export function readable(color: Rgb, bg: Rgb, reads = (c: Rgb) => contrast(c, bg) >= 4.5): Rgb {
  const toward = contrast([0, 0, 0], bg) >= contrast([255, 255, 255], bg) ? 0 : 255;
  for (let step = 0; step <= 100; step++) {
    const mixed = color.map((c) => Math.round(c + ((toward - c) * step) / 100)) as Rgb;
    if (reads(mixed)) return mixed;
  }
  return [toward, toward, toward];
}
