import { describe, expect, it } from 'vitest';
import { contrast, luminance, over, parseColor } from '../src/contrast.js';

describe('contrast maths', () => {
  it('reads hex and rgb() colours with their alpha, and nothing else', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColor(' #2E8555 ')).toEqual([0x2e, 0x85, 0x55, 1]);
    expect(parseColor('#00000080')).toEqual([0, 0, 0, 128 / 255]);
    expect(parseColor('#0008')).toEqual([0, 0, 0, 136 / 255]);
    expect(parseColor('rgb(46, 133, 85)')).toEqual([46, 133, 85, 1]);
    expect(parseColor('rgba(255, 255, 255, 0.5)')).toEqual([255, 255, 255, 0.5]);
    expect(parseColor('rgb(0 0 0 / 25%)')).toEqual([0, 0, 0, 0.25]);
    for (const value of ['var(--brand)', 'rebeccapurple', 'hsl(0 0% 0%)', '#12345', ''])
      expect(parseColor(value)).toBe(undefined);
  });

  it('lays a translucent colour over an opaque one', () => {
    expect(over([255, 255, 255, 0.5], [0, 0, 0])).toEqual([127.5, 127.5, 127.5]);
    expect(over([10, 20, 30, 1], [0, 0, 0])).toEqual([10, 20, 30]);
  });

  it('gives the WCAG luminance and contrast ratio', () => {
    expect(luminance([0, 0, 0])).toBe(0);
    expect(luminance([255, 255, 255])).toBe(1);
    expect(contrast([0, 0, 0], [255, 255, 255])).toBe(21);
    expect(contrast([255, 255, 255], [0, 0, 0])).toBe(21);
    // Docusaurus's default green on white, and #767676, the lightest grey that reads on white.
    expect(contrast([0x2e, 0x85, 0x55], [255, 255, 255])).toBeCloseTo(4.56, 2);
    expect(contrast([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });
});
