/**
 * Palette benchmark (issue 5): in Chromium, keystroke -> updated list (p50/p95 over 50 keystrokes) with 10,000
 * category items, for the app's palette and for plain cmdk with its built-in filtering on the same items, and
 * mod+k -> palette visible. Builds web/bench/palette.html with the app's Vite config into a temporary folder
 * (so the harness never ships in the app bundle), serves it with `vite preview`, drives it with Playwright.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { keyPhaseMs } from './palette-app.ts';
import type { BenchSection } from './sections.ts';
import { percentileSummary as summary } from './stats.ts';

const root = resolve(import.meta.dirname, '../..');
const web = join(root, 'web');

/** 50 keystrokes: pinyin initials, English, full pinyin, each typed then erased (erasing re-filters too). */
const WORDS = ['lyq', 'dress', 'nvzhuang', 'shouji', 'txu'];
const KEYSTROKES = WORDS.flatMap((word) => [...word, ...Array.from(word, () => 'Backspace')]);
const OPENS = 7;

const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// page functions are strings: the scripts are type-checked without the DOM library
const waitFor = (page: Page, expression: string) => page.waitForFunction(expression, null, { timeout: 60_000 });

const measure = async (page: Page, url: string) => {
  await page.goto(url);
  await waitFor(page, 'window.bench?.ready === true');
  for (let k = 0; k < OPENS; k++) {
    await page.keyboard.press('Control+k');
    await waitFor(page, `window.bench.opensPainted.length > ${k}`);
    await page.keyboard.press('Escape');
    await waitFor(page, "window.bench.open === false && !document.querySelector('[cmdk-root]')");
  }
  await page.keyboard.press('Control+k');
  await waitFor(page, `window.bench.opensPainted.length > ${OPENS} && window.bench.open === true`);
  for (const [index, key] of KEYSTROKES.entries()) {
    await page.waitForTimeout(keyPhaseMs(index));
    await page.keyboard.press(key);
    await waitFor(page, `window.bench.keystrokesPainted.length > ${index}`);
  }
  const figures = (await page.evaluate('window.bench')) as Record<
    'opens' | 'opensPainted' | 'keystrokes' | 'keystrokesPainted',
    number[]
  >;
  if (figures.keystrokesPainted.length !== KEYSTROKES.length) throw new Error('keystrokes were lost');
  return {
    // updated: the DOM shows the result; painted: the next frame with it is on screen (adds the wait for a frame)
    keystroke: { updated: summary(figures.keystrokes), painted: summary(figures.keystrokesPainted) },
    open: { updated: summary(figures.opens), painted: summary(figures.opensPainted) },
  };
};

export const paletteSection: BenchSection = {
  name: 'palette',
  run: async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'aisle-palette-bench-'));
    // PostCSS finds the Tailwind config from the working directory
    const cwd = process.cwd();
    process.chdir(web);
    const server = await (async () => {
      await build({
        configFile: join(web, 'vite.config.ts'),
        root: web,
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true, rollupOptions: { input: join(web, 'bench/palette.html') } },
      });
      process.chdir(cwd);
      return preview({
        configFile: join(web, 'vite.config.ts'),
        root: web,
        logLevel: 'warn',
        build: { outDir },
        preview: { host: '127.0.0.1', port: 0, strictPort: false },
      });
    })().finally(() => process.chdir(cwd));
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    try {
      const address = server.resolvedUrls?.local[0];
      if (!address) throw new Error('vite preview did not report its address');
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      // the machine is shared: the load during the run says how much the figures are worth
      const loadBefore = loadavg()[0] ?? 0;
      const aisle = await measure(page, `${address}bench/palette.html?variant=aisle`);
      const cmdk = await measure(page, `${address}bench/palette.html?variant=cmdk`);
      const ratio = (a: number | null, b: number | null) => (a && b ? Math.round((b / a) * 10) / 10 : null);
      return {
        items: 10_000,
        keystrokes: KEYSTROKES.length,
        aisle,
        cmdkBuiltIn: cmdk,
        speedup: {
          p50: ratio(aisle.keystroke.updated.p50, cmdk.keystroke.updated.p50),
          p95: ratio(aisle.keystroke.updated.p95, cmdk.keystroke.updated.p95),
          paintedP50: ratio(aisle.keystroke.painted.p50, cmdk.keystroke.painted.p50),
          paintedP95: ratio(aisle.keystroke.painted.p95, cmdk.keystroke.painted.p95),
        },
        targets: { keystrokeP95Ms: 16, speedup: 10, openMs: 50 },
        loadAverage1m: { before: Math.round(loadBefore * 10) / 10, after: Math.round((loadavg()[0] ?? 0) * 10) / 10 },
      };
    } finally {
      await browser.close();
      await new Promise<void>((done) => server.httpServer.close(() => done()));
      rmSync(outDir, { recursive: true, force: true });
    }
  },
};

// `npx tsx scripts/bench/palette.ts` runs this section alone
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(JSON.stringify(await paletteSection.run(), null, 2));
}
