import { describe, expect, it } from 'vitest';
import type { PriceZoneRow } from '../../api/types.ts';
import { distribution, largestBand } from './distribution.ts';

const makeRow = (overrides: Partial<PriceZoneRow>): PriceZoneRow => ({
  zone: '0-100',
  minPrice: 0,
  maxPrice: 100,
  spuCount: 1,
  brandCount: 1,
  value: 0,
  rank: 1,
  rankChange: null,
  gmv: 0,
  units: 0,
  avgPrice: 0,
  share: 0,
  mom: null,
  yoy: null,
  ...overrides,
});

describe('the price distribution', () => {
  const rows = [
    makeRow({ zone: '200-300', minPrice: 200, maxPrice: 300, value: 340, share: 0.5 }),
    makeRow({ zone: '0-100', minPrice: 0, maxPrice: 100, value: 160, share: 0.2 }),
    makeRow({ zone: '300-', minPrice: 300, maxPrice: null, value: 500, share: 0.3 }),
  ];

  it('orders bands by price and gives each its share of the metric', () => {
    const bands = distribution(rows, 1);
    expect(bands.map((band) => band.zone)).toEqual(['0-100', '200-300', '300-']);
    expect(bands.map((band) => band.share)).toEqual([0.16, 0.34, 0.5]);
    expect(largestBand(bands)?.zone).toBe('300-');
  });

  it('uses the share of GMV for the average price, which does not add up over bands', () => {
    expect(largestBand(distribution(rows, 3))?.zone).toBe('200-300');
    expect(largestBand([])).toBeNull();
  });
});
