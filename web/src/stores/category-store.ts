import { proxy, ref } from 'valtio';
import type { PlatformId, TreeNodeValue } from '@aisle/contract';
import { api, isCancelled } from '../api/client.ts';
import type { DictItem } from '../api/types.ts';
import {
  ALL_CATEGORIES_KEY,
  collectParentKeys,
  findNode,
  mapTree,
  pickSelectedKey,
  type CategoryNode,
} from '../lib/category-tree.ts';
import { treeCacheId, type TreeKind } from '../lib/db-keys.ts';

/**
 * Category info of the current platform (SPEC section 3): the tree (id->key, name->title), the keys of nodes
 * with children, the selected key and its name, the months with data, the shop types, and the finest-category
 * check. The report URL is the source of the selection; the shell mirrors it here through `selectCategory`.
 */
export interface CategoryState {
  platform: PlatformId | null;
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
  /** "All categories" (key 0) first, then the platform's tree. */
  tree: CategoryNode[];
  treeKeys: number[];
  selectedKey: number | null;
  categoryName: string;
  categoryNameEn: string;
  dateList: string[];
  shopTypeList: DictItem[];
  finest: { categoryId: number; isFinest: boolean; categoryName: string } | null;
}

export const ALL_CATEGORIES_NODE: CategoryNode = {
  key: ALL_CATEGORIES_KEY,
  title: '全部品类',
  titleEn: 'All categories',
  level: 0,
};

const initialState = (): CategoryState => ({
  platform: null,
  status: 'idle',
  tree: [],
  treeKeys: [],
  selectedKey: null,
  categoryName: '',
  categoryNameEn: '',
  dateList: [],
  shopTypeList: [],
  finest: null,
});

export const categoryState = proxy<CategoryState>(initialState());

/**
 * The months with data of a platform, asked once and shared: the category info and the tree cache's version both
 * read it, and two identical requests at once would cancel each other (SPEC section 4).
 */
const dateLists = new Map<PlatformId, Promise<string[]>>();
export const fetchDateList = (platform: PlatformId): Promise<string[]> => {
  let dates = dateLists.get(platform);
  if (!dates) {
    dates = api.common.dateList({ platform });
    dateLists.set(platform, dates);
    dates.catch(() => dateLists.delete(platform));
  }
  return dates;
};

/** The data's version: its newest month. The dataset moves on by months, and the taxonomy with it. */
export const dataVersion = (dateList: readonly string[]): string => [...dateList].sort().at(-1) ?? '';

/**
 * The tree of a platform, from IndexedDB when cached there for the data's current version: an empty, missing,
 * unreadable or older cache is filled from the server's answer. IndexedDB may be unavailable (private windows):
 * then the server alone. Only a cache hit waits for the version (the date list, asked at the same time).
 */
export const readCategoryTree = async (
  platform: PlatformId,
  kind: TreeKind = 'categoryList',
  version: Promise<string> = fetchDateList(platform).then(dataVersion),
) => {
  // read below only on some paths: a failed date list is then nobody's error
  version.catch(() => undefined);
  const id = treeCacheId(platform, kind);
  // Dexie loads on first use, not with the app: it is a fifth of the entry chunk otherwise
  const db = await openDatabase();
  const cached = await db?.categoryList.get(id).catch(() => undefined);
  if (cached && Array.isArray(cached.value) && cached.value.length > 0) {
    // a version that cannot be read: the cache is used rather than nothing
    const current = await version.catch(() => cached.version);
    if (cached.version === current) return cached.value;
  }
  // the tree schema is written out per level, so its static type is loose: TreeNodeValue is its shape
  const fresh = (
    kind === 'categoryList'
      ? await api.common.categoryTree({ platform })
      : await api.common.attrCategoryTree({ platform })
  ) as TreeNodeValue[];
  if (fresh.length > 0) {
    const stamp = await version.catch(() => undefined);
    await db?.categoryList
      .put({ id, name: kind, value: fresh, ...(stamp ? { version: stamp } : {}) })
      .catch(() => undefined);
  }
  return fresh;
};

const openDatabase = () =>
  import('../lib/db.ts').then(
    (module) => module.db,
    () => null,
  );

let loading: { platform: PlatformId; promise: Promise<void> } | null = null;

const load = async (platform: PlatformId) => {
  Object.assign(categoryState, { ...initialState(), platform, status: 'pending' });
  try {
    const dates = fetchDateList(platform);
    const [raw, dateList, shopTypeList] = await Promise.all([
      readCategoryTree(platform, 'categoryList', dates.then(dataVersion)),
      dates,
      api.common.shopType({ platform }),
    ]);
    if (categoryState.platform !== platform) return;
    const tree = [ALL_CATEGORIES_NODE, ...mapTree(raw)];
    Object.assign(categoryState, {
      status: 'fulfilled',
      // stored as is, not turned into thousands of proxies: the tree is replaced whole, never edited in place,
      // and proxying it took ~250 ms of the main thread right when a cold load's first rows arrive
      tree: ref(tree),
      treeKeys: ref(collectParentKeys(tree)),
      dateList,
      shopTypeList,
    });
    selectCategory(categoryState.selectedKey);
  } catch (error) {
    if (categoryState.platform !== platform) return;
    categoryState.status = isCancelled(error) ? 'idle' : 'rejected';
    loading = null;
  }
};

/** Loads the platform's category info once; switching platform loads the other one. */
export const loadCategoryInfo = (platform: PlatformId): Promise<void> => {
  if (loading?.platform !== platform) loading = { platform, promise: load(platform) };
  return loading.promise;
};

export const reloadCategoryInfo = (platform: PlatformId) => {
  loading = null;
  dateLists.delete(platform);
  return loadCategoryInfo(platform);
};

/** Selects a category; one that is not in the tree falls back to the first node. Returns the key chosen. */
export const selectCategory = (key: number | null): number | null => {
  const chosen = pickSelectedKey(categoryState.tree, key);
  const node = chosen === null ? null : findNode(categoryState.tree, chosen);
  categoryState.selectedKey = chosen;
  categoryState.categoryName = node?.title ?? '';
  categoryState.categoryNameEn = node?.titleEn ?? '';
  return chosen;
};

/** Whether a category is a leaf (attribute analysis needs one); "all categories" never is. */
export const checkFinest = async (platform: PlatformId, categoryId: number) => {
  if (categoryId === ALL_CATEGORIES_KEY) {
    categoryState.finest = { categoryId, isFinest: false, categoryName: ALL_CATEGORIES_NODE.title };
    return categoryState.finest;
  }
  const result = await api.common.checkIsFinest({ platform, categoryId });
  categoryState.finest = { categoryId, ...result };
  return categoryState.finest;
};

export const resetCategoryInfo = () => {
  loading = null;
  dateLists.clear();
  Object.assign(categoryState, initialState());
};
