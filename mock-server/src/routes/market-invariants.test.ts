import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auth, loginAs, makeTestApp } from '../../test/helper.ts';
import { forgetDataset } from '../data/dataset.ts';
import { toSearch, useMarketClient, type Page, type Query, type Row } from '../data/query/test-kit.ts';

const cents = (yuan: unknown) => Math.round(Number(yuan) * 100);
const sumCents = (rows: Row[]) => rows.reduce((sum, row) => sum + cents(row.gmv), 0);

const client = useMarketClient();

/** Every row of a table endpoint, page by page. */
const everyRow = async (path: string, query: Query) => {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const data = await client.data<Page<Row>>(path, { ...query, page, perPage: 100 });
    rows.push(...data.result.data);
    if (rows.length >= data.meta.total || data.result.data.length === 0) return rows;
  }
};

describe('numbers agree across endpoints', () => {
  const period: Query = { platform: 2, startDate: '2025-12', endDate: '2026-02', shopTypes: [1, 2, 3] };

  it("a category's overview equals its row in its parent's category rank", async () => {
    const tops = await everyRow('/api/category/categoryRank', period);
    const parent = tops[2] as Row;
    const children = await everyRow('/api/category/categoryRank', {
      ...period,
      categoryId: parent.categoryId as number,
    });
    expect(sumCents(children)).toBe(cents(parent.gmv));
    const child = children[0] as Row;
    const overview = await everyRow('/api/category/overViewTable', {
      ...period,
      categoryId: child.categoryId as number,
    });
    expect(sumCents(overview)).toBe(cents(child.gmv));
    expect(overview.reduce((sum, row) => sum + Number(row.units), 0)).toBe(child.units);
    const month: Query = { ...period, startDate: '2026-01', endDate: '2026-01' };
    const [monthRow] = await everyRow('/api/category/overViewTable', {
      ...month,
      categoryId: child.categoryId as number,
    });
    const ranked = (
      await everyRow('/api/category/categoryRank', { ...month, categoryId: parent.categoryId as number })
    ).find((row) => row.categoryId === child.categoryId);
    expect(monthRow).toMatchObject({
      gmv: ranked?.gmv,
      units: ranked?.units,
      avgPrice: ranked?.avgPrice,
      brandCount: ranked?.brandCount,
      shopCount: ranked?.shopCount,
      spuCount: ranked?.spuCount,
      mom: ranked?.mom,
      yoy: ranked?.yoy,
    });
  });

  it("a brand's row equals the sum of its products' rows", async () => {
    const brands = await client.data<Page<Row>>('/api/category/brandRank', { ...period, perPage: 3 });
    for (const brand of brands.result.data) {
      const products = await everyRow('/api/business/spuRank', {
        ...period,
        menuKey: 'brand',
        entityId: brand.brandId as number,
      });
      expect(sumCents(products)).toBe(cents(brand.gmv));
      expect(products.reduce((sum, row) => sum + Number(row.units), 0)).toBe(brand.units);
      expect(products).toHaveLength(brand.spuCount as number);
    }
  });

  it('trend points sum to the rank totals, per category and overall', async () => {
    const rank = await everyRow('/api/category/categoryRank', { ...period, level: 2 });
    const trend = (await everyRow('/api/category/categoryTrend', { ...period, level: 2 })) as unknown as {
      categoryId: number;
      total: number;
      byMonth: Record<string, number>;
    }[];
    expect(trend).toHaveLength(rank.length);
    for (const row of trend) {
      const points = Object.values(row.byMonth).reduce((sum, v) => sum + cents(v), 0);
      expect(points).toBe(cents(rank.find((r) => r.categoryId === row.categoryId)?.gmv));
      expect(cents(row.total)).toBe(points);
    }
    const overview = await everyRow('/api/category/overViewTable', period);
    expect(sumCents(overview)).toBe(sumCents(rank));
    const brands = await everyRow('/api/category/brandRank', period);
    expect(sumCents(brands)).toBe(sumCents(rank));
  });
});

describe('determinism', () => {
  const samples: [string, Query][] = [
    ['/api/category/brandRank', { platform: 1, startDate: '2026-01', endDate: '2026-03' }],
    ['/api/category/spuRank', { platform: 4, type: 1, contentSort: 'mom', orderBy: 'asc' }],
    ['/api/category/categoryTrend', { platform: 2, level: 2, metrics: 3 }],
    ['/api/category/priceZone', { platform: 1, categoryId: 8 }],
    ['/api/category/anchorRank', { platform: 4, startDate: '2025-06', endDate: '2025-11' }],
    ['/api/category/overViewChart', { startDate: '2024-11', endDate: '2026-10' }],
    ['/api/common/categoryTree', { platform: 4 }],
    ['/api/monitor/search', { keyword: 'yue', limit: 50 }],
    ['/api/business/spuInfo', { id: 10_000_123 }],
  ];
  const answers = async (app: FastifyInstance) => {
    const token = await loginAs(app, 'analyst');
    const bodies: string[] = [];
    for (const [path, query] of samples)
      bodies.push((await app.inject({ url: `${path}${toSearch(query)}`, headers: auth(token) })).body);
    return bodies;
  };

  it('gives the same bytes from two servers built from the same seed and today', async () => {
    const first = await answers(client.app);
    // build the second server's dataset from scratch rather than reusing the kept one
    forgetDataset();
    const second = await makeTestApp();
    try {
      expect(await answers(second)).toEqual(first);
    } finally {
      await second.close();
    }
  });
});
