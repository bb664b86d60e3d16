import { beforeAll, describe, expect, it } from 'vitest';
import { buildDataset, type Dataset } from '../dataset.ts';
import { fromId, toId } from '../ids.ts';
import { ApiFailure } from '../../lib/api-failure.ts';
import { niceWidth } from './market.ts';
import { resolveMarket, type MarketInput } from './params.ts';
import type { Scope } from './selection.ts';
import { allRows, pageOf, type PageInput, type Table } from './table.ts';

let dataset: Dataset;
beforeAll(() => {
  dataset = buildDataset({ seed: 20240618, today: '2026-11-15' });
});

const makeInput = (overrides: Partial<MarketInput> = {}): MarketInput => ({
  platform: 1,
  categoryId: 0,
  startDate: '2026-01',
  endDate: '2026-06',
  ...overrides,
});
const makePage = (overrides: Partial<PageInput> = {}): PageInput => ({
  page: 1,
  perPage: 20,
  orderBy: 'desc',
  ...overrides,
});
const filterOf = (overrides: Partial<MarketInput> = {}) => resolveMarket(dataset, makeInput(overrides));
const every = <Row>(table: Table<Row>, sort: Partial<PageInput> = {}) => [...allRows(table, makePage(sort))];
const cents = (yuan: number) => Math.round(yuan * 100);
const sumCents = (rows: { gmv: number }[]) => rows.reduce((sum, row) => sum + cents(row.gmv), 0);
const sumUnits = (rows: { units: number }[]) => rows.reduce((sum, row) => sum + row.units, 0);

const brandScope = (brandId: number, platform: 1 | 2 | 4): Scope => {
  const b = fromId('brand', brandId, dataset.brands.count);
  const items = dataset.byBrand.items.subarray(dataset.byBrand.start[b], dataset.byBrand.start[b + 1]);
  return { key: `brand:${b}:${platform}`, items };
};

describe('query parameters', () => {
  it('defaults to the latest month and refuses months outside dateList or reversed periods', () => {
    const latest = resolveMarket(dataset, { platform: 1, categoryId: 0 });
    expect(dataset.calendar.months[latest.period.start]).toBe('2026-10');
    expect(latest.period.length).toBe(1);
    expect(() => filterOf({ startDate: '2020-01' })).toThrow(
      'querystring.startDate must be a month from 2024-11 to 2026-10',
    );
    expect(() => filterOf({ startDate: '2026-05', endDate: '2026-02' })).toThrow('must not be after');
    expect(() => filterOf({ categoryId: 999_999 })).toThrow(ApiFailure);
  });

  it('refuses an unknown or unsortable contentSort, naming the field', () => {
    const table = dataset.market.brandRank(filterOf());
    expect(() => pageOf(table, makePage({ contentSort: 'nope' }))).toThrow(
      /querystring\.contentSort must be one of rank, gmv/,
    );
    expect(() => pageOf(table, makePage({ contentSort: 'brandName' }))).toThrow(ApiFailure);
  });
});

describe('numbers agree across tables', () => {
  it("a brand's row equals the sum of its products' rows for the same filters", () => {
    const filter = filterOf({ shopTypes: [1, 3, 5] });
    const brands = pageOf(dataset.market.brandRank(filter), makePage({ perPage: 5 })).result.data;
    for (const brand of brands) {
      const products = every(dataset.market.spuRank(filter, 0, brandScope(brand.brandId, 1)));
      expect(products.every((row) => row.brandId === brand.brandId)).toBe(true);
      expect(sumCents(products)).toBe(cents(brand.gmv));
      expect(sumUnits(products)).toBe(brand.units);
      expect(products).toHaveLength(brand.spuCount);
      expect(new Set(products.map((row) => row.shopId)).size).toBe(brand.shopCount);
    }
  });

  it("a category's overview equals its row in its parent's category rank, month by month", () => {
    const parent = dataset.taxonomy.roots[1] as number;
    const parentId = dataset.taxonomy.ids[parent] as number;
    for (const month of ['2025-11', '2026-03']) {
      const rank = every(
        dataset.market.categoryRank(filterOf({ categoryId: parentId, startDate: month, endDate: month }), 1),
      );
      const top = rank[0];
      if (!top) throw new Error('empty category rank');
      expect(top.level).toBe(2);
      const overview = every(
        dataset.market.overviewTable(filterOf({ categoryId: top.categoryId, startDate: month, endDate: month })),
      );
      expect(overview).toHaveLength(1);
      const { month: _month, ...figures } = overview[0] as (typeof overview)[number];
      expect(figures).toEqual({
        gmv: top.gmv,
        units: top.units,
        avgPrice: top.avgPrice,
        brandCount: top.brandCount,
        shopCount: top.shopCount,
        spuCount: top.spuCount,
        mom: top.mom,
        yoy: top.yoy,
      });
    }
  });

  it('the overview months, the category rank and the trend add up to the same totals', () => {
    const filter = filterOf({ platform: 2 });
    const overview = every(dataset.market.overviewTable(filter));
    const rank = every(dataset.market.categoryRank(filter, 1));
    const trend = every(dataset.market.categoryTrend(filter, 1, 1));
    const total = sumCents(rank);
    expect(sumCents(overview)).toBe(total);
    expect(trend.reduce((sum, row) => sum + Object.values(row.byMonth).reduce((s, v) => s + cents(v), 0), 0)).toBe(
      total,
    );
    for (const row of trend) {
      const ranked = rank.find((r) => r.categoryId === row.categoryId);
      expect(cents(row.total)).toBe(cents(ranked?.gmv ?? -1));
      expect(Object.keys(row.byMonth)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    }
    const unitsTrend = every(dataset.market.categoryTrend(filter, 1, 2));
    expect(unitsTrend.reduce((sum, row) => sum + row.total, 0)).toBe(sumUnits(rank));
    expect(rank.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1, 4);
  });

  it('price bands cover the whole market once', () => {
    const filter = filterOf({ platform: 4 });
    const rank = every(dataset.market.categoryRank(filter, 1));
    for (const typeValue of [0, 100, 7]) {
      const zones = every(dataset.market.priceZone(filter, 1, typeValue));
      expect(sumCents(zones)).toBe(sumCents(rank));
      expect(zones.map((z) => z.minPrice)).toEqual([...zones.map((z) => z.minPrice)].sort((a, b) => a - b));
      expect(zones.at(-1)?.maxPrice).toBeNull();
      expect(zones.length).toBeLessThanOrEqual(20);
      if (typeValue > 0) for (const zone of zones) expect(zone.minPrice % typeValue).toBe(0);
    }
  });

  it('anchors are credited part of their products, and their shares stay below one', () => {
    const filter = filterOf({ platform: 4 });
    const anchors = every(dataset.market.anchorRank(filter));
    expect(anchors.length).toBeGreaterThan(1_000);
    const share = anchors.reduce((sum, row) => sum + row.share, 0);
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.8);
    expect(pageOf(dataset.market.anchorRank(filterOf({ platform: 1 })), makePage()).meta.total).toBe(0);
  });
});

describe('ranks, changes and new products', () => {
  it('ranks by GMV and reports the rank change against the previous period', () => {
    const current = every(dataset.market.brandRank(filterOf({ startDate: '2026-04', endDate: '2026-06' })));
    const previous = every(dataset.market.brandRank(filterOf({ startDate: '2026-01', endDate: '2026-03' })));
    const before = new Map(previous.map((row) => [row.brandId, row]));
    current.forEach((row, index) => {
      expect(row.rank).toBe(index + 1);
      if (index > 0) expect(row.gmv).toBeLessThanOrEqual((current[index - 1] as (typeof current)[number]).gmv);
      const old = before.get(row.brandId);
      expect(row.rankChange).toBe(old ? old.rank - row.rank : null);
      if (old) expect(row.mom).toBeCloseTo(cents(row.gmv) / cents(old.gmv) - 1, 5);
    });
  });

  it('lists only products first sold inside the period as new products', () => {
    const filter = filterOf({ startDate: '2026-03', endDate: '2026-05' });
    const fresh = every(dataset.market.spuRank(filter, 1));
    expect(fresh.length).toBeGreaterThan(100);
    expect(fresh.every((row) => row.firstMonth >= '2026-03' && row.firstMonth <= '2026-05')).toBe(true);
    expect(fresh.length).toBeLessThan(pageOf(dataset.market.spuRank(filter, 0), makePage()).meta.total);
  });

  it('has no previous period for a period reaching before the history, so mom and rankChange are null', () => {
    const rows = pageOf(dataset.market.brandRank(filterOf({ startDate: '2024-11', endDate: '2026-10' })), makePage())
      .result.data;
    expect(rows.every((row) => row.mom === null && row.rankChange === null && row.yoy !== null)).toBe(true);
  });
});

describe('sorting and paging', () => {
  it('sorts every sortable column both ways, nulls last, pages without gaps', () => {
    const table = dataset.market.brandRank(filterOf({ startDate: '2024-11', endDate: '2024-11' }));
    for (const column of table.columns.filter((c) => c.sortable)) {
      for (const orderBy of ['asc', 'desc'] as const) {
        const rows = every(table, { contentSort: column.key, orderBy }) as unknown as Record<string, number | null>[];
        const values = rows.map((row) => row[column.key] as number | null);
        const firstNull = values.indexOf(null);
        const numbers = (firstNull < 0 ? values : values.slice(0, firstNull)) as number[];
        if (firstNull >= 0) expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
        const sorted = [...numbers].sort((a, b) => (orderBy === 'asc' ? a - b : b - a));
        expect(numbers, `${column.key} ${orderBy}`).toEqual(sorted);
      }
    }
    const all = every(table, { contentSort: 'units', orderBy: 'asc' });
    const page3 = pageOf(table, makePage({ contentSort: 'units', orderBy: 'asc', page: 3, perPage: 7 }));
    expect(page3.result.data).toEqual(all.slice(14, 21));
    expect(page3.meta.total).toBe(all.length);
    expect(pageOf(table, makePage({ page: 10_000 })).result.data).toEqual([]);
  });

  it('names every column of every table once, whichever metric a price zone or trend shows', () => {
    const filter = filterOf();
    const tables = [
      dataset.market.categoryRank(filter, 1),
      dataset.market.brandRank(filter),
      dataset.market.shopRank(filter),
      dataset.market.overviewTable(filter),
      dataset.market.spuRank(filter, 0),
      dataset.market.anchorRank(filter),
      ...([1, 2, 3] as const).flatMap((metric) => [
        dataset.market.priceZone(filter, metric, 0),
        dataset.market.categoryTrend(filter, 1, metric),
      ]),
    ];
    for (const { columns } of tables) {
      expect(new Set(columns.map((c) => c.title)).size, columns.map((c) => c.title).join(' ')).toBe(columns.length);
      expect(new Set(columns.map((c) => c.titleEn)).size).toBe(columns.length);
    }
  });

  it('orders price bands from the cheapest and trend rows by total unless asked otherwise', () => {
    const zones = pageOf(dataset.market.priceZone(filterOf(), 2, 0), makePage()).result.data;
    expect(zones.map((z) => z.minPrice)).toEqual([...zones.map((z) => z.minPrice)].sort((a, b) => a - b));
    expect(zones.every((z) => z.value === z.units)).toBe(true);
    const trend = pageOf(dataset.market.categoryTrend(filterOf(), 1, 1), makePage()).result.data;
    expect(trend.map((t) => t.total)).toEqual([...trend.map((t) => t.total)].sort((a, b) => b - a));
    const byMonth = pageOf(
      dataset.market.categoryTrend(filterOf(), 1, 1),
      makePage({ contentSort: 'byMonth.2026-02', orderBy: 'asc' }),
    ).result.data;
    expect(byMonth.map((t) => t.byMonth['2026-02'])).toEqual(
      [...byMonth.map((t) => t.byMonth['2026-02'] as number)].sort((a, b) => a - b),
    );
  });
});

describe('category rows (level)', () => {
  it('lists the level asked for, below the selected category, or the leaf itself', () => {
    const { taxonomy } = dataset;
    expect(every(dataset.market.categoryRank(filterOf(), 1)).every((row) => row.level === 1)).toBe(true);
    expect(every(dataset.market.categoryRank(filterOf(), 3)).every((row) => row.level === 3)).toBe(true);
    const root = taxonomy.ids[taxonomy.roots[0] as number] as number;
    const children = every(dataset.market.categoryRank(filterOf({ categoryId: root }), 1));
    expect(children.every((row) => row.level === 2 && String(row.categoryId).startsWith(String(root)))).toBe(true);
    const leaf = taxonomy.ids[taxonomy.leaves[0] as number] as number;
    expect(every(dataset.market.categoryRank(filterOf({ categoryId: leaf }), 2)).map((row) => row.categoryId)).toEqual([
      leaf,
    ]);
  });
});

describe('helpers', () => {
  it('picks nice band widths and round-trips ids', () => {
    expect([0.3, 1, 3, 7, 19, 23, 120, 260, 4_100].map(niceWidth)).toEqual([1, 1, 5, 10, 20, 25, 200, 500, 5_000]);
    expect(fromId('brand', toId('brand', 41), dataset.brands.count)).toBe(41);
    expect(fromId('brand', 5, dataset.brands.count)).toBe(-1);
    expect(fromId('shop', toId('shop', dataset.shops.count), dataset.shops.count)).toBe(-1);
  });
});
