import type { Dataset } from '../data/dataset.ts';
import { resolveMarket } from '../data/query/params.ts';

/**
 * The market reports' code, run once on small queries before the server listens (about 140 ms), one report per
 * turn of the event loop. A fresh process otherwise runs its
 * first report in the interpreter: the first 12-month product rank took ~80 ms against ~25 ms once warm. The
 * queries (platform 2, all categories, the default month) fill the cache with nothing a user is likely to ask first.
 */
/**
 * The market reports' routes (not their downloads): their request and answer schemas are compiled ahead too (see
 * server.ts). Left to the first request, they added ~15 ms to it, the first Ajv compile of a process the most.
 */
export const isWarmedRoute = (url: string) => url.startsWith('/api/category/') && !url.endsWith('Download');

export const warmUpMarket = (dataset: Dataset): Promise<void> => {
  const { market } = dataset;
  const filter = () => resolveMarket(dataset, { platform: 2, categoryId: 0 });
  const steps = [
    () => market.spuRank(filter(), 0),
    () => market.brandRank(filter()),
    () => market.shopRank(filter()),
    () => market.categoryRank(filter(), 4),
    () => market.categoryTrend(filter(), 4, 1),
    () => market.overviewTable(filter()),
    () => market.overviewChart(filter()),
    () => market.priceZone(filter(), 1, 0),
  ];
  return new Promise((done) => {
    const next = (index: number) => {
      const step = steps[index];
      if (!step) {
        done();
        return;
      }
      step();
      setImmediate(next, index + 1);
    };
    setImmediate(next, 0);
  });
};
