import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Comparison {
  /** Pixels that differ, over the larger of the two images. */
  changed: number;
  total: number;
  /** The diff image (changed pixels in red over a faded copy of `after`); absent when nothing changed. */
  diff?: Buffer;
}

/** Puts an image on a canvas of the given size, the rest transparent. */
function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

/**
 * Compares two screenshots pixel by pixel with pixelmatch (anti-aliasing is not counted as a
 * change). Images of different sizes are compared on the larger canvas: what one lacks counts as
 * changed.
 */
export function comparePngs(before: Buffer, after: Buffer): Comparison {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const changed = pixelmatch(
    padded(a, width, height).data,
    padded(b, width, height).data,
    diff.data,
    width,
    height,
    {
      threshold: 0.1,
    },
  );
  return { changed, total: width * height, ...(changed > 0 ? { diff: PNG.sync.write(diff) } : {}) };
}
