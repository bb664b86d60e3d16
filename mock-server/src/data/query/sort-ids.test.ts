import { describe, expect, it } from 'vitest';
import { makeRandom } from '../prng.ts';
import { sortIds, wholeNumbers } from './sort-ids.ts';

/** The order a comparator sort gives: by value, ties in id order. */
const reference = (ids: readonly number[], values: Float64Array, descending: boolean) =>
  [...ids].sort((a, b) => (descending ? -1 : 1) * ((values[a] as number) - (values[b] as number)) || a - b);

const makeValues = (count: number, max: number, seed = 1) => {
  const random = makeRandom(seed, 'sort-ids');
  // few distinct values, so ties are common
  return Float64Array.from({ length: count }, () => Math.floor(random.next() * 50) * Math.floor(max / 50));
};

describe('sortIds', () => {
  it('orders by value both ways with ties in id order, like a comparator sort', () => {
    const values = makeValues(5_000, 1_000_000_000);
    const ids = Array.from({ length: values.length }, (_, i) => i).filter((i) => i % 3 !== 0);
    for (const descending of [true, false]) {
      const sorted = sortIds(Uint32Array.from(ids), values, descending);
      expect([...sorted]).toEqual(reference(ids, values, descending));
    }
  });

  it('falls back to comparing when a value and an id do not fit in one double', () => {
    const values = makeValues(3_000, 2 ** 50, 2);
    values[7] = Number.MAX_SAFE_INTEGER;
    const ids = Array.from({ length: values.length }, (_, i) => i);
    const sorted = sortIds(Uint32Array.from(ids), values, true);
    expect(sorted[0]).toBe(7);
    expect([...sorted]).toEqual(reference(ids, values, true));
  });

  it('knows which figures it can pack', () => {
    expect(wholeNumbers(Float64Array.from([0, 3, 2 ** 52]))).toBe(true);
    expect(wholeNumbers(Float64Array.from([1, 0.5]))).toBe(false);
    expect(wholeNumbers(Float64Array.from([1, -2]))).toBe(false);
    expect(wholeNumbers(Float64Array.from([1, NaN]))).toBe(false);
  });
});
