/**
 * Small, fast, seedable random numbers. Each entity family draws from its own stream, keyed by the dataset
 * seed and the family's name, so adding a family (or changing how many draws one family makes) leaves the
 * others exactly as they were.
 */

/** 32-bit FNV-1a over a string: turns (seed, family key) into a stream seed. */
export const hashString = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Standard normal (Box-Muller). */
  normal(): number;
  /** exp(mu + sigma * z): a heavy-tailed positive number. */
  logNormal(mu: number, sigma: number): number;
  /** Index drawn with probability proportional to cumulative weights (see `cumulative`). */
  weighted(cumulativeWeights: Float64Array): number;
  shuffle<T>(items: T[]): T[];
}

/** sfc32: 128-bit state, passes PractRand far beyond what a mock dataset needs, ~1 ns per draw. */
const sfc32 = (a: number, b: number, c: number, d: number) => () => {
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  let t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  t = (t + d) | 0;
  c = (c + t) | 0;
  return (t >>> 0) / 4294967296;
};

export const makeRandom = (seed: number, family: string): Random => {
  const key = hashString(`${seed}:${family}`);
  const raw = sfc32(0x9e3779b9, key, hashString(`${family}:${seed}`), key ^ 0xdeadbeef);
  for (let i = 0; i < 16; i += 1) raw(); // let the state mix before the first draw
  let spare: number | null = null;
  const random: Random = {
    next: raw,
    int: (min, max) => min + Math.floor(raw() * (max - min + 1)),
    chance: (p) => raw() < p,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(raw() * items.length)] as T;
    },
    normal: () => {
      if (spare !== null) {
        const value = spare;
        spare = null;
        return value;
      }
      let u = 0;
      while (u === 0) u = raw();
      const v = raw();
      const radius = Math.sqrt(-2 * Math.log(u));
      spare = radius * Math.sin(2 * Math.PI * v);
      return radius * Math.cos(2 * Math.PI * v);
    },
    logNormal: (mu, sigma) => Math.exp(mu + sigma * random.normal()),
    weighted: (cumulativeWeights) => {
      const total = cumulativeWeights[cumulativeWeights.length - 1] ?? 0;
      const target = raw() * total;
      let lo = 0;
      let hi = cumulativeWeights.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((cumulativeWeights[mid] as number) > target) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    },
    shuffle: <T>(items: T[]) => {
      for (let i = items.length - 1; i > 0; i -= 1) {
        const j = Math.floor(raw() * (i + 1));
        [items[i], items[j]] = [items[j] as T, items[i] as T];
      }
      return items;
    },
  };
  return random;
};

/** Running sums of weights, for `Random.weighted`. */
export const cumulative = (weights: ArrayLike<number>): Float64Array => {
  const sums = new Float64Array(weights.length);
  let total = 0;
  for (let i = 0; i < weights.length; i += 1) {
    total += weights[i] as number;
    sums[i] = total;
  }
  return sums;
};
