import { describe, expect, it } from 'vitest';
import { compareSeries, type CompareEntity } from './compare-series.ts';

const makeEntity = (overrides: Partial<CompareEntity> = {}): CompareEntity => ({
  entityId: 10001,
  name: '甲',
  nameEn: 'A',
  rows: [
    { month: '2026-01', gmv: 100, units: 4 },
    { month: '2026-02', gmv: 300, units: 6 },
  ],
  ...overrides,
});

describe('compare series', () => {
  it('lines the months up across entities, a missing month as null', () => {
    const data = compareSeries([
      makeEntity(),
      makeEntity({
        entityId: 10002,
        rows: [
          { month: '2026-03', gmv: 50, units: 0 },
          { month: '2026-02', gmv: 10, units: 1 },
        ],
      }),
    ]);
    expect(data.months).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(data.entities[0]?.values.gmv).toEqual([100, 300, null]);
    expect(data.entities[1]?.values.units).toEqual([null, 1, 0]);
    expect(data.entities[1]?.values.avgPrice).toEqual([null, 10, null]);
  });

  it('takes the average price as GMV over units, for the period too', () => {
    const [entity] = compareSeries([makeEntity()]).entities;
    expect(entity?.values.avgPrice).toEqual([25, 50]);
    expect(entity?.totals).toEqual({ gmv: 400, units: 10, avgPrice: 40 });
  });

  it('keeps an entity the platform lost as an empty column', () => {
    const data = compareSeries([makeEntity(), makeEntity({ entityId: 9, rows: null })]);
    expect(data.entities[1]?.values.gmv).toEqual([null, null]);
    expect(data.entities[1]?.totals).toEqual({ gmv: null, units: null, avgPrice: null });
  });
});
