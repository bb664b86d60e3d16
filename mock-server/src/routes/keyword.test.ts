import { describe, expect, it } from 'vitest';
import { contract } from '@aisle/contract';
import {
  expectShape,
  expectSortsAndPages,
  readXlsx,
  useMarketClient,
  type Page,
  type Query,
  type Row,
} from '../data/query/test-kit.ts';

interface Task {
  id: number;
  keyword: string;
  platform: number;
  categoryId: number;
  categoryName: string;
  startDate: string;
  endDate: string;
  status: 'done' | 'empty';
  spuCount: number;
}

const client = useMarketClient();

const base = '/api/tool/keyword';
const makeTask = (overrides: Record<string, unknown> = {}) => ({
  keyword: '连衣裙',
  platform: 1,
  startDate: '2026-01',
  endDate: '2026-06',
  ...overrides,
});
const create = async (body: Record<string, unknown>, token?: string) => {
  const response = await client.send('POST', base, body, undefined, token);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ data: Task }>().data;
};
const cents = (yuan: unknown) => Math.round(Number(yuan) * 100);

describe('keyword tasks', () => {
  it('creates a task that counts the matching products, and reads it back', async () => {
    const task = await create(makeTask());
    expectShape(contract.keyword.create.response, task);
    expect(task).toMatchObject({
      keyword: '连衣裙',
      platform: 1,
      categoryId: 0,
      categoryName: '全部类目',
      status: 'done',
    });
    expect(task.spuCount).toBeGreaterThan(100);
    expect(await client.data<Task>(`${base}/${task.id}`)).toEqual(task);
    const empty = await create(makeTask({ keyword: '不存在的词' }));
    expect(empty).toMatchObject({ status: 'empty', spuCount: 0 });
    const latest = await create({ keyword: '新款' });
    expect([latest.startDate, latest.endDate]).toEqual(['2026-10', '2026-10']);
  });

  it('validates the category and the period, naming the body field', async () => {
    const category = await client.send('POST', base, makeTask({ categoryId: 4242 }));
    expect(category.statusCode).toBe(404);
    expect(category.json().resFormatMsg).toContain('body.categoryId');
    const months = await client.send('POST', base, makeTask({ startDate: '2026-09', endDate: '2026-01' }));
    expect(months.statusCode).toBe(400);
    expect(months.json().resFormatMsg).toContain('body.startDate');
    expect((await client.send('POST', base, makeTask({ keyword: '' }))).statusCode).toBe(400);
    expect((await client.send('POST', base, makeTask({ keyword: 'x'.repeat(31) }))).statusCode).toBe(400);
  });

  it("lists the caller's tasks newest first, filtered and paged; others' tasks are 404", async () => {
    const token = await client.login('admin');
    const made = [];
    for (const keyword of ['保温杯', '保温壶', '手机壳'])
      made.push(await create(makeTask({ keyword, platform: 2 }), token));
    await create(makeTask({ keyword: '保温杯', platform: 4 }), token);
    const list = await client.data<{ resultData: Task[]; total: number }>(`${base}/list`, { platform: 2 }, token);
    expectShape(contract.keyword.list.response, list);
    expect(list.resultData.map((t) => t.keyword)).toEqual(['手机壳', '保温壶', '保温杯']);
    const filtered = await client.data<{ resultData: Task[]; total: number }>(
      `${base}/list`,
      { keyword: '保温', perPage: 2, page: 2 },
      token,
    );
    expect(filtered.total).toBe(3);
    expect(filtered.resultData).toHaveLength(1);

    const mine = made[0] as Task;
    expect((await client.get(`${base}/${mine.id}`)).statusCode).toBe(404); // the analyst's view
    expect((await client.send('DELETE', `${base}/${mine.id}`)).statusCode).toBe(404);
    expect((await client.get(`${base}/brandRank`, { taskId: mine.id })).statusCode).toBe(404);
    expect((await client.send('DELETE', `${base}/${mine.id}`, undefined, undefined, token)).statusCode).toBe(200);
    expect((await client.get(`${base}/${mine.id}`, {}, token)).statusCode).toBe(404);
  });
});

describe('keyword analysis', () => {
  it('answers every analysis table over the products whose titles hold the keyword', async () => {
    const task = await create(makeTask());
    const query: Query = { taskId: task.id };
    for (const name of ['brandRank', 'shopRank', 'spuRank', 'overViewTable'] as const) {
      const data = await client.data<Page>(`${base}/${name}`, query);
      expectShape(contract.keyword[name].response, data, name);
      expect(data.meta.total).toBeGreaterThan(0);
    }
    const chart = await client.data<{ xAxis: string[] }>(`${base}/overViewChart`, query);
    expectShape(contract.keyword.overViewChart.response, chart);
    expect(chart.xAxis).toHaveLength(6); // the task's period

    const products = await client.data<Page<Row>>(`${base}/spuRank`, { ...query, perPage: 100 });
    expect(products.result.data.every((row) => String(row.title).includes('连衣裙'))).toBe(true);
    const brands: Row[] = [];
    for (let page = 1; ; page += 1) {
      const data = await client.data<Page<Row>>(`${base}/brandRank`, { ...query, perPage: 100, page });
      brands.push(...data.result.data);
      if (brands.length >= data.meta.total) break;
    }
    const overview = await client.data<Page<Row>>(`${base}/overViewTable`, query);
    const total = brands.reduce((sum, row) => sum + cents(row.gmv), 0);
    expect(overview.result.data.reduce((sum, row) => sum + cents(row.gmv), 0)).toBe(total);
  });

  it('sorts both ways and pages the analysis tables', async () => {
    const task = await create(makeTask());
    expect(await expectSortsAndPages(client, `${base}/brandRank`, { taskId: task.id }, 'units')).toBeGreaterThan(10);
    await expectSortsAndPages(client, `${base}/shopRank`, { taskId: task.id }, 'gmv');
    await expectSortsAndPages(client, `${base}/spuRank`, { taskId: task.id }, 'price');
    await expectSortsAndPages(client, `${base}/overViewTable`, { taskId: task.id }, 'mom');
  });

  it("takes the query's period and shop types over the task's, on the task's platform", async () => {
    const task = await create(makeTask({ platform: 2 }));
    const month = await client.data<Page<Row>>(`${base}/overViewTable`, {
      taskId: task.id,
      startDate: '2026-03',
      endDate: '2026-03',
    });
    expect(month.result.data.map((r) => r.month)).toEqual(['2026-03']);
    const flagships = await client.data<Page<Row>>(`${base}/shopRank`, {
      taskId: task.id,
      shopTypes: [1],
      perPage: 100,
    });
    expect(flagships.result.data.every((r) => r.shopType === 1)).toBe(true);
    const outside = await client.data<Page<Row>>(`${base}/brandRank`, { taskId: task.id, categoryId: 8 });
    expect(outside.meta.total).toBe(0);
  });

  it('downloads the analysis tables', async () => {
    const task = await create(makeTask({ keyword: '手机壳' }));
    for (const name of ['downloadOverViewTable', 'downloadBrandRank', 'downloadShopRank', 'downloadSpuRank']) {
      const response = await client.get(`${base}/${name}`, { taskId: task.id });
      expect(response.statusCode, name).toBe(200);
      const file = await readXlsx(response);
      expect(file.fileName).toMatch(/^关键词_手机壳_.+_2026-01_2026-06\.xlsx$/);
      expect(file.rows.length).toBeGreaterThan(1);
    }
  });
});
