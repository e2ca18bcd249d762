/**
 * WCAG contrast maths on sRGB colours, shared by the theme's token checks (`styles/palette.ts`) and
 * the engine's colours derived from a Docusaurus site's own (`@market-data-docs/core`).
 */

/** An opaque colour: red, green and blue from 0 to 255. */
export type Rgb = [number, number, number];

/** A colour with its alpha, from 0 (transparent) to 1. */
export type Rgba = [number, number, number, number];

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` or `rgba()` (comma or space separated), else `undefined`. */
export function parseColor(value: string): Rgba | undefined {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim())?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d).join('') : hex;
    const channel = (i: number) => Number.parseInt(digits.slice(i, i + 2), 16);
    return [channel(0), channel(2), channel(4), digits.length === 8 ? channel(6) / 255 : 1];
  }
  const rgb =
    /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)(?:\s*[,/]\s*(\d*\.?\d+)(%?))?\s*\)$/i.exec(
      value.trim(),
    );
  if (!rgb) return undefined;
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Math.min(1, alpha)];
}

/** `top` (with its alpha) laid over the opaque `below`. */
export function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgb): Rgb {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
}

/** The relative luminance of a colour, from 0 (black) to 1 (white). */
export function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two opaque colours, from 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
