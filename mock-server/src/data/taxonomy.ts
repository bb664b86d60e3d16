import { PLATFORMS, type PlatformId } from '@aisle/contract';
import type { TaxonomyNode } from './fixtures.ts';
import { makeRandom } from './prng.ts';

/**
 * The category taxonomy, flattened in pre-order: a node's subtree is the index range [i, end[i]). Products are
 * stored sorted by platform and then by their leaf's pre-order index, so every subtree of every platform is one
 * contiguous range of products.
 */
export interface Taxonomy {
  count: number;
  ids: Int32Array;
  names: readonly string[];
  namesEn: readonly string[];
  /** 1 top-level ... 4 finest */
  levels: Uint8Array;
  /** parent node index, -1 for top-level nodes */
  parent: Int32Array;
  /** end (exclusive) of the node's subtree in pre-order */
  end: Int32Array;
  children: readonly (readonly number[])[];
  /** index of the top-level / level-2 ancestor (a node is its own ancestor at its level) */
  l1Of: Int32Array;
  l2Of: Int32Array;
  leaves: readonly number[];
  roots: readonly number[];
  indexById: ReadonlyMap<number, number>;
}

export const flattenTaxonomy = (categories: readonly TaxonomyNode[]): Taxonomy => {
  const ids: number[] = [];
  const names: string[] = [];
  const namesEn: string[] = [];
  const levels: number[] = [];
  const parent: number[] = [];
  const end: number[] = [];
  const children: number[][] = [];
  const l1Of: number[] = [];
  const l2Of: number[] = [];
  const leaves: number[] = [];
  const roots: number[] = [];

  const visit = (node: TaxonomyNode, level: number, parentIndex: number) => {
    const index = ids.length;
    ids.push(node.id);
    names.push(node.name);
    namesEn.push(node.nameEn);
    levels.push(level);
    parent.push(parentIndex);
    end.push(index + 1);
    children.push([]);
    l1Of.push(level === 1 ? index : (l1Of[parentIndex] as number));
    l2Of.push(level === 1 ? -1 : level === 2 ? index : (l2Of[parentIndex] as number));
    if (parentIndex >= 0) (children[parentIndex] as number[]).push(index);
    else roots.push(index);
    if (!node.children || node.children.length === 0) {
      if (level !== 4) throw new Error(`taxonomy: leaf ${node.id} is at level ${level}, expected 4`);
      leaves.push(index);
    } else {
      for (const child of node.children) visit(child, level + 1, index);
    }
    end[index] = ids.length;
  };
  for (const category of categories) visit(category, 1, -1);

  const indexById = new Map(ids.map((id, index) => [id, index]));
  if (indexById.size !== ids.length) throw new Error('taxonomy: duplicate category ids');
  return {
    count: ids.length,
    ids: Int32Array.from(ids),
    names,
    namesEn,
    levels: Uint8Array.from(levels),
    parent: Int32Array.from(parent),
    end: Int32Array.from(end),
    children,
    l1Of: Int32Array.from(l1Of),
    l2Of: Int32Array.from(l2Of),
    leaves,
    roots,
    indexById,
  };
};

/** How much of the taxonomy each platform carries: JD a little less than Taobao, Douyin less still. */
const COVERAGE: Readonly<Record<PlatformId, { droppedRoots: number; dropLevel3: number; dropLeaf: number }>> = {
  1: { droppedRoots: 0, dropLevel3: 0, dropLeaf: 0.02 },
  2: { droppedRoots: 0, dropLevel3: 0.05, dropLeaf: 0.07 },
  4: { droppedRoots: 1, dropLevel3: 0.1, dropLeaf: 0.1 },
};

/** `present[node]` is 1 when the platform's tree has the node (a node is present when one of its leaves is). */
export type PlatformPresence = Readonly<Record<PlatformId, Uint8Array>>;

export const platformPresence = (taxonomy: Taxonomy, seed: number): PlatformPresence => {
  const result = {} as Record<PlatformId, Uint8Array>;
  for (const platform of PLATFORMS) {
    const random = makeRandom(seed, `category-tree:${platform}`);
    const coverage = COVERAGE[platform];
    const present = new Uint8Array(taxonomy.count);
    const droppedRoots = new Set(random.shuffle([...taxonomy.roots]).slice(0, coverage.droppedRoots));
    for (const root of taxonomy.roots) {
      if (droppedRoots.has(root)) continue;
      for (let node = root; node < (taxonomy.end[root] as number); node += 1) {
        if (taxonomy.levels[node] !== 3) continue;
        if (random.chance(coverage.dropLevel3)) continue;
        const leaves = taxonomy.children[node] as readonly number[];
        // a kept level-3 category keeps at least one leaf
        const kept = leaves.filter(() => !random.chance(coverage.dropLeaf));
        for (const leaf of kept.length > 0 ? kept : leaves.slice(0, 1)) present[leaf] = 1;
      }
    }
    // ancestors of present leaves, bottom-up (children come after their parent in pre-order)
    for (let node = taxonomy.count - 1; node >= 0; node -= 1) {
      const up = taxonomy.parent[node] as number;
      if (present[node] && up >= 0) present[up] = 1;
    }
    result[platform] = present;
  }
  return result;
};
