/**
 * Web bench: gzip sizes of the entry chunk and of every lazily loaded chunk (with a check that AG Grid and the
 * chart libraries stay out of the entry), and the time from navigation to the first grid row on /brand/rank,
 * with the built app served by the mock server on one port (what `npm run serve` does) in the system Chromium.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchSection } from './sections.ts';
import { signIn } from './sign-in.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'web/dist');
const KiB = 1024;
const ENTRY_TARGET_KIB = 170;
// FIRST_ROW_RUNS: more runs for an A/B comparison on a noisy machine
const RUNS = Number(process.env.FIRST_ROW_RUNS ?? 7);

const kib = (bytes: number) => Math.round((bytes / KiB) * 10) / 10;

const chunkSizes = () => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entryName = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entryName) throw new Error('no entry script in web/dist/index.html');
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js') || file.endsWith('.css'));
  const sized = files.map((file) => {
    const bytes = readFileSync(join(assets, file));
    return {
      file,
      rawKiB: kib(bytes.length),
      gzipKiB: kib(gzipSync(bytes, { level: 9 }).length),
      text: bytes.toString(),
    };
  });
  const entry = sized.find((chunk) => chunk.file === entryName);
  if (!entry) throw new Error(`entry ${entryName} not found`);
  // markers that only the grid and the chart libraries contain (app code mentions grid CSS classes, so not those)
  const hasGrid = (text: string) => text.includes('InfiniteRowModel');
  const hasCharts = (text: string) => text.includes('recharts-wrapper');
  return {
    entry: {
      file: entry.file,
      gzipKiB: entry.gzipKiB,
      rawKiB: entry.rawKiB,
      targetKiB: ENTRY_TARGET_KIB,
      withinTarget: entry.gzipKiB <= ENTRY_TARGET_KIB,
      containsGrid: hasGrid(entry.text),
      containsCharts: hasCharts(entry.text),
    },
    css: sized.filter((chunk) => chunk.file.endsWith('.css')).map(({ file, gzipKiB }) => ({ file, gzipKiB })),
    routeChunks: sized
      .filter((chunk) => chunk.file !== entry.file && chunk.file.endsWith('.js'))
      .sort((a, b) => b.gzipKiB - a.gzipKiB)
      .map(({ file, gzipKiB, text }) => ({
        // names without the content hash, so runs compare
        name: file.replace(/-[\w-]{8}\.js$/, ''),
        gzipKiB,
        ...(hasGrid(text) ? { grid: true } : {}),
        ...(hasCharts(text) ? { charts: true } : {}),
      })),
  };
};

export const firstGridRow = async () => {
  const { firstRowScript, median, startBrowserBench } = await import('./screen-timing.ts');
  const started = await startBrowserBench();
  if (!started) return { error: 'no Chromium (set CHROMIUM_PATH)' };
  const { server, browser } = started;
  try {
    const data = { token: await signIn(server.url) };
    const measure = async (cold: boolean) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript({ content: firstRowScript(data.token) });
      if (!cold) {
        // warm: the code and the category tree (IndexedDB) are cached by a first visit
        await page.goto(`${server.url}/brand/rank`);
        await page.waitForSelector('.ag-row[row-index="0"]');
      }
      await page.goto(`${server.url}/brand/rank`);
      await page.waitForFunction('window.firstRowAt !== undefined', null, { timeout: 30_000 });
      const at = (await page.evaluate('window.firstRowAt')) as number;
      await context.close();
      return Math.round(at);
    };
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      cold.push(await measure(true));
      warm.push(await measure(false));
    }
    return {
      runs: RUNS,
      coldMs: { median: median(cold), min: Math.min(...cold), max: Math.max(...cold) },
      warmMs: { median: median(warm), min: Math.min(...warm), max: Math.max(...warm) },
      note: 'navigation start to the first grid row on /brand/rank; cold = new browser context, warm = second visit',
    };
  } finally {
    await browser.close();
    await server.stop();
  }
};

export const webSection: BenchSection = {
  name: 'web',
  run: async () => {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`web build failed:\n${build.stderr}`);
    return { bundle: chunkSizes(), timeToFirstGridRow: await firstGridRow() };
  },
};
