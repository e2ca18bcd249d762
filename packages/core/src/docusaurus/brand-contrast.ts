/**
 * A Docusaurus site's brand colour (`--ifm-color-primary`, `--ifm-link-color`) colours this theme's
 * text: links, the active sidebar item and breadcrumb (on an 8% tint of the primary colour), the
 * table of contents. Where the site's value reads at less than 4.5:1 there, a text-safe variant of
 * it (mixed toward black in light mode, toward white in dark mode) takes its place.
 */

type Mode = 'light' | 'dark';
type Rgb = [number, number, number];

/** The theme's page backgrounds, used where the site sets none. */
const backgrounds: Record<Mode, Rgb> = { light: [255, 255, 255], dark: [27, 27, 29] };
const selectors: Record<Mode, RegExp> = {
  light: /^(?:html|:root)$/,
  dark: /^(?:html)?\[data-theme=["']?dark["']?\]$/,
};
const minimum = 4.5;

function parseColor(value: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits =
      (hex[1] as string).length === 3
        ? [...(hex[1] as string)].map((d) => d + d).join('')
        : (hex[1] as string);
    return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*\)$/i.exec(value.trim());
  return rgb ? ([rgb[1], rgb[2], rgb[3]].map(Number) as Rgb) : undefined;
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((c) =>
    c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
};

/** The WCAG contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The theme's `--mdd-color-active-bg`: the colour at 8% over the background. */
const tint = (color: Rgb, bg: Rgb) => bg.map((c, i) => c + ((color[i] as number) - c) * 0.08) as Rgb;

/** Whether `color` reads at 4.5:1 on `bg` and on its own tint of it. */
const reads = (color: Rgb, bg: Rgb) =>
  contrast(color, tint(color, bg)) >= minimum && contrast(color, bg) >= minimum;

const hex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * `color`, or the first mix of it toward black (light) or white (dark) that reads at 4.5:1 on `bg`
 * and on its tint of `bg`.
 */
export function textSafe(color: Rgb, bg: Rgb, mode: Mode): Rgb {
  const toward = mode === 'light' ? 0 : 255;
  for (let step = 0; step <= 100; step++) {
    const mixed = color.map((c) => Math.round(c + ((toward - c) * step) / 100)) as Rgb;
    if (reads(mixed, bg)) return mixed;
  }
  return [toward, toward, toward];
}

/** The `--ifm-*` declarations of a site's CSS per colour mode, later ones winning. */
function ifmDeclarations(css: string): Record<Mode, Map<string, string>> {
  const found: Record<Mode, Map<string, string>> = { light: new Map(), dark: new Map() };
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const list = (rule[1] as string).split(',').map((s) => s.trim().replace(/\s+/g, ''));
    for (const mode of ['light', 'dark'] as const) {
      if (!list.some((selector) => selectors[mode].test(selector))) continue;
      for (const [, name, value] of (rule[2] as string).matchAll(/(--ifm-[\w-]+)\s*:\s*([^;]+)/g))
        found[mode].set(name as string, (value as string).trim());
    }
  }
  return found;
}

/**
 * A stylesheet (in the Docusaurus layer, after `infima-properties.css`) giving the theme text-safe
 * variants of the sites' primary and link colours where theirs read at under 4.5:1, or `undefined`
 * where every colour the site sets reads well (or none can be read: `var()`, names, `hsl()`).
 */
export function brandContrastCss(sheets: string[]): string | undefined {
  const all = sheets.map(ifmDeclarations);
  const blocks: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const declared = new Map(all.flatMap((d) => [...(mode === 'dark' ? d.light : []), ...d[mode]]));
    const bg =
      (mode === 'light' && parseColor(declared.get('--ifm-background-color') ?? '')) || backgrounds[mode];
    const lines: string[] = [];
    const primary = parseColor(declared.get('--ifm-color-primary') ?? '');
    const safePrimary = primary && !reads(primary, bg) ? hex(textSafe(primary, bg, mode)) : undefined;
    if (safePrimary) lines.push(`--mdd-color-primary: ${safePrimary};`);
    const link = declared.get('--ifm-link-color');
    const linkRgb = parseColor(link ?? '');
    if (linkRgb && !reads(linkRgb, bg)) lines.push(`--mdd-color-link: ${hex(textSafe(linkRgb, bg, mode))};`);
    else if (!link && safePrimary) lines.push(`--mdd-color-link: ${safePrimary};`);
    if (lines.length)
      blocks.push(
        `${mode === 'light' ? ':root:not([data-theme="dark"])' : '[data-theme="dark"]'} { ${lines.join(' ')} }`,
      );
  }
  return blocks.length ? `@layer mdd-docusaurus { ${blocks.join(' ')} }\n` : undefined;
}
