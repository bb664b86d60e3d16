import { describe, expect, it } from 'vitest';
import { DICT_TYPES, contract, type TreeNodeValue } from '@aisle/contract';
import { expectShape, useMarketClient } from '../data/query/test-kit.ts';

const client = useMarketClient();

const base = '/api/common';
const walk = (nodes: TreeNodeValue[], visit: (node: TreeNodeValue, depth: number) => void, depth = 1) => {
  for (const node of nodes) {
    visit(node, depth);
    if (node.children) walk(node.children, visit, depth + 1);
  }
};
const countNodes = (nodes: TreeNodeValue[]) => {
  let count = 0;
  walk(nodes, () => (count += 1));
  return count;
};

describe('category trees', () => {
  it('gives each platform its own four-level tree; leaves have no children key', async () => {
    const sizes: number[] = [];
    for (const platform of [1, 2, 4]) {
      const tree = await client.data<TreeNodeValue[]>(`${base}/categoryTree`, { platform });
      expectShape(contract.common.categoryTree.response, tree);
      walk(tree, (node, depth) => {
        expect(node.level).toBe(depth);
        if (node.level === 4) expect('children' in node).toBe(false);
        else expect(node.children?.length).toBeGreaterThan(0);
      });
      sizes.push(countNodes(tree));
    }
    expect(sizes[0]).toBeGreaterThan(1_500);
    expect(sizes[2]).toBeLessThan(sizes[0] as number);
    const attributes = await client.data<TreeNodeValue[]>(`${base}/attrCategoryTree`, { platform: 2 });
    expectShape(contract.common.attrCategoryTree.response, attributes);
    expect(countNodes(attributes)).toBe(sizes[1]);
  });

  it('lists top-level categories per platform, consistent with the tree', async () => {
    const tree = await client.data<TreeNodeValue[]>(`${base}/categoryTree`, { platform: 4 });
    const top = await client.data<{ id: number }[]>(`${base}/oneCategoryList`, { platform: 4 });
    expect(top.map((c) => c.id)).toEqual(tree.map((node) => node.id));
    const all = await client.data<{ platform: number; categories: { id: number }[] }[]>(`${base}/platformCategoryList`);
    expectShape(contract.common.platformCategoryList.response, all);
    expect(all.map((p) => p.platform)).toEqual([1, 2, 4]);
    expect(all[2]?.categories.map((c) => c.id)).toEqual(top.map((c) => c.id));
  });

  it('answers finest checks and names with the path, 404 for an unknown category', async () => {
    const leaf = await client.data<{ isFinest: boolean; categoryName: string }>(`${base}/checkIsFinest`, {
      categoryId: 1020101,
    });
    expect(leaf).toEqual({ isFinest: true, categoryName: '碎花连衣裙' });
    const branch = await client.data<{ isFinest: boolean }>(`${base}/checkIsFinest`, { categoryId: 102 });
    expect(branch.isFinest).toBe(false);
    const named = await client.data<{ path: { id: number }[]; categoryNameEn: string }>(`${base}/getCategoryName`, {
      categoryId: 1020101,
    });
    expect(named.path.map((p) => p.id)).toEqual([1, 102, 10201, 1020101]);
    expect(named.categoryNameEn).toBe('Floral dresses');
    const missing = await client.get(`${base}/getCategoryName`, { categoryId: 77 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      field: 'querystring.categoryId',
      resFormatMsg: expect.stringMatching(/上没有编号为 77 的类目$/),
    });
    expect((await client.get(`${base}/checkIsFinest`)).statusCode).toBe(400);
  });
});

describe('dictionaries and dates', () => {
  it('lists 24 months ending with the last complete month', async () => {
    const months = await client.data<string[]>(`${base}/dateList`, { platform: 2 });
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2024-11');
    expect(months.at(-1)).toBe('2026-10');
  });

  it('lists shop types with type 6 disabled and explained', async () => {
    const types = await client.data<{ value: number; disabled?: boolean; tooltip?: string }[]>(`${base}/shopType`);
    expectShape(contract.common.shopType.response, types);
    expect(types.map((t) => t.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(types.filter((t) => t.disabled).map((t) => t.value)).toEqual([6]);
    expect(types[5]?.tooltip).toContain('开发中');
  });

  it('gives every dictionary, or the ones asked for', async () => {
    const all = await client.data<Record<string, unknown[]>>(`${base}/dictList`);
    expectShape(contract.common.dictList.response, all);
    expect(Object.keys(all).sort()).toEqual([...DICT_TYPES].sort());
    const some = await client.data<Record<string, unknown[]>>(`${base}/dictList`, {
      dictType: ['package_type', 'platform_type'],
    });
    expect(Object.keys(some)).toEqual(['package_type', 'platform_type']);
    expect((await client.get(`${base}/dictList`, { dictType: 'colour' })).statusCode).toBe(400);
  });
});

describe("the user's configuration", () => {
  it('lists the platforms with permission, locking those outside the account', async () => {
    const analyst = await client.data<{ id: number; permission: number }[]>(`${base}/platformList`);
    expectShape(contract.common.platformList.response, analyst);
    expect(analyst.map((p) => [p.id, p.permission])).toEqual([
      [1, 1],
      [2, 1],
      [4, 1],
    ]);
    const trial = await client.login('trial');
    const locked = await client.data<{ id: number; permission: number; reason?: string }[]>(
      `${base}/platformList`,
      {},
      trial,
    );
    expect(locked.find((p) => p.id === 4)).toMatchObject({ permission: 0, reason: expect.stringContaining('试用') });
    expect(locked.find((p) => p.id === 1)?.permission).toBe(1);
  });

  it("answers userConfig and checkManager from the caller's account", async () => {
    const config = await client.data<{
      downloadPermission: boolean;
      trial: boolean;
      userInfo: { account: string; teamName: string };
    }>(`${base}/userConfig`);
    expectShape(contract.common.userConfig.response, config);
    expect(config.downloadPermission).toBe(true);
    expect(config.trial).toBe(false);
    expect(config.userInfo.account).toBe('analyst');
    expect(config.userInfo.teamName.length).toBeGreaterThan(0);
    expect(await client.data<boolean>(`${base}/checkManager`)).toBe(false);
    const admin = await client.login('admin');
    expect(await client.data<boolean>(`${base}/checkManager`, {}, admin)).toBe(true);
    const trial = await client.login('trial');
    const trialConfig = await client.data<{ trial: boolean; expireAt: string; downloadPermission: boolean }>(
      `${base}/userConfig`,
      {},
      trial,
    );
    expect(trialConfig).toMatchObject({ trial: true, expireAt: '2026-11-22', downloadPermission: false });
  });
});

describe('actions', () => {
  it('records an action with a new id and time, refusing unknown fields', async () => {
    const first = await client.send('POST', `${base}/action`, { type: 'palette.open', target: 'brand rank' });
    const second = await client.send('POST', `${base}/action`, {
      type: 'page.visit',
      page: '/brand/rank',
      durationMs: 1200,
    });
    expect(first.statusCode).toBe(200);
    expectShape(contract.common.action.response, first.json().data);
    expect(second.json().data.id).toBeGreaterThan(first.json().data.id);
    const bad = await client.send('POST', `${base}/action`, { type: 'x', colour: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'body.colour', resFormatMsg: '不认识的字段：colour' });
    expect((await client.send('POST', `${base}/action`, { type: '' })).statusCode).toBe(400);
  });
});
