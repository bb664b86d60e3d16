/**
 * A small seeded PRNG for the usage data. Each family (teams, users, history, ...) gets its own stream,
 * keyed by name, so adding a family or drawing more numbers in one does not reshuffle the others.
 */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** picks by weight; weights need not sum to 1 */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** standard normal (Box-Muller) */
  normal(): number;
}

/** FNV-1a over the key, mixed with the seed: a 32-bit start value for the generator. */
const hashKey = (seed: number, key: string) => {
  let hash = 0x811c9dc5 ^ (seed >>> 0) ^ Math.floor(seed / 2 ** 32);
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** mulberry32: fast, 32-bit state, good enough for generated demo data. */
export const makeRandom = (seed: number, key: string): Random => {
  let state = hashKey(seed, key);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    normal: () => {
      const u = 1 - next();
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
  return random;
};
