import type { PlatformId } from '@aisle/contract';
import { proxy } from 'valtio';
import { isCancelled } from '../../api/client.ts';
import { flattenTree, mapTree, type CategoryNode } from '../../lib/category-tree.ts';
import { readCategoryTree } from '../../stores/category-store.ts';

/**
 * The attribute-analysis category tree of a platform (`/api/common/attrCategoryTree`), cached in IndexedDB
 * `myDatabase` under `${platformId}attr-categoryList` by the same reader as the market tree: an empty cache is
 * filled from the answer, a filled one is used as it is.
 */
export const attributeTree = proxy({
  platform: null as PlatformId | null,
  status: 'idle' as 'idle' | 'pending' | 'fulfilled' | 'rejected',
  tree: [] as CategoryNode[],
});

let loading: { platform: PlatformId; promise: Promise<void> } | null = null;

export const loadAttributeTree = (platform: PlatformId, force = false): Promise<void> => {
  if (!force && loading?.platform === platform) return loading.promise;
  const promise = (async () => {
    Object.assign(attributeTree, { platform, status: 'pending', tree: [] });
    try {
      const raw = await readCategoryTree(platform, 'attr-categoryList');
      if (attributeTree.platform !== platform) return;
      Object.assign(attributeTree, { status: 'fulfilled', tree: mapTree(raw) });
    } catch (error) {
      if (attributeTree.platform !== platform) return;
      attributeTree.status = isCancelled(error) ? 'idle' : 'rejected';
      loading = null;
    }
  })();
  loading = { platform, promise };
  return promise;
};

/** The finest categories under a node (itself when it is one), in tree order. */
export const leavesUnder = (node: CategoryNode): CategoryNode[] =>
  node.children ? flattenTree(node.children).flatMap(({ node: child }) => (child.children ? [] : [child])) : [node];
