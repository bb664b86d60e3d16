import type { PlatformId } from '@aisle/contract';
import type { DatasetCore } from '../core.ts';
import { categoryRange } from '../products.ts';

/**
 * Which products a query reads beyond the market filters: every product (no scope), or a sorted list of
 * product indices (a brand's, a shop's, an anchor's, a keyword's...), optionally with per-mille weights (an
 * anchor is credited with a share of each product's sales). `node` restricts to a category subtree (a
 * monitored category). `key` identifies the scope in cache keys.
 */
export interface Scope {
  key: string;
  items?: Uint32Array;
  weights?: Uint16Array;
  node?: number;
}

export const NO_SCOPE: Scope = { key: '-' };

/**
 * The products to iterate: positions k in [from, to); product = items ? items[k] : k; weight = weights ?
 * weights[k] : 1000 (per mille).
 */
export interface Selection {
  from: number;
  to: number;
  items: Uint32Array | null;
  weights: Uint16Array | null;
}

export const EMPTY_SELECTION: Selection = { from: 0, to: 0, items: null, weights: null };

/** First position in a sorted list whose value is >= target. */
export const lowerBound = (list: Uint32Array, target: number, from = 0, to = list.length) => {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * Intersects two category subtrees (pre-order ranges are nested or disjoint): the inner one, or null when
 * they do not overlap. -1 is the whole tree.
 */
export const intersectNodes = (dataset: DatasetCore, a: number, b: number): number | null => {
  if (a < 0) return b;
  if (b < 0) return a;
  const { end } = dataset.taxonomy;
  if (b >= a && b < (end[a] as number)) return b;
  if (a >= b && a < (end[b] as number)) return a;
  return null;
};

export const select = (
  dataset: DatasetCore,
  platform: PlatformId,
  node: number,
  scope: Scope = NO_SCOPE,
): Selection => {
  let effective: number | null = node;
  if (scope.node !== undefined) effective = intersectNodes(dataset, node, scope.node);
  if (effective === null) return EMPTY_SELECTION;
  const [lo, hi] = categoryRange(dataset.products, dataset.taxonomy, platform, effective);
  if (!scope.items) return { from: lo, to: hi, items: null, weights: null };
  return {
    from: lowerBound(scope.items, lo),
    to: lowerBound(scope.items, hi),
    items: scope.items,
    weights: scope.weights ?? null,
  };
};
