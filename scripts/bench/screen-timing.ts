/**
 * Navigation to what the user waits for on a screen: the first table row and the painted chart, in the page's own
 * clock (0 = navigation start), median of cold loads (a new browser context each: no cached code, no IndexedDB).
 * Run it against the built app: `npm run build && npx tsx scripts/bench/run-screens.ts [screen name...]`.
 *
 * Each issue's screens are a list in `scripts/bench/screens-<area>.ts` exporting `screens: ScreenTiming[]`.
 */
import type { Page } from '@playwright/test';
import { signIn } from './sign-in.ts';

export interface ScreenTiming {
  /** A short name for the results ("category overview"). */
  name: string;
  /** Who looks at it (a demo account). */
  account?: 'analyst' | 'admin';
  /** The path and query to open, or a function that prepares data through the API first (a task, a monitor). */
  path: string | ((context: { url: string; token: string }) => Promise<string>);
  /** CSS selectors of what the user waits for: by default the first grid row and a painted chart. */
  marks?: Record<string, string>;
}

export const DEFAULT_MARKS: Record<string, string> = {
  firstRow: '.ag-row[row-index="0"] .ag-cell',
  chart:
    '[data-testid="report-chart"] .recharts-surface .recharts-layer, [data-testid="report-chart"] .recharts-bar-rectangle',
};

const RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 5);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const observer = (token: string, account: string, marks: Record<string, string>) => `
  localStorage.setItem('session', JSON.stringify({ token: ${JSON.stringify(token)}, account: ${JSON.stringify(account)} }));
  window.marks = {};
  const wanted = ${JSON.stringify(marks)};
  const check = () => {
    for (const [name, selector] of Object.entries(wanted))
      if (window.marks[name] === undefined && document.querySelector(selector)) window.marks[name] = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });`;

/**
 * An init script: signs the page in as `token`'s analyst and records when the report grid's first row enters the
 * DOM as `window.firstRowAt`, on the page's own clock (0 = navigation start). The one definition of "first row"
 * for the web bench and the load tools (waterfall, profile, trace); a string because this code has no DOM types.
 */
export const firstRowScript = (token: string) => `
  localStorage.setItem('session', JSON.stringify({ token: ${JSON.stringify(token)}, account: 'analyst' }));
  new MutationObserver((_, observer) => {
    if (document.querySelector('.ag-row[row-index="0"] .ag-cell')) {
      window.firstRowAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });`;

/** The mock server (serving the built app) and the system Chromium a browser benchmark drives; null without Chromium. */
export const startBrowserBench = async () => {
  const { startMockServer } = await import('../../web/e2e/support/mock-process.ts');
  const { chromiumPath } = await import('../../web/e2e/support/chromium.ts');
  const executablePath = chromiumPath();
  if (!executablePath) return null;
  const { chromium } = await import('@playwright/test');
  const server = await startMockServer();
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  return { server, browser };
};

export const measureScreens = async (screens: readonly ScreenTiming[]) => {
  const started = await startBrowserBench();
  if (!started) return { error: 'no Chromium (set CHROMIUM_PATH)' };
  const { server, browser } = started;
  const tokens = new Map<string, string>();
  const tokenOf = async (account: 'analyst' | 'admin') => {
    const known = tokens.get(account);
    if (known) return known;
    const token = await signIn(server.url, account);
    tokens.set(account, token);
    return token;
  };
  const results: Record<string, unknown> = {};
  try {
    for (const screen of screens) {
      const account = screen.account ?? 'analyst';
      const token = await tokenOf(account);
      const path = typeof screen.path === 'string' ? screen.path : await screen.path({ url: server.url, token });
      const marks = screen.marks ?? DEFAULT_MARKS;
      const runs: Record<string, number[]> = Object.fromEntries(Object.keys(marks).map((name) => [name, []]));
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page: Page = await context.newPage();
        await page.addInitScript({ content: observer(token, account, marks) });
        await page.goto(`${server.url}${path}`);
        for (const name of Object.keys(marks))
          await page.waitForFunction(`window.marks[${JSON.stringify(name)}] !== undefined`, null, { timeout: 30_000 });
        const seen = (await page.evaluate('window.marks')) as Record<string, number>;
        for (const name of Object.keys(marks)) runs[name]?.push(Math.round(seen[name] ?? Number.NaN));
        await context.close();
      }
      results[screen.name] = {
        path,
        ...Object.fromEntries(
          Object.entries(runs).map(([name, values]) => [
            `${name}Ms`,
            { median: median(values), min: Math.min(...values), max: Math.max(...values) },
          ]),
        ),
      };
      console.log(`[bench] ${screen.name}: ${JSON.stringify(results[screen.name])}`);
    }
    return { runs: RUNS, note: 'navigation start to the mark, cold loads (new browser context)', screens: results };
  } finally {
    await browser.close();
    await server.stop();
  }
};

/** Every screen list of scripts/bench/screens-*.ts. */
export const allScreens = async (): Promise<ScreenTiming[]> => {
  const { readdirSync } = await import('node:fs');
  const files = readdirSync(import.meta.dirname)
    .filter((file) => /^screens-[\w-]+\.ts$/.test(file))
    .sort();
  const lists = await Promise.all(
    files.map(async (file) => ((await import(`./${file}`)) as { screens: ScreenTiming[] }).screens),
  );
  return lists.flat();
};
