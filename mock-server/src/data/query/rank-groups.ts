import { sortByValueDesc } from './sort-ids.ts';

/**
 * The rows of a rank table, in rank order (GMV descending, then group ascending): row r has rank r + 1.
 * Money is in cents. Only groups that sold something in the period are rows.
 */
export interface GroupStats {
  count: number;
  group: Int32Array;
  gmv: Float64Array;
  units: Float64Array;
  prevGmv: Float64Array;
  yoyGmv: Float64Array;
  /** rank in the previous period (among every group that sold then), 0 when unranked */
  prevRank: Uint32Array;
  spuCount: Uint32Array;
  brandCount: Uint32Array | null;
  shopCount: Uint32Array | null;
  totalGmv: number;
  totalUnits: number;
  prevAvailable: boolean;
  yoyAvailable: boolean;
  /** sort orders computed so far, by "key:direction" */
  orders: Map<string, Uint32Array>;
}

/** Per-group sums, indexed by group. */
export interface GroupSums {
  gmv: Float64Array;
  units: Float64Array;
  prevGmv: Float64Array;
  yoyGmv: Float64Array;
  spuCount: Uint32Array;
  brandCount: Uint32Array | null;
}

/** Per-group sums of `groups` groups, all zero, without brand counts. */
export const emptySums = (groups: number) => ({
  gmv: new Float64Array(groups),
  units: new Float64Array(groups),
  prevGmv: new Float64Array(groups),
  yoyGmv: new Float64Array(groups),
  spuCount: new Uint32Array(groups),
  brandCount: null,
});

export interface SumsMeta {
  totalGmv: number;
  totalUnits: number;
  prevAvailable: boolean;
  yoyAvailable: boolean;
}

/**
 * Keeps the groups that sold in the period (every group with keepAll), in rank order, with their
 * previous-period rank. `rowOf` maps a group to its row (or -1) when asked for, to attach more per-row figures
 * afterwards.
 */
export const rankGroups = (sums: GroupSums, meta: SumsMeta, withRowOf = false, keepAll = false) => {
  const groups = sums.gmv.length;
  const { gmv, units, prevGmv, yoyGmv, spuCount, brandCount } = sums;
  const prevRankOf = new Uint32Array(meta.prevAvailable ? groups : 0);
  if (meta.prevAvailable) {
    let sold = 0;
    for (let g = 0; g < groups; g += 1) if ((prevGmv[g] as number) > 0) sold += 1;
    const ranked = new Uint32Array(sold);
    for (let g = 0, j = 0; g < groups; g += 1) if ((prevGmv[g] as number) > 0) ranked[j++] = g;
    sortByValueDesc(ranked, prevGmv);
    for (let r = 0; r < ranked.length; r += 1) prevRankOf[ranked[r] as number] = r + 1;
  }

  let count = 0;
  for (let g = 0; g < groups; g += 1) if (keepAll || (units[g] as number) > 0) count += 1;
  const order = new Uint32Array(count);
  for (let g = 0, j = 0; g < groups; g += 1) if (keepAll || (units[g] as number) > 0) order[j++] = g;
  sortByValueDesc(order, gmv);

  const stats: GroupStats = {
    count,
    group: new Int32Array(count),
    gmv: new Float64Array(count),
    units: new Float64Array(count),
    prevGmv: new Float64Array(count),
    yoyGmv: new Float64Array(count),
    prevRank: new Uint32Array(count),
    spuCount: new Uint32Array(count),
    brandCount: brandCount ? new Uint32Array(count) : null,
    shopCount: null,
    ...meta,
    orders: new Map(),
  };
  const rowOf = new Int32Array(withRowOf ? groups : 0).fill(-1);
  for (let r = 0; r < count; r += 1) {
    const g = order[r] as number;
    stats.group[r] = g;
    stats.gmv[r] = gmv[g] as number;
    stats.units[r] = units[g] as number;
    stats.prevGmv[r] = prevGmv[g] as number;
    stats.yoyGmv[r] = yoyGmv[g] as number;
    stats.prevRank[r] = meta.prevAvailable ? (prevRankOf[g] as number) : 0;
    stats.spuCount[r] = spuCount[g] as number;
    if (brandCount && stats.brandCount) stats.brandCount[r] = brandCount[g] as number;
    if (withRowOf) rowOf[g] = r;
  }
  return { stats, rowOf };
};
