const rootTag = /<svg\b(?:[^>"']|"[^"]*"|'[^']*')*>/;
const length = (tag: string, name: string): number | undefined => {
  const value = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(?:px)?\\s*["']`).exec(tag)?.[1];
  return value === undefined ? undefined : Number(value);
};

/**
 * The size of an SVG from its root tag, wherever in the file that tag ends: `width` and `height`
 * in pixels, else the `viewBox`'s. (`image-size` looks for the tag's end only in the first 1,000
 * bytes, which a drawing tool's long attributes, e.g. draw.io's `content`, go past.)
 */
export function svgSize(text: string): { width: number; height: number } | undefined {
  const tag = rootTag.exec(text)?.[0];
  if (!tag) return undefined;
  const width = length(tag, 'width');
  const height = length(tag, 'height');
  if (width && height) return { width, height };
  const box = /\sviewBox\s*=\s*["']([^"']*)["']/
    .exec(tag)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , boxWidth, boxHeight] = box ?? [];
  return boxWidth && boxHeight ? { width: boxWidth, height: boxHeight } : undefined;
}
