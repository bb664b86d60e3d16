import type { DatasetCore } from '../core.ts';
import { STRIDE } from '../facts.ts';
import type { Period } from './params.ts';
import { emptySums, rankGroups, type GroupStats } from './rank-groups.ts';
import type { Selection } from './selection.ts';
import { monthBounds, periodSum } from './sums.ts';

export type { GroupStats } from './rank-groups.ts';

/**
 * How products fall into the rows of a table: group = remap ? remap[key[i]] : key[i] (key null: the product
 * itself); a negative group leaves the product out of the rows, though it still counts in the totals (the
 * denominator of `share`). `include` filters products out of the rows the same way.
 */
export interface GroupSpec {
  key: ArrayLike<number> | null;
  remap?: Int32Array;
  groups: number;
  include?: (product: number) => boolean;
  brands?: boolean;
  shops?: boolean;
}

/** Aggregates the selection's products into groups over the period and ranks them. */
export const aggregate = (
  dataset: DatasetCore,
  selection: Selection,
  period: Period,
  shopMask: number,
  spec: GroupSpec,
): GroupStats => {
  const { cumGmv, cumUnits } = dataset.facts;
  const { shopType } = dataset.products;
  const { from, to, items, weights } = selection;
  const { key, remap, include } = spec;
  const { s, e, ps, pe, ys, ye } = monthBounds(period);
  const prevAvailable = ps >= 0;
  const yoyAvailable = ys >= 0;

  // one row per product (key null): rows are positions in the selection, not product indices, so a small
  // category does not allocate arrays for every product
  const identity = key === null;
  const groups = identity ? to - from : spec.groups;
  const sums = emptySums(groups);
  const { gmv, units, prevGmv, yoyGmv, spuCount } = sums;
  let totalGmv = 0;
  let totalUnits = 0;

  for (let k = from; k < to; k += 1) {
    const i = items ? (items[k] as number) : k;
    if (((1 << (shopType[i] as number)) & shopMask) === 0) continue;
    const w = weights ? (weights[k] as number) : 1000;
    const base = i * STRIDE;
    const u = periodSum(cumUnits, base, s, e, w);
    const g = periodSum(cumGmv, base, s, e, w);
    totalGmv += g;
    totalUnits += u;
    const raw = key ? (key[i] as number) : k - from;
    const group = remap ? (remap[raw] as number) : raw;
    if (group < 0 || (include && !include(i))) continue;
    gmv[group] = (gmv[group] as number) + g;
    units[group] = (units[group] as number) + u;
    if (u > 0) spuCount[group] = (spuCount[group] as number) + 1;
    if (prevAvailable) prevGmv[group] = (prevGmv[group] as number) + periodSum(cumGmv, base, ps, pe, w);
    if (yoyAvailable) yoyGmv[group] = (yoyGmv[group] as number) + periodSum(cumGmv, base, ys, ye, w);
  }

  const { stats, rowOf } = rankGroups(
    sums,
    { totalGmv, totalUnits, prevAvailable, yoyAvailable },
    spec.brands === true || spec.shops === true,
  );
  const { brand, shop } = dataset.products;
  if (spec.brands)
    stats.brandCount = countDistinct(
      dataset,
      selection,
      period,
      shopMask,
      spec,
      rowOf,
      stats.count,
      brand,
      dataset.brands.count,
    );
  if (spec.shops)
    stats.shopCount = countDistinct(
      dataset,
      selection,
      period,
      shopMask,
      spec,
      rowOf,
      stats.count,
      shop,
      dataset.shops.count,
    );
  // rows of a per-product table name the product, not its position in the selection
  if (identity)
    for (let r = 0; r < stats.count; r += 1) {
      const position = from + (stats.group[r] as number);
      stats.group[r] = items ? (items[position] as number) : position;
    }
  return stats;
};

/** Distinct brands (or shops) among each row's products that sold in the period. */
const countDistinct = (
  dataset: DatasetCore,
  selection: Selection,
  period: Period,
  shopMask: number,
  spec: GroupSpec,
  rowOf: Int32Array,
  rows: number,
  owner: ArrayLike<number>,
  owners: number,
): Uint32Array => {
  const { cumUnits } = dataset.facts;
  const { shopType } = dataset.products;
  const { from, to, items, weights } = selection;
  const s = period.start;
  const e = period.end + 1;
  const rowOfProduct = (k: number) => {
    const i = items ? (items[k] as number) : k;
    if (((1 << (shopType[i] as number)) & shopMask) === 0) return -1;
    const w = weights ? (weights[k] as number) : 1000;
    if (periodSum(cumUnits, i * STRIDE, s, e, w) <= 0) return -1;
    const raw = spec.key ? (spec.key[i] as number) : k - from;
    const group = spec.remap ? (spec.remap[raw] as number) : raw;
    if (group < 0 || (spec.include && !spec.include(i))) return -1;
    return rowOf[group] as number;
  };

  // Fast path: when each row's products come one after the other (category rows are subtrees, stored
  // contiguously), an owner counts again whenever the last row it was seen in is another one.
  const counts = new Uint32Array(rows);
  const seenIn = new Int32Array(owners).fill(-1);
  const closed = new Uint8Array(rows);
  let current = -1;
  let contiguous = true;
  for (let k = from; k < to; k += 1) {
    const row = rowOfProduct(k);
    if (row < 0) continue;
    if (row !== current) {
      if (closed[row] === 1) {
        contiguous = false;
        break;
      }
      if (current >= 0) closed[current] = 1;
      current = row;
    }
    const o = owner[items ? (items[k] as number) : k] as number;
    if (seenIn[o] !== row) {
      seenIn[o] = row;
      counts[row] = (counts[row] as number) + 1;
    }
  }
  if (contiguous) return counts;

  // General case: every (row, owner) pair of a selling product as one number; sorted, each run counts once.
  counts.fill(0);
  const pairs = new Float64Array(to - from);
  let n = 0;
  for (let k = from; k < to; k += 1) {
    const row = rowOfProduct(k);
    if (row >= 0) pairs[n++] = row * owners + (owner[items ? (items[k] as number) : k] as number);
  }
  const sorted = pairs.subarray(0, n).sort();
  for (let j = 0; j < n; j += 1) {
    if (j > 0 && sorted[j] === sorted[j - 1]) continue;
    const row = Math.floor((sorted[j] as number) / owners);
    counts[row] = (counts[row] as number) + 1;
  }
  return counts;
};

/** Rough memory of cached stats, for the cache budget. */
export const statsWeight = (stats: GroupStats) => 200 + stats.count * 64;
