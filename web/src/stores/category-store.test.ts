import { getVersion } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TreeNodeValue } from '@aisle/contract';
import { db, treeCacheId } from '../lib/db.ts';

const { api } = vi.hoisted(() => ({
  api: {
    common: {
      categoryTree: vi.fn(),
      attrCategoryTree: vi.fn(),
      dateList: vi.fn(),
      shopType: vi.fn(),
      checkIsFinest: vi.fn(),
    },
  },
}));
vi.mock('../api/client.ts', () => ({ api, isCancelled: () => false }));

const { categoryState, checkFinest, loadCategoryInfo, readCategoryTree, resetCategoryInfo, selectCategory } =
  await import('./category-store.ts');

const makeNode = (overrides: Partial<TreeNodeValue> = {}): TreeNodeValue => ({
  id: 1,
  name: '女装',
  nameEn: "Women's Clothing",
  level: 1,
  ...overrides,
});

const serverTree = () => [
  makeNode({ id: 1, children: [makeNode({ id: 11, name: '上装', nameEn: 'Tops', level: 2 })] }),
  makeNode({ id: 2, name: '男装', nameEn: "Men's Clothing" }),
];

beforeEach(() => {
  api.common.categoryTree.mockResolvedValue(serverTree());
  api.common.attrCategoryTree.mockResolvedValue([makeNode({ id: 5 })]);
  api.common.dateList.mockResolvedValue(['2026-09', '2026-10']);
  api.common.shopType.mockResolvedValue([{ value: 1, label: '天猫旗舰店', labelEn: 'Flagship' }]);
});

afterEach(async () => {
  vi.clearAllMocks();
  resetCategoryInfo();
  await db.categoryList.clear();
});

describe('the tree cache', () => {
  it('fills an empty cache from the response, under the platform key', async () => {
    await readCategoryTree(2);
    const cached = await db.categoryList.get(treeCacheId(2, 'categoryList'));
    expect(cached?.id).toBe('2categoryList');
    expect(cached?.value.map((n) => n.id)).toEqual([1, 2]);
  });

  it('reads a cache of the same data version without asking the server', async () => {
    await db.categoryList.put({
      id: '1categoryList',
      name: 'categoryList',
      value: [makeNode({ id: 77 })],
      version: '2026-10',
    });
    const tree = await readCategoryTree(1);
    expect(tree.map((n) => n.id)).toEqual([77]);
    expect(api.common.categoryTree).not.toHaveBeenCalled();
  });

  it.each([
    ['a newer month of data', '2026-09'],
    ['no version (cached before versions were kept)', undefined],
  ])('fetches the tree again when the cache was made for %s, and stamps it', async (_, version) => {
    await db.categoryList.put({
      id: '1categoryList',
      name: 'categoryList',
      value: [makeNode({ id: 77 })],
      ...(version ? { version } : {}),
    });
    const tree = await readCategoryTree(1);
    expect(tree.map((n) => n.id)).toEqual([1, 2]);
    expect(api.common.categoryTree).toHaveBeenCalledTimes(1);
    expect(await db.categoryList.get('1categoryList')).toMatchObject({ version: '2026-10' });
    // the same version again: from the cache
    await readCategoryTree(1);
    expect(api.common.categoryTree).toHaveBeenCalledTimes(1);
  });

  it('loads the category info with one date-list request, the tree versioned by it', async () => {
    await loadCategoryInfo(4);
    expect(api.common.dateList).toHaveBeenCalledTimes(1);
    expect(await db.categoryList.get('4categoryList')).toMatchObject({ version: '2026-10' });
  });

  it('uses the attribute tree cache by the same version', async () => {
    await db.categoryList.put({
      id: '4attr-categoryList',
      name: 'attr-categoryList',
      value: [makeNode({ id: 9 })],
      version: '2026-08',
    });
    expect((await readCategoryTree(4, 'attr-categoryList')).map((n) => n.id)).toEqual([5]);
    expect(api.common.attrCategoryTree).toHaveBeenCalledTimes(1);
  });

  it('refills a cache that holds an empty tree', async () => {
    await db.categoryList.put({ id: '1categoryList', name: 'categoryList', value: [] });
    await readCategoryTree(1);
    expect(api.common.categoryTree).toHaveBeenCalledTimes(1);
    expect((await db.categoryList.get('1categoryList'))?.value).toHaveLength(2);
  });

  it('keeps the attribute tree under its own key', async () => {
    await readCategoryTree(4, 'attr-categoryList');
    expect(api.common.attrCategoryTree).toHaveBeenCalledWith({ platform: 4 });
    expect(await db.categoryList.get('4attr-categoryList')).toBeTruthy();
    expect(await db.categoryList.get('4categoryList')).toBeUndefined();
  });

  it('does not cache an empty answer', async () => {
    api.common.categoryTree.mockResolvedValue([]);
    await readCategoryTree(1);
    expect(await db.categoryList.get('1categoryList')).toBeUndefined();
  });
});

describe('category info', () => {
  it('maps the tree behind "all categories" and collects parent keys, dates and shop types', async () => {
    await loadCategoryInfo(1);
    expect(categoryState.status).toBe('fulfilled');
    expect(categoryState.tree.map((n) => n.key)).toEqual([0, 1, 2]);
    expect(categoryState.tree[1]).toMatchObject({ key: 1, title: '女装' });
    expect(categoryState.treeKeys).toEqual([1]);
    expect(categoryState.dateList).toEqual(['2026-09', '2026-10']);
    expect(categoryState.shopTypeList).toHaveLength(1);
  });

  it('keeps the tree as plain objects, not thousands of proxies (replaced whole, never edited in place)', async () => {
    await loadCategoryInfo(1);
    expect(getVersion(categoryState.tree)).toBeUndefined();
    expect(getVersion(categoryState.tree[1])).toBeUndefined();
    expect(getVersion(categoryState.treeKeys)).toBeUndefined();
    // the store itself stays reactive: replacing the tree is a change
    expect(getVersion(categoryState)).toBeGreaterThan(0);
  });

  it('loads a platform once', async () => {
    await Promise.all([loadCategoryInfo(1), loadCategoryInfo(1)]);
    await loadCategoryInfo(1);
    expect(api.common.dateList).toHaveBeenCalledTimes(1);
  });

  it('selects a key in the tree and falls back to the first node otherwise', async () => {
    await loadCategoryInfo(1);
    expect(selectCategory(11)).toBe(11);
    expect(categoryState.categoryName).toBe('上装');
    expect(selectCategory(999)).toBe(0);
    expect(categoryState).toMatchObject({ selectedKey: 0, categoryName: '全部品类' });
  });

  it('marks a failed load as rejected', async () => {
    api.common.dateList.mockRejectedValue(new Error('error'));
    await loadCategoryInfo(2);
    expect(categoryState.status).toBe('rejected');
  });

  it('checks whether a category is the finest', async () => {
    api.common.checkIsFinest.mockResolvedValue({ isFinest: true, categoryName: '短袖T恤' });
    await checkFinest(1, 1111);
    expect(categoryState.finest).toEqual({ categoryId: 1111, isFinest: true, categoryName: '短袖T恤' });
    await checkFinest(1, 0);
    expect(categoryState.finest?.isFinest).toBe(false);
    expect(api.common.checkIsFinest).toHaveBeenCalledTimes(1);
  });
});
