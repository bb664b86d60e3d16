import { describe, expect, it } from 'vitest';
import { contract, type MenuKeyValue } from '@aisle/contract';
import { buildDataset } from '../data/dataset.ts';
import { toId } from '../data/ids.ts';
import { expectShape, useMarketClient, type Page, type Query, type Row } from '../data/query/test-kit.ts';
import { MONITOR_LIMIT } from './monitor.ts';

interface Hit {
  menuKey: MenuKeyValue;
  entityId: number;
  name: string;
  detail: string;
  monitored: boolean;
}

const client = useMarketClient();

const base = '/api/monitor';
const dataset = () => buildDataset({ seed: 20240618, today: '2026-11-15' });
const makeMonitor = (overrides: Partial<{ menuKey: MenuKeyValue; entityId: number; platform: number }> = {}) => ({
  menuKey: 'brand' as MenuKeyValue,
  entityId: toId('brand', 0),
  platform: 1,
  ...overrides,
});
const add = (body: ReturnType<typeof makeMonitor>, token?: string) =>
  client.send('POST', `${base}/add`, body, undefined, token);

describe('adding and removing monitors', () => {
  it('adds an entity once per platform, refuses duplicates and unknown entities', async () => {
    const token = await client.login('admin');
    const first = await add(makeMonitor(), token);
    expect(first.statusCode).toBe(200);
    expectShape(contract.monitor.add.response, first.json().data);
    const again = await add(makeMonitor(), token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      field: 'body.entityId',
      resFormatMsg: `「${dataset().brands.names[0]}」已在淘宝/天猫的监控列表中`,
    });
    const unknown = await add(makeMonitor({ entityId: 42 }), token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      field: 'body.entityId',
      resFormatMsg: '淘宝/天猫上没有编号为 42 的品牌（可能已下架或不在该平台销售）',
    });
    const anchorOffDouyin = await add(
      makeMonitor({ menuKey: 'anchor', entityId: toId('anchor', 0), platform: 1 }),
      token,
    );
    expect(anchorOffDouyin.statusCode).toBe(404);
    const badBody = await client.send('POST', `${base}/add`, { ...makeMonitor(), colour: 1 }, undefined, token);
    expect(badBody.statusCode).toBe(400);
  });

  it("counts by kind and deletes only the caller's own monitors", async () => {
    const token = await client.login('analyst');
    const shop = dataset().shops.platform.findIndex((p) => p === 2);
    const ids = [];
    for (const body of [
      makeMonitor({ entityId: toId('brand', 3) }),
      makeMonitor({ menuKey: 'shop', entityId: toId('shop', shop), platform: 2 }),
      makeMonitor({ menuKey: 'category', entityId: 1 }),
    ]) {
      const response = await add(body, token);
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().data.id as number);
    }
    const count = await client.data<Count>(`${base}/count`, {}, token);
    expectShape(contract.monitor.count.response, count);
    expect(count.total).toBe(3);
    expect(count.limit).toBe(MONITOR_LIMIT);
    expect(count.byMenuKey.find((k) => k.menuKey === 'brand')?.count).toBe(1);
    expect((await client.data<{ total: number }>(`${base}/count`, { platform: 2 }, token)).total).toBe(1);

    const stranger = await client.login('admin');
    const foreign = await client.send('DELETE', `${base}/delete`, undefined, { id: ids[0] as number }, stranger);
    expect(foreign.statusCode).toBe(404);
    const deleted = await client.send('DELETE', `${base}/delete`, undefined, { id: ids[0] as number }, token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ code: 200, data: null });
    expect((await client.send('DELETE', `${base}/delete`, undefined, { id: ids[0] as number }, token)).statusCode).toBe(
      404,
    );
    expect((await client.data<{ total: number }>(`${base}/count`, {}, token)).total).toBe(2);
  });
});

type Count = { total: number; used: number; limit: number; byMenuKey: { menuKey: string; count: number }[] };

describe('refusals leave the list as it was', () => {
  const listOf = async (token: string) =>
    (await client.data<Page<Row>>(`${base}/overViewTable`, { perPage: 100 }, token)).result.data.map((r) => r.id);

  it('refuses a locked platform (403), an entity that does not exist (404) and a double add (409)', async () => {
    const trial = await client.login('trial');
    const before = await client.data<Count>(`${base}/count`, {}, trial);
    const locked = await add(makeMonitor({ menuKey: 'anchor', entityId: toId('anchor', 0), platform: 4 }), trial);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ field: 'body.platform', resFormatMsg: '您没有该平台的权限：抖音' });
    const gone = await add(makeMonitor({ menuKey: 'shop', entityId: toId('shop', 11_999) + 1 }), trial);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().field).toBe('body.entityId');
    expect(gone.json().resFormatMsg).toMatch(/^淘宝\/天猫上没有编号为 \d+ 的店铺/);
    const first = await add(makeMonitor({ menuKey: 'category', entityId: 16 }), trial);
    expect(first.statusCode).toBe(200);
    const twice = await add(makeMonitor({ menuKey: 'category', entityId: 16 }), trial);
    expect(twice.statusCode).toBe(409);
    const after = await client.data<Count>(`${base}/count`, {}, trial);
    expect(after.used).toBe(before.used + 1);
    expect((await listOf(trial)).filter((id) => id === first.json().data.id)).toHaveLength(1);
    // the overview test below counts the trial's monitors from none
    await client.send('DELETE', `${base}/delete`, undefined, { id: first.json().data.id as number }, trial);
  });

  it('reports the limit and refuses the one past it with 409, adding nothing', async () => {
    const token = await client.login('admin');
    const d = dataset();
    const start = await client.data<Count>(`${base}/count`, {}, token);
    expect(start.limit).toBe(MONITOR_LIMIT);
    // products of platform 2, which the other tests of this file do not monitor
    let next = d.products.platformStart[2];
    for (let n = start.used; n < MONITOR_LIMIT; n += 1, next += 1) {
      const response = await add(makeMonitor({ menuKey: 'spu', entityId: toId('spu', next), platform: 2 }), token);
      expect(response.statusCode, response.body).toBe(200);
    }
    const full = await client.data<Count>(`${base}/count`, { platform: 2 }, token);
    expect(full.used).toBe(MONITOR_LIMIT);
    expect(full.byMenuKey.find((k) => k.menuKey === 'spu')?.count).toBe(full.total);
    const refused = await add(makeMonitor({ menuKey: 'spu', entityId: toId('spu', next), platform: 2 }), token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().resFormatMsg).toBe(`监控数量已达上限（${MONITOR_LIMIT} 个），请先移除不再关注的对象`);
    expect((await client.data<Count>(`${base}/count`, {}, token)).used).toBe(MONITOR_LIMIT);
    // one removed, one fits again
    const [someId] = await listOf(token);
    expect((await client.send('DELETE', `${base}/delete`, undefined, { id: someId as number }, token)).statusCode).toBe(
      200,
    );
    expect(
      (await add(makeMonitor({ menuKey: 'spu', entityId: toId('spu', next), platform: 2 }), token)).statusCode,
    ).toBe(200);
  });

  it('says clearly that a monitor removed elsewhere is gone', async () => {
    const token = await client.login('analyst');
    const created = await add(makeMonitor({ menuKey: 'category', entityId: 2 }), token);
    const id = created.json().data.id as number;
    // two tabs: both remove the same row
    expect((await client.send('DELETE', `${base}/delete`, undefined, { id }, token)).statusCode).toBe(200);
    const second = await client.send('DELETE', `${base}/delete`, undefined, { id }, token);
    expect(second.statusCode).toBe(404);
    expect(second.json()).toMatchObject({
      field: 'querystring.id',
      resFormatMsg: `编号为 ${id} 的监控已不在您的列表中（可能已在别处移除）`,
    });
    expect((await client.send('DELETE', `${base}/delete`, undefined, { id: 'x' }, token)).statusCode).toBe(400);
  });
});

describe('monitor overview', () => {
  it("lists the caller's monitors on the platform with the entity's figures, ranked", async () => {
    const token = await client.login('trial');
    const period: Query = { startDate: '2026-05', endDate: '2026-07' };
    const brands = await client.data<Page<Row>>('/api/category/brandRank', { ...period, perPage: 3 }, token);
    for (const row of brands.result.data)
      expect((await add(makeMonitor({ entityId: row.brandId as number }), token)).statusCode).toBe(200);
    expect((await add(makeMonitor({ menuKey: 'category', entityId: 2 }), token)).statusCode).toBe(200);

    const table = await client.data<Page<Row>>(`${base}/overViewTable`, period, token);
    expectShape(contract.monitor.overViewTable.response, table);
    expect(table.meta.total).toBe(4);
    const gmvs = table.result.data.map((row) => Number(row.gmv));
    expect(gmvs).toEqual([...gmvs].sort((a, b) => b - a));
    for (const brand of brands.result.data) {
      const row = table.result.data.find((r) => r.menuKey === 'brand' && r.entityId === brand.brandId);
      expect(row).toMatchObject({
        name: brand.brandName,
        gmv: brand.gmv,
        units: brand.units,
        share: brand.share,
        mom: brand.mom,
        yoy: brand.yoy,
      });
    }
    const keys = table.result.columns.map((c) => c.key);
    expect(keys).toEqual(expect.arrayContaining(['rank', 'name', 'gmv', 'mom', 'yoy', 'rankChange', 'share']));
    // the rank among the monitors, and its change against the previous period of the same length
    expect(table.result.data.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    const before = await client.data<Page<Row>>(
      `${base}/overViewTable`,
      { startDate: '2026-02', endDate: '2026-04', perPage: 10 },
      token,
    );
    for (const row of table.result.data) {
      const earlier = before.result.data.find((r) => r.id === row.id) as Row;
      expect(row.rankChange, String(row.name)).toBe((earlier.rank as number) - (row.rank as number));
    }
    const onlyBrands = await client.data<Page<Row>>(`${base}/overViewTable`, { ...period, menuKey: 'brand' }, token);
    expect(onlyBrands.meta.total).toBe(3);
    const named = await client.data<Page<Row>>(
      `${base}/overViewTable`,
      { ...period, keyword: String(brands.result.data[1]?.brandName) },
      token,
    );
    expect(named.result.data.map((r) => r.entityId)).toEqual([brands.result.data[1]?.brandId]);
    const sorted = await client.data<Page<Row>>(
      `${base}/overViewTable`,
      { ...period, contentSort: 'units', orderBy: 'asc' },
      token,
    );
    const units = sorted.result.data.map((r) => Number(r.units));
    expect(units).toEqual([...units].sort((a, b) => a - b));
    const otherPlatform = await client.data<Page<Row>>(`${base}/overViewTable`, { ...period, platform: 2 }, token);
    expect(otherPlatform.meta.total).toBe(0);
  });
});

describe('entity search', () => {
  it('finds by name, by pinyin and by id, best matches first', async () => {
    const d = dataset();
    const brand = d.brands.names.findIndex(
      (name, b) => /^[\u4e00-\u9fff]{2,}$/.test(name) && d.brands.search[b]?.full.length,
    );
    const name = d.brands.names[brand] as string;
    const byName = await client.data<Hit[]>(`${base}/search`, { keyword: name, menuKey: 'brand' });
    expectShape(contract.monitor.search.response, byName);
    expect(byName[0]).toMatchObject({ menuKey: 'brand', name });
    const byPinyin = await client.data<Hit[]>(`${base}/search`, {
      keyword: d.brands.search[brand]?.full as string,
      menuKey: 'brand',
    });
    expect(byPinyin.map((h) => h.name)).toContain(name);
    const byInitials = await client.data<Hit[]>(`${base}/search`, {
      keyword: d.brands.search[brand]?.initials as string,
      menuKey: 'brand',
      limit: 50,
    });
    expect(byInitials.length).toBeGreaterThan(0);

    const category = await client.data<Hit[]>(`${base}/search`, { keyword: '连衣裙' });
    expect(category[0]).toMatchObject({ menuKey: 'category', name: '连衣裙', detail: '女装 › 裙装' });
    const byPinyinCategory = await client.data<Hit[]>(`${base}/search`, { keyword: 'lianyiqun', menuKey: 'category' });
    expect(byPinyinCategory.map((h) => h.name)).toContain('连衣裙');

    const spuId = toId('spu', d.products.platformStart[2] + 5);
    const byId = await client.data<Hit[]>(`${base}/search`, { keyword: String(spuId), platform: 2 });
    expect(byId[0]).toMatchObject({ menuKey: 'spu', entityId: spuId });
    const products = await client.data<Hit[]>(`${base}/search`, { keyword: '连衣裙', menuKey: 'spu', limit: 5 });
    expect(products).toHaveLength(5);
    expect(products.every((h) => h.name.includes('连衣裙'))).toBe(true);
  });

  it('searches anchors on Douyin only, marks monitored hits, and validates input', async () => {
    const d = dataset();
    const anchor = d.anchors.names[10] as string;
    expect(
      (await client.data<Hit[]>(`${base}/search`, { keyword: anchor, platform: 4, menuKey: 'anchor' }))[0]?.name,
    ).toBe(anchor);
    expect(await client.data<Hit[]>(`${base}/search`, { keyword: anchor, platform: 1, menuKey: 'anchor' })).toEqual([]);

    const analyst = client.token;
    await add(makeMonitor({ menuKey: 'category', entityId: 102 }), analyst);
    const hits = await client.data<Hit[]>(`${base}/search`, { keyword: '裙装', menuKey: 'category' }, analyst);
    expect(hits.find((h) => h.entityId === 102)?.monitored).toBe(true);

    expect((await client.get(`${base}/search`, { keyword: '' })).statusCode).toBe(400);
    expect((await client.get(`${base}/search`, { keyword: 'x', limit: 51 })).statusCode).toBe(400);
    expect((await client.get(`${base}/search`)).statusCode).toBe(400);
  });
});
