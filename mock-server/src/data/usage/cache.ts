import { LRUCache } from 'lru-cache';

/**
 * Results computed over the generated history and the live logs, by key (the filter and what else they
 * depend on), the least recently used dropped past `limit` entries. The history never changes, so a history
 * result depends only on the filter; live parts carry their own check of what was appended (answers.ts).
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
