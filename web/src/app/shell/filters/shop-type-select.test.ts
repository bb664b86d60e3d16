import { describe, expect, it } from 'vitest';
import { toggleShopType } from './shop-type-select.tsx';

describe('toggleShopType', () => {
  it('unticks one type from "all"', () => {
    expect(toggleShopType(undefined, 2)).toEqual([1, 3, 4, 5]);
  });

  it('ticks a type back, in order', () => {
    expect(toggleShopType([3, 1], 2)).toEqual([1, 2, 3]);
  });

  it('reads every live type, or none, as "all"', () => {
    expect(toggleShopType([1, 2, 3, 4], 5)).toBeUndefined();
    expect(toggleShopType([4], 4)).toBeUndefined();
  });
});
