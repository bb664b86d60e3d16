/**
 * 100,000-row xlsx export, measured in its own process so the memory figure is the export's alone: the
 * product rank rows of every platform (the widest table, 18 columns), streamed through lib/xlsx.ts into a
 * byte counter. Prints one JSON line: time, bytes, peak resident memory growth over the export.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PLATFORMS } from '@aisle/contract';
import { generateDataset } from '../../mock-server/src/data/dataset.ts';
import { resolveMarket } from '../../mock-server/src/data/query/params.ts';
import { allRows, type SortInput } from '../../mock-server/src/data/query/table.ts';
import { xlsxDownload } from '../../mock-server/src/lib/xlsx.ts';

const ROWS = 100_000;
const dataset = generateDataset({ seed: 20240618, today: process.env.MOCK_TODAY ?? '2026-11-15' });
const { dateList } = dataset.calendar;
const sort: SortInput = { orderBy: 'desc' };
const tables = PLATFORMS.map((platform) =>
  dataset.market.spuRank(
    resolveMarket(dataset, { platform, categoryId: 0, startDate: dateList[0], endDate: dateList[dateList.length - 1] }),
    0,
  ),
);
const available = tables.reduce((sum, table) => sum + table.count, 0);
function* rows() {
  let written = 0;
  for (const table of tables)
    for (const row of allRows(table, sort)) {
      if (written++ >= ROWS) return;
      yield row as unknown as Record<string, unknown>;
    }
}

globalThis.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
const started = performance.now();
let bytes = 0;
const file = xlsxDownload({ fileName: 'bench', columns: tables[0]?.columns ?? [], rows: rows() });
await pipeline(
  file.body,
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  }),
);
const ms = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(
  JSON.stringify({
    rows: Math.min(ROWS, available),
    columns: tables[0]?.columns.length ?? 0,
    ms: Math.round(ms),
    bytes,
    peakGrowthMiB: Math.round((peak - before) / 2 ** 20),
  }),
);
