import { LRUCache } from 'lru-cache';
import type { Filter } from './stats.ts';

/**
 * Results computed over the generated history and the live logs, by key (the filter and what else they
 * depend on), the least recently used dropped past `limit` entries. The history never changes, so a history
 * result depends only on the filter; live parts carry their own check of what was appended (reports.ts).
 */
export class HistoryCache {
  // values are boxed: lru-cache keeps no undefined values, and a result may be any value
  private readonly entries: LRUCache<string, { value: unknown }>;

  constructor(limit: number) {
    this.entries = new LRUCache({ max: limit });
  }

  get<T>(key: string, compute: () => T): T {
    const known = this.entries.get(key);
    if (known) return known.value as T;
    const value = compute();
    this.entries.set(key, { value });
    return value;
  }

  get size() {
    return this.entries.size;
  }
}

/** The user selection as a bitset in base64: exact (no hash collisions) and short (~60 characters). */
const selectionKey = (selected: Uint8Array) => {
  const bits = new Uint8Array(Math.ceil(selected.length / 8));
  for (let i = 0; i < selected.length; i++) if (selected[i] === 1) bits[i >> 3]! |= 1 << (i & 7);
  return Buffer.from(bits).toString('base64');
};

/** The key of a filter, kept per filter object while the parts it is made of stay the same objects. */
const filterKeys = new WeakMap<Filter, { parts: readonly unknown[]; key: string }>();

export const filterKey = (filter: Filter) => {
  // the routes narrow a filter after makeFilter (userOk, anonymousOk, pages): the key follows what it holds
  const parts = [filter.from, filter.to, filter.anonymousOk, filter.userOk, filter.pages, filter.platforms];
  const known = filterKeys.get(filter);
  if (known && known.parts.every((part, index) => part === parts[index])) return known.key;
  const key = [
    filter.from,
    filter.to,
    filter.anonymousOk ? 1 : 0,
    selectionKey(filter.userOk),
    filter.pages ? [...filter.pages].sort().join(',') : '*',
    filter.platforms ? [...filter.platforms].sort().join(',') : '*',
  ].join('|');
  filterKeys.set(filter, { parts, key });
  return key;
};
