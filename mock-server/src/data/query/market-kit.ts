import { LRUCache } from 'lru-cache';
import type { DatasetCore } from '../core.ts';
import { monthOrdinal, ordinalMonth } from '../months.ts';
import { aggregate, statsWeight, type GroupSpec, type GroupStats } from './aggregate.ts';
import type { LevelValue } from './columns.ts';
import { filterKey, type MarketFilter } from './params.ts';
import { select, type Scope, type Selection } from './selection.ts';

/** Cache budget for aggregated figures (rough bytes). */
const CACHE_BUDGET = 32 * 1024 * 1024;

/**
 * What the market's table builders share: the data, the cache of aggregated figures and the helpers that
 * resolve a filter into products, months and category rows.
 */
export interface MarketKit {
  dataset: DatasetCore;
  /** The cached value of `key`, or compute it and keep it, weighing about `weigh(value)` bytes. */
  cached<T>(key: string, compute: () => T, weigh: (value: T) => number): T;
  selectionOf(filter: MarketFilter, scope: Scope): Selection;
  /** "2026-10" of a month index */
  monthName(index: number): string;
  periodMonths(filter: MarketFilter): string[];
  /** The categories that are the rows of a category rank or trend (see docs/mock-server.md). */
  categoryRows(filter: MarketFilter, level: LevelValue): number[];
  /** leaf -> row index of the category rows */
  leafRemap(rows: readonly number[]): Int32Array;
  /** Aggregated and ranked figures of a kind of table, cached by filter, scope and `extra`. */
  stats(kind: string, filter: MarketFilter, scope: Scope, spec: () => GroupSpec, extra?: string): GroupStats;
  cacheInfo(): { entries: number; weight: number; hits: number; misses: number };
  clearCache(): void;
}

export const makeMarketKit = (dataset: DatasetCore, budget = CACHE_BUDGET): MarketKit => {
  const { taxonomy, calendar } = dataset;
  // one least-recently-used cache bounded by weight, so a few huge entries (every product of a platform) and
  // many small ones (a brand's products) share one memory budget; an entry over the budget is not kept
  const cache = new LRUCache<string, object>({ maxSize: budget });
  let hits = 0;
  let misses = 0;
  const cached = <T>(key: string, compute: () => T, weigh: (value: T) => number): T => {
    const hit = cache.get(key);
    if (hit !== undefined) {
      hits += 1;
      return hit as T;
    }
    misses += 1;
    const value = compute();
    cache.set(key, value as object, { size: Math.max(1, Math.ceil(weigh(value))) });
    return value;
  };
  const firstOrdinal = monthOrdinal(calendar.months[0] as string);

  const kit: MarketKit = {
    dataset,
    cached,
    selectionOf: (filter, scope) => select(dataset, filter.platform, filter.node, scope),
    monthName: (index) => ordinalMonth(firstOrdinal + index),
    periodMonths: (filter) => calendar.months.slice(filter.period.start, filter.period.end + 1) as string[],
    categoryRows: (filter, level) => {
      const { node, platform } = filter;
      const present = dataset.presence[platform];
      if (node >= 0 && taxonomy.levels[node] === 4) return [node];
      const target = Math.max(level, node >= 0 ? (taxonomy.levels[node] as number) + 1 : 1);
      const from = node >= 0 ? node : 0;
      const to = node >= 0 ? (taxonomy.end[node] as number) : taxonomy.count;
      const rows: number[] = [];
      for (let k = from; k < to; k += 1) if (taxonomy.levels[k] === target && present[k] === 1) rows.push(k);
      return rows;
    },
    leafRemap: (rows) => {
      const remap = new Int32Array(taxonomy.count).fill(-1);
      rows.forEach((node, g) => {
        for (let k = node; k < (taxonomy.end[node] as number); k += 1) remap[k] = g;
      });
      return remap;
    },
    stats: (kind, filter, scope, spec, extra = '') =>
      cached(
        `${kind}|${filterKey(filter)}|${scope.key}|${extra}`,
        () => aggregate(dataset, kit.selectionOf(filter, scope), filter.period, filter.shopMask, spec()),
        statsWeight,
      ),
    cacheInfo: () => ({ entries: cache.size, weight: cache.calculatedSize, hits, misses }),
    clearCache: () => cache.clear(),
  };
  return kit;
};
