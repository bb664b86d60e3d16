import { describe, expect, it } from 'vitest';
import { features } from './index.ts';

describe('the feature registry', () => {
  it('gives every report of the app its own path, command ids and keys', () => {
    const reports = features.flatMap((feature) => feature.nav);
    const paths = reports.map((entry) => entry.match);
    const keys = reports.map((entry) => entry.shortcut).filter((key) => key !== undefined);
    const ids = features.flatMap((feature) => feature.commands.map((item) => item.id));
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(paths).toEqual(
      expect.arrayContaining(['/category/rank', '/brand/rank', '/shop/rank', '/spu/rank', '/anchor/rank']),
    );
  });
});
