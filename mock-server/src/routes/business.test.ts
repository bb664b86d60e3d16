import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type MenuKeyValue, type TreeNodeValue } from '@aisle/contract';
import {
  expectShape,
  expectSortsAndPages,
  readXlsx,
  useMarketClient,
  type Page,
  type Query,
  type Row,
} from '../data/query/test-kit.ts';

const client = useMarketClient();
/** The top brand, shop, product of platform 1 and the top anchor of Douyin, for the period. */
const top: Record<string, number> = {};
const period: Query = { startDate: '2026-07', endDate: '2026-09' };
const cents = (yuan: unknown) => Math.round(Number(yuan) * 100);

beforeAll(async () => {
  const first = async (path: string, key: string, query: Query = {}) =>
    (
      (await client.data<Page<Row>>(`/api/category/${path}`, { ...period, ...query, perPage: 1 })).result.data[0] as Row
    )[key] as number;
  top.brand = await first('brandRank', 'brandId');
  top.shop = await first('shopRank', 'shopId');
  top.spu = await first('spuRank', 'spuId');
  top.anchor = await first('anchorRank', 'anchorId', { platform: 4 });
  top.category = await first('categoryRank', 'categoryId', { level: 2 });
});

const base = '/api/business';
const entity = (menuKey: MenuKeyValue, platform = menuKey === 'anchor' ? 4 : 1): Query => ({
  menuKey,
  entityId: top[menuKey] as number,
  platform,
});

describe('business tables', () => {
  const tables = ['trendTable', 'overViewTable', 'spuRank', 'shopTable', 'brandTable', 'priceZone'] as const;
  const kinds: MenuKeyValue[] = ['category', 'brand', 'shop', 'spu', 'anchor'];

  it.each(tables)('%s answers the contract shape for every kind of entity', async (name) => {
    for (const menuKey of kinds) {
      const data = await client.data<Page>(`${base}/${name}`, { ...period, ...entity(menuKey) });
      expectShape(contract.business[name].response, data, `${name} ${menuKey}`);
      expect(data.meta.total, `${name} ${menuKey}`).toBeGreaterThan(0);
    }
  });

  it("scopes figures to the entity: a brand's overview equals its row in the brand rank", async () => {
    const rank = await client.data<Page<Row>>('/api/category/brandRank', { ...period, perPage: 1 });
    const brand = rank.result.data[0] as Row;
    const overview = await client.data<Page<Row>>(`${base}/overViewTable`, { ...period, ...entity('brand') });
    expect(overview.result.data.reduce((sum, row) => sum + cents(row.gmv), 0)).toBe(cents(brand.gmv));
    const brands = await client.data<Page<Row>>(`${base}/brandTable`, { ...period, ...entity('brand') });
    expect(brands.result.data.map((row) => row.brandId)).toEqual([top.brand]);
    expect(cents((brands.result.data[0] as Row).gmv)).toBe(cents(brand.gmv));
    const products = await client.data<Page<Row>>(`${base}/spuRank`, { ...period, ...entity('brand'), perPage: 100 });
    expect(products.result.data.every((row) => row.brandId === top.brand)).toBe(true);
    expect(products.meta.total).toBe(brand.spuCount);
  });

  it('scopes a shop to its products, a product to itself, and an anchor to its credited share', async () => {
    const shop = await client.data<Page<Row>>(`${base}/shopTable`, { ...period, ...entity('shop') });
    expect(shop.result.data.map((row) => row.shopId)).toEqual([top.shop]);
    const spu = await client.data<Page<Row>>(`${base}/spuRank`, { ...period, ...entity('spu') });
    expect(spu.result.data.map((row) => row.spuId)).toEqual([top.spu]);
    const anchorRank = await client.data<Page<Row>>('/api/category/anchorRank', { ...period, platform: 4, perPage: 1 });
    const anchorOverview = await client.data<Page<Row>>(`${base}/overViewTable`, { ...period, ...entity('anchor') });
    expect(anchorOverview.result.data.reduce((sum, row) => sum + cents(row.gmv), 0)).toBe(
      cents((anchorRank.result.data[0] as Row).gmv),
    );
  });

  it('intersects a monitored category with the query category', async () => {
    const inside = await client.data<Page<Row>>(`${base}/brandTable`, {
      ...period,
      ...entity('category'),
      categoryId: 0,
    });
    expect(inside.meta.total).toBeGreaterThan(0);
    const elsewhere = String(top.category).startsWith('1') ? 2 : 1;
    const outside = await client.data<Page<Row>>(`${base}/brandTable`, {
      ...period,
      ...entity('category'),
      categoryId: elsewhere,
    });
    expect(outside.meta.total).toBe(0);
  });

  it('sorts both ways and pages every table', async () => {
    const query = { ...period, ...entity('brand') };
    expect(await expectSortsAndPages(client, `${base}/spuRank`, query, 'units')).toBeGreaterThan(10);
    expect(await expectSortsAndPages(client, `${base}/shopTable`, query, 'mom')).toBeGreaterThan(5);
    await expectSortsAndPages(client, `${base}/brandTable`, { ...period, ...entity('category') }, 'share');
    await expectSortsAndPages(client, `${base}/trendTable`, { ...query, level: 3 }, 'total');
    await expectSortsAndPages(client, `${base}/overViewTable`, { ...query, startDate: '2025-01' }, 'yoy');
    await expectSortsAndPages(client, `${base}/priceZone`, { ...query, typeValue: 20 }, 'value');
  });

  it("trends the entity's categories month by month, a category from its own level down", async () => {
    const brandRank = await client.data<Page<Row>>('/api/category/brandRank', { ...period, perPage: 1 });
    const trend = await client.data<Page<Row & { byMonth: Record<string, number> }>>(`${base}/trendTable`, {
      ...period,
      ...entity('brand'),
      perPage: 100,
    });
    expect(trend.result.columns.map((c) => c.key)).toEqual([
      'categoryName',
      'total',
      'byMonth.2026-07',
      'byMonth.2026-08',
      'byMonth.2026-09',
    ]);
    expect(trend.result.data.reduce((sum, row) => sum + cents(row.total), 0)).toBe(
      cents((brandRank.result.data[0] as Row).gmv),
    );
    const units = await client.data<Page<Row>>(`${base}/trendTable`, { ...period, ...entity('brand'), metrics: 2 });
    expect(units.result.data.reduce((sum, row) => sum + Number(row.total), 0)).toBe(
      (brandRank.result.data[0] as Row).units,
    );
    // a level-2 category under "all categories": its children, not its top-level parent
    const children = await client.data<TreeNodeValue[]>(`${base}/categoryTree`, entity('category'));
    const leaves = children[0]?.children?.[0]?.children?.map((c) => c.id) ?? [];
    const categoryTrend = await client.data<Page<Row>>(`${base}/trendTable`, {
      ...period,
      ...entity('category'),
      perPage: 100,
    });
    expect(categoryTrend.meta.total).toBeGreaterThan(1);
    expect(categoryTrend.result.data.every((row) => leaves.includes(row.categoryId as number))).toBe(true);
  });

  it('draws the overview chart for an entity', async () => {
    const chart = await client.data<{ xAxis: string[] }>(`${base}/overViewChart`, { ...period, ...entity('shop') });
    expectShape(contract.business.overViewChart.response, chart);
    expect(chart.xAxis).toEqual(['2026-07', '2026-08', '2026-09']);
  });

  it('answers 404 for an entity the platform does not have, and 400 for a bad menuKey', async () => {
    const missing = await client.get(`${base}/brandTable`, { ...entity('brand'), entityId: 99 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      field: 'querystring.entityId',
      resFormatMsg: '淘宝/天猫上没有编号为 99 的品牌（可能已下架或不在该平台销售）',
    });
    const otherPlatform = await client.get(`${base}/shopTable`, { ...entity('shop'), platform: 2 });
    expect(otherPlatform.statusCode).toBe(404);
    const anchorOffDouyin = await client.get(`${base}/overViewTable`, { ...entity('anchor'), platform: 1 });
    expect(anchorOffDouyin.statusCode).toBe(404);
    const badKind = await client.get(`${base}/brandTable`, { menuKey: 'team', entityId: 1 });
    expect(badKind.statusCode).toBe(400);
  });
});

describe('business category tree', () => {
  it("lists where the entity sells: a brand's categories, a category's own branch", async () => {
    const tree = await client.data<TreeNodeValue[]>(`${base}/categoryTree`, entity('brand'));
    expectShape(contract.business.categoryTree.response, tree);
    expect(tree.length).toBeGreaterThan(0);
    const full = await client.data<TreeNodeValue[]>('/api/common/categoryTree');
    expect(tree.length).toBeLessThan(full.length);
    const branch = await client.data<TreeNodeValue[]>(`${base}/categoryTree`, entity('category'));
    expect(branch).toHaveLength(1);
    expect(branch[0]?.children?.map((c) => c.id)).toEqual([top.category]);
  });
});

describe('profiles', () => {
  it.each([
    ['brandInfo', 'brand'],
    ['shopInfo', 'shop'],
    ['spuInfo', 'spu'],
    ['anchorInfo', 'anchor'],
  ] as const)('%s describes the entity, 404 when unknown', async (name, menuKey) => {
    const platform = menuKey === 'anchor' ? 4 : 1;
    const info = await client.data<{ id: number }>(`${base}/${name}`, { platform, id: top[menuKey] as number });
    expectShape(contract.business[name].response, info, name);
    expect(info.id).toBe(top[menuKey]);
    const unknown = await client.get(`${base}/${name}`, { platform, id: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      field: 'querystring.id',
      resFormatMsg: expect.stringMatching(/上没有编号为 1 的(品牌|店铺|商品|主播)/),
    });
  });

  it("gives a product's category path and attribute values", async () => {
    const info = await client.data<{
      categoryPath: { id: number }[];
      attributes: { name: string; value: string }[];
      title: string;
    }>(`${base}/spuInfo`, { id: top.spu as number });
    expect(info.categoryPath).toHaveLength(4);
    expect(info.attributes.length).toBeGreaterThanOrEqual(3);
    expect(info.title.length).toBeGreaterThan(4);
  });
});

describe('business downloads', () => {
  it('names the file after the entity and writes the same rows', async () => {
    const response = await client.get(`${base}/shopTableDownload`, { ...period, ...entity('brand') });
    expect(response.statusCode).toBe(200);
    const file = await readXlsx(response);
    const json = await client.data<Page<Row>>(`${base}/shopTable`, { ...period, ...entity('brand'), perPage: 100 });
    expect(file.fileName).toMatch(/_店铺_2026-07_2026-09\.xlsx$/);
    expect(file.rows).toHaveLength(json.meta.total + 1);
    for (const name of [
      'trendTableDownload',
      'spuRankDownload',
      'brandTableDownload',
      'priceZoneDownload',
      'overViewTableDownload',
    ]) {
      const other = await client.get(`${base}/${name}`, { ...period, ...entity('shop') });
      expect(other.statusCode, name).toBe(200);
    }
    expect((await client.get(`${base}/spuRankDownload`, { ...entity('spu'), entityId: 5 })).statusCode).toBe(404);
  });
});
