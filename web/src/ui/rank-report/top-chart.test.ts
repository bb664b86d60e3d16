import { describe, expect, it } from 'vitest';
import { shorten } from './top-chart.tsx';

describe('shorten', () => {
  it('keeps a name that fits', () => {
    expect(shorten('和声良品', 12)).toBe('和声良品');
    expect(shorten('abcdef', 6)).toBe('abcdef');
  });

  it('cuts a long name to the limit, ellipsis included', () => {
    expect(shorten('和声良品 官方 照片打印机 家用', 8)).toBe('和声良品 官方…');
    expect([...shorten('x'.repeat(40), 22)]).toHaveLength(22);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(shorten('😀😀😀😀', 3)).toBe('😀😀…');
  });
});
