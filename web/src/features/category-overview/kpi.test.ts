import { describe, expect, it } from 'vitest';
import { changeOf, kpisOf, summarize } from './kpi.ts';

const makeRow = (overrides: Partial<Parameters<typeof summarize>[0][number]> = {}) => ({
  gmv: 1000,
  units: 10,
  avgPrice: 100,
  brandCount: 4,
  shopCount: 6,
  spuCount: 20,
  ...overrides,
});

describe('the KPI strip', () => {
  it('sums amounts over the months, averages counts per month, and derives the average price', () => {
    expect(summarize([makeRow(), makeRow({ gmv: 3000, units: 10, brandCount: 6 })])).toEqual({
      gmv: 4000,
      units: 20,
      avgPrice: 200,
      brandCount: 5,
      shopCount: 6,
      spuCount: 20,
    });
    expect(summarize([])).toBeNull();
  });

  it('compares with the period before and a year earlier, and has no change without an earlier figure', () => {
    const current = summarize([makeRow({ gmv: 1200 })])!;
    const previous = summarize([makeRow({ gmv: 1000 })]);
    const kpis = kpisOf(current, previous, null);
    const gmv = kpis.find((kpi) => kpi.key === 'gmv')!;
    expect(gmv.mom).toBeCloseTo(0.2);
    expect(gmv.yoy).toBeNull();
    expect(changeOf(5, 0)).toBeNull();
  });
});
