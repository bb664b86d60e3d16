import { beforeAll, describe, expect, it } from 'vitest';
import { buildDataset, type Dataset } from '../dataset.ts';
import { makeMarketKit } from './market-kit.ts';

let dataset: Dataset;
beforeAll(() => {
  dataset = buildDataset({ seed: 20240618, today: '2026-11-15' });
});

const counter = () => {
  let calls = 0;
  return {
    compute: () => {
      calls += 1;
      return { call: calls };
    },
    get calls() {
      return calls;
    },
  };
};

describe('the cache of aggregated figures', () => {
  it('computes a key once and hands back the kept value, counting hits and misses', () => {
    const kit = makeMarketKit(dataset, 1_000);
    const a = counter();
    const first = kit.cached('a', a.compute, () => 10);
    expect(kit.cached('a', a.compute, () => 10)).toBe(first);
    expect(a.calls).toBe(1);
    expect(kit.cacheInfo()).toEqual({ entries: 1, weight: 10, hits: 1, misses: 1 });
  });

  it('drops the least recently used entries when the weights pass the budget', () => {
    const kit = makeMarketKit(dataset, 100);
    const [a, b, c] = [counter(), counter(), counter()];
    kit.cached('a', a.compute, () => 40);
    kit.cached('b', b.compute, () => 40);
    kit.cached('a', a.compute, () => 40); // a is now the most recently used
    kit.cached('c', c.compute, () => 40); // 120 > 100: b goes
    expect(kit.cacheInfo()).toMatchObject({ entries: 2, weight: 80 });
    kit.cached('a', a.compute, () => 40);
    kit.cached('b', b.compute, () => 40);
    expect([a.calls, b.calls, c.calls]).toEqual([1, 2, 1]);
  });

  it('does not keep an entry heavier than the whole budget, nor evict the others for it', () => {
    const kit = makeMarketKit(dataset, 100);
    const [small, huge] = [counter(), counter()];
    kit.cached('small', small.compute, () => 30);
    kit.cached('huge', huge.compute, () => 500);
    kit.cached('huge', huge.compute, () => 500);
    kit.cached('small', small.compute, () => 30);
    expect([small.calls, huge.calls]).toEqual([1, 2]);
    expect(kit.cacheInfo()).toMatchObject({ entries: 1, weight: 30 });
    kit.clearCache();
    expect(kit.cacheInfo()).toMatchObject({ entries: 0, weight: 0 });
  });
});
