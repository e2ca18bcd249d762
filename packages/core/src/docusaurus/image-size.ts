import fs from 'node:fs';

/**
 * The intrinsic size of an SVG (its `width`/`height`, else its `viewBox`), PNG, GIF or JPEG file;
 * `undefined` when it cannot be read.
 */
export function imageSize(file: string): { width: number; height: number } | undefined {
  let data: Buffer;
  try {
    data = fs.readFileSync(file);
  } catch {
    return undefined;
  }
  if (/\.svg$/i.test(file)) {
    const tag = /<svg\b[^>]*>/i.exec(data.toString('utf8'))?.[0] ?? '';
    const attr = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*["']([\\d.]+)(?:px)?["']`, 'i').exec(tag)?.[1];
    const width = Number(attr('width'));
    const height = Number(attr('height'));
    if (width > 0 && height > 0) return { width, height };
    const box = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(tag);
    return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined;
  }
  if (data.subarray(1, 4).toString('latin1') === 'PNG')
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (data.subarray(0, 3).toString('latin1') === 'GIF')
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  if (data[0] === 0xff && data[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < data.length) {
      if (data[offset] !== 0xff) return undefined;
      const marker = data[offset + 1] as number;
      const length = data.readUInt16BE(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
      offset += 2 + length;
    }
  }
  return undefined;
}
