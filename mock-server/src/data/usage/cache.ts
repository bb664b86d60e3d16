import type { Filter } from './stats.ts';

/**
 * A small LRU for results computed over the generated history. The history never changes, so a result
 * depends only on the filter (dates, pages, platforms, and which users pass the user filters); live
 * records are added on top of the cached part on every request.
 */
export class HistoryCache {
  private readonly entries = new Map<string, unknown>();

  constructor(private readonly limit: number) {}

  get<T>(key: string, compute: () => T): T {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as T;
      // most recently used last
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
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
