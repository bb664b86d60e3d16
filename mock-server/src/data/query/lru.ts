/**
 * A least-recently-used cache bounded by total weight (roughly bytes), so a few huge entries (every product of
 * a platform) and many small ones (a brand's products) share one memory budget.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private used = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly budget: number) {}

  get size() {
    return this.entries.size;
  }

  get weight() {
    return this.used;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // re-insert: a Map iterates in insertion order, so the first key is always the least recently used
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, weight: number) {
    const existing = this.entries.get(key);
    if (existing) {
      this.used -= existing.weight;
      this.entries.delete(key);
    }
    if (weight > this.budget) return; // never worth evicting everything for one entry
    this.entries.set(key, { value, weight });
    this.used += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.budget) break;
      this.entries.delete(oldest);
      this.used -= entry.weight;
    }
  }

  /** The cached value, or compute, store and return it. */
  through(key: string, compute: () => V, weigh: (value: V) => number): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = compute();
    this.set(key, value, weigh(value));
    return value;
  }

  clear() {
    this.entries.clear();
    this.used = 0;
  }
}
