import { contrast, over, parseColor, type Rgb } from '@market-data-docs/theme/contrast';
import {
  hex,
  ifmDeclarations,
  modeSelector,
  modes,
  pageBackgrounds,
  readable,
  rootSelectors,
} from './site-colors.js';

/**
 * A Docusaurus site's brand colour (`--ifm-color-primary`, `--ifm-link-color`) colours this theme's
 * text: links, the active sidebar item and breadcrumb (on an 8% tint of the primary colour), the
 * table of contents. Where the site's value reads at less than 4.5:1 there, a text-safe variant of
 * it (mixed toward black in light mode, toward white in dark mode) takes its place.
 */

/** The theme's `--mdd-color-active-bg`: the colour at 8% over the background. */
const tint = (color: Rgb, bg: Rgb) => over([...color, 0.08], bg);

/** Whether `color` reads at 4.5:1 on `bg` and on its own tint of it. */
const readsOn = (bg: Rgb) => (color: Rgb) =>
  contrast(color, tint(color, bg)) >= 4.5 && contrast(color, bg) >= 4.5;

const rgb = (value: string | undefined): Rgb | undefined => {
  const rgba = value === undefined ? undefined : parseColor(value);
  return rgba && rgba[3] === 1 ? [rgba[0], rgba[1], rgba[2]] : undefined;
};

/** `color`, or the first mix of it that reads at 4.5:1 on `bg` and on its tint of `bg`. */
export const textSafe = (color: Rgb, bg: Rgb): Rgb => readable(color, bg, readsOn(bg));

/**
 * A stylesheet (in the Docusaurus layer, after `infima-properties.css`) giving the theme text-safe
 * variants of the sites' primary and link colours where theirs read at under 4.5:1, or `undefined`
 * where every colour the site sets reads well (or none can be read: `var()`, names, `hsl()`).
 */
export function brandContrastCss(sheets: string[]): string | undefined {
  const declared = ifmDeclarations(sheets, rootSelectors);
  const blocks: string[] = [];
  for (const mode of modes) {
    const bg =
      (mode === 'light' && rgb(declared.light.get('--ifm-background-color'))) || pageBackgrounds[mode];
    const reads = readsOn(bg);
    const lines: string[] = [];
    const primary = rgb(declared[mode].get('--ifm-color-primary'));
    const safePrimary = primary && !reads(primary) ? hex(textSafe(primary, bg)) : undefined;
    if (safePrimary) lines.push(`--mdd-color-primary: ${safePrimary};`);
    const link = declared[mode].get('--ifm-link-color');
    const linkRgb = rgb(link);
    if (linkRgb && !reads(linkRgb)) lines.push(`--mdd-color-link: ${hex(textSafe(linkRgb, bg))};`);
    else if (!link && safePrimary) lines.push(`--mdd-color-link: ${safePrimary};`);
    if (lines.length) blocks.push(`${modeSelector[mode]} { ${lines.join(' ')} }`);
  }
  return blocks.length ? `@layer mdd-docusaurus { ${blocks.join(' ')} }\n` : undefined;
}
