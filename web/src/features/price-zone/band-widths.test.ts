import { describe, expect, it } from 'vitest';
import { nextWidth, offeredWidths } from './band-widths.ts';

describe('price band widths', () => {
  it('offers widths that cut the category price range into a readable number of bands', () => {
    expect(offeredWidths(2000)).toEqual([100, 200, 500]);
    expect(offeredWidths(150)).toEqual([10, 20]);
    for (const width of offeredWidths(40_000)) expect(40_000 / width).toBeLessThanOrEqual(25);
    expect(offeredWidths(null)).toEqual([50, 100, 200, 500, 1000]);
  });

  it('cycles through the offered widths and back to automatic', () => {
    expect(nextWidth(0, [0, 100, 200])).toBe(100);
    expect(nextWidth(200, [0, 100, 200])).toBe(0);
    expect(nextWidth(333, [0, 100, 200])).toBe(0);
  });
});
