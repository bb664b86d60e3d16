import { describe, expect, it } from 'vitest';
import { contract } from '@aisle/contract';
import {
  expectShape,
  readXlsx,
  useMarketClient,
  XLSX_TYPE,
  type Page,
  type Query,
  type Row,
} from '../data/query/test-kit.ts';

const client = useMarketClient();

const base = '/api/category';
const period: Query = { startDate: '2026-04', endDate: '2026-06' };
const tables = [
  'overViewTable',
  'categoryRank',
  'brandRank',
  'shopRank',
  'spuRank',
  'anchorRank',
  'priceZone',
  'categoryTrend',
] as const;
const cents = (yuan: unknown) => Math.round(Number(yuan) * 100);

describe('category endpoints: shapes', () => {
  it.each(tables)('%s answers the contract shape with columns, rows and total', async (name) => {
    const query = { ...period, platform: name === 'anchorRank' ? 4 : 1 };
    const data = await client.data<Page>(`${base}/${name}`, query);
    expectShape(contract.category[name].response, data, name);
    expect(data.result.data.length).toBeGreaterThan(0);
    expect(data.result.data.length).toBeLessThanOrEqual(20);
    expect(data.meta.total).toBeGreaterThanOrEqual(data.result.data.length);
    for (const row of data.result.data as Row[])
      for (const column of data.result.columns) {
        const [head, tail] = column.key.split('.') as [string, string | undefined];
        const value = tail ? (row[head] as unknown as Record<string, unknown>)[tail] : row[head];
        expect(value, `${name}.${column.key}`).not.toBeUndefined();
      }
  });

  it('answers the overview chart with one point per month on each series', async () => {
    const chart = await client.data<{
      xAxis: string[];
      series: { data: unknown[] }[];
      rightSeries: { data: unknown[] }[];
    }>(`${base}/overViewChart`, period);
    expectShape(contract.category.overViewChart.response, chart);
    expect(chart.xAxis).toEqual(['2026-04', '2026-05', '2026-06']);
    for (const series of [...chart.series, ...chart.rightSeries]) expect(series.data).toHaveLength(3);
  });
});

describe('category endpoints: answers', () => {
  it('serves a repeated query from its serialised answer: same bytes, JSON envelope', async () => {
    const query = { ...period, categoryId: 3, contentSort: 'mom', orderBy: 'asc' };
    const first = await client.get(`${base}/shopRank`, query);
    const second = await client.get(`${base}/shopRank`, query);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(second.json()).toMatchObject({ code: 200, data: { meta: { total: expect.any(Number) } } });
    // another query is another answer
    const other = await client.get(`${base}/shopRank`, { ...query, orderBy: 'desc' });
    expect(other.body).not.toBe(first.body);
  });
});

describe('category endpoints: filters', () => {
  it('narrows to a category subtree, to shop types and to the period', async () => {
    const all = await client.data<Page<Row>>(`${base}/categoryRank`, period);
    const top = all.result.data[0] as Row;
    const brandsAll = await client.data<Page<Row>>(`${base}/brandRank`, { ...period, perPage: 100 });
    const brandsIn = await client.data<Page<Row>>(`${base}/brandRank`, {
      ...period,
      categoryId: top.categoryId as number,
      perPage: 100,
    });
    expect(brandsIn.meta.total).toBeLessThan(brandsAll.meta.total);
    // shares are of the filtered market, so the top brand of the category has a bigger share there
    const overviewIn = await client.data<Page<Row>>(`${base}/overViewTable`, {
      ...period,
      categoryId: top.categoryId as number,
    });
    expect(overviewIn.result.data.reduce((sum, row) => sum + cents(row.gmv), 0)).toBe(cents(top.gmv));

    const flagship = await client.data<Page<Row>>(`${base}/shopRank`, { ...period, shopTypes: [1], perPage: 100 });
    expect(flagship.result.data.every((row) => row.shopType === 1)).toBe(true);
    const twoTypes = await client.data<Page<Row>>(`${base}/shopRank`, { ...period, shopTypes: [2, 5], perPage: 100 });
    expect(new Set(twoTypes.result.data.map((row) => row.shopType))).toEqual(new Set([2, 5]));
    const livestream = await client.data<Page<Row>>(`${base}/brandRank`, { ...period, shopTypes: [6] });
    expect(livestream.meta.total).toBe(0);

    const month = await client.data<Page<Row>>(`${base}/overViewTable`, { startDate: '2025-11', endDate: '2025-11' });
    expect(month.result.data.map((row) => row.month)).toEqual(['2025-11']);
    const latest = await client.data<Page<Row>>(`${base}/overViewTable`);
    expect(latest.result.data.map((row) => row.month)).toEqual(['2026-10']);
  });

  it('reads the level, metric, type and band width parameters', async () => {
    const level2 = await client.data<Page<Row>>(`${base}/categoryRank`, { ...period, level: 2, perPage: 100 });
    expect(level2.result.data.every((row) => row.level === 2)).toBe(true);
    const units = await client.data<Page<Row & { byMonth: Record<string, number> }>>(`${base}/categoryTrend`, {
      ...period,
      metrics: 2,
    });
    expect(units.result.columns.find((c) => c.key === 'total')?.format).toBe('integer');
    for (const row of units.result.data) expect(Number.isInteger(row.total)).toBe(true);
    const fresh = await client.data<Page<Row>>(`${base}/spuRank`, { ...period, type: 1, perPage: 100 });
    expect(fresh.result.data.every((row) => String(row.firstMonth) >= '2026-04')).toBe(true);
    const bands = await client.data<Page<Row>>(`${base}/priceZone`, { ...period, typeValue: 50, metrics: 3 });
    expect(bands.result.data.every((row) => Number(row.minPrice) % 50 === 0 && row.value === row.avgPrice)).toBe(true);
    expect((bands.result.data as Row[]).map((row) => row.minPrice)).toEqual(
      [...bands.result.data.map((row) => Number(row.minPrice))].sort((a, b) => a - b),
    );
  });
});

describe('category endpoints: sorting and paging', () => {
  it('sorts by a column both ways and pages through the same order', async () => {
    const asc = await client.data<Page<Row>>(`${base}/shopRank`, {
      ...period,
      contentSort: 'units',
      orderBy: 'asc',
      perPage: 50,
    });
    const desc = await client.data<Page<Row>>(`${base}/shopRank`, {
      ...period,
      contentSort: 'units',
      orderBy: 'desc',
      perPage: 50,
    });
    const ascUnits = asc.result.data.map((row) => Number(row.units));
    expect(ascUnits).toEqual([...ascUnits].sort((a, b) => a - b));
    const descUnits = desc.result.data.map((row) => Number(row.units));
    expect(descUnits).toEqual([...descUnits].sort((a, b) => b - a));
    const second = await client.data<Page<Row>>(`${base}/shopRank`, {
      ...period,
      contentSort: 'units',
      orderBy: 'asc',
      perPage: 25,
      page: 2,
    });
    expect(second.result.data).toEqual(asc.result.data.slice(25, 50));
    expect(second.meta.total).toBe(asc.meta.total);
  });

  it('puts null changes last in both directions', async () => {
    for (const orderBy of ['asc', 'desc']) {
      const page = await client.data<Page<Row>>(`${base}/spuRank`, {
        ...period,
        type: 1,
        contentSort: 'rankChange',
        orderBy,
        perPage: 100,
      });
      const values = page.result.data.map((row) => row.rankChange);
      const firstNull = values.indexOf(null);
      if (firstNull >= 0) expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
    }
  });
});

describe('category endpoints: errors', () => {
  it.each([
    [{ contentSort: 'brandName' }, 400, 'querystring.contentSort', /^排序字段只能是 rank、/],
    [{ contentSort: 'nothing' }, 400, 'querystring.contentSort', /^排序字段只能是 /],
    [{ startDate: '2019-01' }, 400, 'querystring.startDate', /^开始日期应为 2024-11 至 2026-10 之间的月份$/],
    [{ startDate: '2026-06', endDate: '2026-01' }, 400, 'querystring.startDate', /^开始日期不能晚于结束日期$/],
    [{ categoryId: 4242 }, 404, 'querystring.categoryId', /^淘宝\/天猫上没有编号为 4242 的类目$/],
    [{ perPage: 101 }, 400, 'querystring.perPage', /^每页条数不能大于 100$/],
    [{ shopTypes: [7] }, 400, 'querystring.shopTypes.0', /^店铺类型只能是 1、2、3、4、5、6$/],
  ])('brandRank with %o answers %i naming %s in words', async (query, status, field, message) => {
    const response = await client.get(`${base}/brandRank`, query as Query);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code: status, data: null, field });
    expect(response.json().resFormatMsg).toMatch(message);
  });

  it('says it in English when the request asks for English', async () => {
    const response = await client.app.inject({
      url: `${base}/brandRank?platform=1&categoryId=4242`,
      headers: { authorization: client.token, 'accept-language': 'en' },
    });
    expect(response.json()).toMatchObject({
      field: 'querystring.categoryId',
      resFormatMsg: 'No category with id 4242 on Taobao/Tmall',
    });
  });

  it('answers a category Douyin lacks with a 404 on Douyin only', async () => {
    const { dataset } = await import('../data/dataset.ts').then((m) => ({
      dataset: m.buildDataset({ seed: 20240618, today: '2026-11-15' }),
    }));
    const missing = dataset.taxonomy.roots.find((root) => dataset.presence[4][root] === 0);
    if (missing === undefined) throw new Error('Douyin has every top-level category');
    const id = dataset.taxonomy.ids[missing] as number;
    expect((await client.get(`${base}/brandRank`, { platform: 1, categoryId: id })).statusCode).toBe(200);
    expect((await client.get(`${base}/brandRank`, { platform: 4, categoryId: id })).statusCode).toBe(404);
  });
});

describe('category downloads', () => {
  it.each([
    ['brandRankDownload', 'brandRank', '品牌排行_2026-04_2026-06.xlsx'],
    ['categoryRankDownload', 'categoryRank', '品类排行_2026-04_2026-06.xlsx'],
    ['overViewTableDownload', 'overViewTable', '品类概览_2026-04_2026-06.xlsx'],
    ['categoryTrendDownload', 'categoryTrend', '品类趋势_2026-04_2026-06.xlsx'],
    ['priceZoneDownload', 'priceZone', '价格带分析_2026-04_2026-06.xlsx'],
    ['shopRankDownload', 'shopRank', '店铺排行_2026-04_2026-06.xlsx'],
    ['anchorRankDownload', 'anchorRank', '主播排行_2026-04_2026-06.xlsx'],
  ] as const)('%s writes every row of %s, same order, titled columns', async (download, table, fileName) => {
    const anchors = download === 'anchorRankDownload';
    const query = {
      ...period,
      // anchors sell on Douyin, which may lack a top-level category
      platform: anchors ? 4 : 1,
      categoryId: anchors ? 0 : 1,
      contentSort: download === 'categoryTrendDownload' ? 'total' : undefined,
      orderBy: 'asc',
    };
    const response = await client.get(`${base}/${download}`, query);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    const file = await readXlsx(response);
    expect(file.fileName).toBe(fileName);
    const json = await client.data<Page<Row>>(`${base}/${table}`, { ...query, perPage: 100 });
    expect(file.rows[0]).toEqual(json.result.columns.map((c) => c.title));
    expect(file.rows).toHaveLength(json.meta.total + 1);
    const firstKey = json.result.columns[0]?.key as string;
    expect(file.rows.slice(1, 11).map((row) => row[0])).toEqual(
      json.result.data.slice(0, 10).map((row) => row[firstKey]),
    );
  });

  it('writes a product rank of thousands of rows with number formats', async () => {
    const response = await client.get(`${base}/spuRankDownload`, { platform: 2, categoryId: 2 });
    const file = await readXlsx(response);
    const json = await client.data<Page<Row>>(`${base}/spuRank`, { platform: 2, categoryId: 2 });
    expect(json.meta.total).toBeGreaterThan(1_000);
    expect(file.rows).toHaveLength(json.meta.total + 1);
    expect(file.fileName).toBe('商品排行_2026-10.xlsx');
    expect(file.sheet.getRow(2).getCell(8).numFmt).toBe('#,##0.00');
  });

  it('refuses a bad sort before writing anything', async () => {
    const response = await client.get(`${base}/brandRankDownload`, { contentSort: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'querystring.contentSort',
      resFormatMsg: expect.stringMatching(/^排序字段只能是 /),
    });
  });
});
