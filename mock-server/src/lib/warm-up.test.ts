import { describe, expect, it } from 'vitest';
import { buildDataset, type Dataset } from '../data/dataset.ts';
import { TEST_TODAY } from '../../test/helper.ts';
import { warmUpMarket } from './warm-up.ts';

describe('warmUpMarket', () => {
  it('runs every market report once, one per turn of the event loop, so requests are served in between', async () => {
    const dataset = buildDataset({ seed: 20240618, today: TEST_TODAY });
    const calls: string[] = [];
    const market = new Proxy(dataset.market, {
      get:
        (target, name: string) =>
        (...args: unknown[]) => {
          calls.push(name);
          return (target[name as keyof typeof target] as (...a: unknown[]) => unknown)(...args);
        },
    });
    const done = warmUpMarket({ ...dataset, market } as Dataset);
    // nothing runs in the turn that started it: the server's first answer is not held up
    expect(calls).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.length).toBe(1);
    await done;
    expect(new Set(calls)).toEqual(
      new Set([
        'spuRank',
        'brandRank',
        'shopRank',
        'categoryRank',
        'categoryTrend',
        'overviewTable',
        'overviewChart',
        'priceZone',
      ]),
    );
  });
});
