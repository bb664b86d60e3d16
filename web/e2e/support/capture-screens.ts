/**
 * Screenshots of every screen, light and dark, zh-CN and English, into bench/screens/ (git-ignored), for people
 * to look at. Run after `npm run build`: `npx tsx web/e2e/support/capture-screens.ts [name-filter]`.
 * Slow states (loading, download progress) are held with the mock server's x-mock-delay-ms header and errors
 * made with x-mock-status, both added to single requests of this page only.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from './chromium.ts';
import { startMockServer } from './mock-process.ts';

const out = resolve(import.meta.dirname, '../../../bench/screens');
const only = process.argv[2];

type Theme = 'light' | 'dark';
type Language = 'zh-CN' | 'en';

interface Scene {
  name: string;
  account?: 'analyst' | 'trial' | 'admin';
  /** Prepares the page (routes, navigation) and leaves it in the state to capture. */
  run: (page: Page) => Promise<void>;
  fullPage?: boolean;
}

const FIRST_ROW = '.ag-row[row-index="0"]';

/** Opens a page and waits for its heading (the screen's code has loaded). */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
};

/** Adds a mock-server header to the requests of this page whose URL contains `part`. */
const withHeader = (page: Page, part: string, header: Record<string, string>) =>
  page.route(
    (url) => url.pathname.includes(part),
    (route) => route.continue({ headers: { ...route.request().headers(), ...header } }),
  );

const scenes: Scene[] = [
  { name: 'landing', run: (page) => open(page, '/'), fullPage: true },
  {
    name: 'login-error',
    run: async (page) => {
      await page.goto('/login?redirectUrl=%2Fbrand%2Frank');
      await page.getByLabel(/账号|Account/).fill('analyst');
      await page.getByLabel(/密码|Password/).fill('wrong-password');
      await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
      await page.getByTestId('form-error').waitFor();
    },
  },
  { name: 'register', run: (page) => open(page, '/register'), fullPage: true },
  { name: 'about', run: (page) => open(page, '/about'), fullPage: true },
  { name: 'agreement', run: (page) => open(page, '/userAgreement') },
  { name: 'personal-info', run: (page) => open(page, '/personalInfo') },
  { name: 'not-found', run: (page) => open(page, '/no/such/page') },
  {
    name: 'brand-rank',
    account: 'analyst',
    fullPage: true,
    run: async (page) => {
      await page.goto('/brand/rank');
      await page.locator(FIRST_ROW).waitFor();
      await page.locator('[data-testid="report-chart"] .recharts-bar-rectangle').first().waitFor();
    },
  },
  {
    name: 'brand-rank-loading',
    account: 'analyst',
    run: async (page) => {
      await withHeader(page, '/api/category/brandRank', { 'x-mock-delay-ms': '20000' });
      await page.goto('/brand/rank');
      await page.locator('[data-testid="report-table"][data-status="pending"]').waitFor();
    },
  },
  {
    name: 'brand-rank-empty',
    account: 'analyst',
    run: async (page) => {
      await page.route(
        (url) => url.pathname === '/api/category/brandRank',
        async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { data: { result: { data: unknown[] }; meta: { total: number } } };
          body.data.result.data = [];
          body.data.meta.total = 0;
          await route.fulfill({ response, json: body });
        },
      );
      await page.goto('/brand/rank');
      await page.locator('[data-state="empty"]').first().waitFor();
    },
  },
  {
    name: 'brand-rank-error',
    account: 'analyst',
    run: async (page) => {
      await withHeader(page, '/api/category/brandRank', { 'x-mock-status': '500' });
      await page.goto('/brand/rank');
      await page.locator('[data-testid="report-table"] [data-state="error"]').waitFor();
    },
  },
  {
    name: 'category-picker',
    account: 'analyst',
    run: async (page) => {
      await page.goto('/brand/rank');
      await page.locator(FIRST_ROW).waitFor();
      await page.getByTestId('category-picker').getByRole('button').first().click();
      await page.getByTestId('category-tree').locator('[aria-expanded="false"] button').first().click();
    },
  },
  {
    name: 'category-search',
    account: 'analyst',
    run: async (page) => {
      await page.goto('/brand/rank');
      await page.locator(FIRST_ROW).waitFor();
      await page.getByTestId('category-picker').getByRole('button').first().click();
      await page.getByTestId('category-picker').getByRole('textbox').fill('T恤');
    },
  },
  {
    name: 'shop-type-tooltip',
    account: 'analyst',
    run: async (page) => {
      await page.goto('/brand/rank');
      await page.locator(FIRST_ROW).waitFor();
      await page.getByTestId('shop-type-select').getByRole('button').first().click();
      await page.locator('[data-shop-type="6"]').hover();
      await page.getByRole('tooltip').waitFor();
    },
  },
  {
    name: 'period-picker',
    account: 'analyst',
    run: async (page) => {
      await page.goto('/brand/rank');
      await page.locator(FIRST_ROW).waitFor();
      await page.getByTestId('period-picker').getByRole('button').first().click();
    },
  },
  {
    name: 'download-progress',
    account: 'analyst',
    run: async (page) => {
      await withHeader(page, '/api/category/brandRankDownload', { 'x-mock-delay-ms': '20000' });
      await page.goto('/brand/rank');
      await page.locator(FIRST_ROW).waitFor();
      await page.getByTestId('download').click();
      await page.getByTestId('download-progress').waitFor();
    },
  },
  {
    name: 'trial-locked-platform',
    account: 'trial',
    run: async (page) => {
      await page.goto('/brand/rank?platform=4');
      await page.locator(FIRST_ROW).waitFor();
      await page.locator('[data-locked="true"]').first().hover();
      await page.getByRole('tooltip').waitFor();
    },
  },
  {
    name: 'brand-detail',
    account: 'analyst',
    run: async (page) => {
      await page.goto('/brand/rank');
      await page.locator(FIRST_ROW).waitFor();
      await page.getByTestId('row-detail').first().click();
      await page.getByTestId('entity-detail').locator('dl').waitFor();
    },
  },
  {
    name: 'category-overview',
    account: 'analyst',
    fullPage: true,
    run: async (page) => {
      await page.goto('/category/overview?startDate=2026-05&endDate=2026-10');
      await page.locator(FIRST_ROW).first().waitFor();
      await page.locator('[data-testid="dual-axis-chart"] .recharts-bar-rectangle').first().waitFor();
      await page.locator('[data-kpi="gmv"]').waitFor();
    },
  },
  {
    name: 'category-overview-chart-error',
    account: 'analyst',
    run: async (page) => {
      await withHeader(page, '/api/category/overViewChart', { 'x-mock-status': '500' });
      await page.goto('/category/overview');
      await page.locator('[data-source-status="rejected"]').waitFor();
      await page.locator(FIRST_ROW).first().waitFor();
    },
  },
  {
    name: 'category-trend',
    account: 'analyst',
    fullPage: true,
    run: async (page) => {
      await page.goto('/category/trend?startDate=2026-05&endDate=2026-10');
      await page.locator(FIRST_ROW).waitFor();
      await page.locator('[data-testid="trend-chart"] .recharts-line').first().waitFor();
    },
  },
  {
    name: 'category-trend-heatmap',
    account: 'analyst',
    fullPage: true,
    run: async (page) => {
      await page.goto('/category/trend?startDate=2026-01&endDate=2026-10&view=heatmap&level=2');
      await page.getByTestId('trend-heatmap').waitFor();
    },
  },
  {
    name: 'price-zone',
    account: 'analyst',
    fullPage: true,
    run: async (page) => {
      await page.goto('/price-zone?categoryId=9');
      await page.locator(FIRST_ROW).waitFor();
      await page.getByTestId('price-callout').waitFor();
    },
  },
  ...(['category', 'shop', 'spu', 'anchor'] as const).map((report): Scene => ({
    name: `${report}-rank`,
    account: 'analyst',
    run: async (page) => {
      await page.goto(`/${report}/rank?platform=4`);
      await page.locator(FIRST_ROW).waitFor();
      await page.locator('.recharts-wrapper').first().waitFor();
    },
  })),
  ...(['shop', 'spu', 'anchor'] as const).map((report): Scene => ({
    name: `${report}-detail`,
    account: 'analyst',
    run: async (page) => {
      await page.goto(`/${report}/rank?platform=4`);
      await page.locator(FIRST_ROW).waitFor();
      await page.getByTestId('row-detail').first().click();
      await page.getByTestId('entity-detail').locator('dl').waitFor();
    },
  })),
  {
    name: 'anchor-rank-elsewhere',
    account: 'analyst',
    run: async (page) => {
      await page.goto('/anchor/rank');
      await page.locator('[data-state="empty"]').last().waitFor();
    },
  },
];

const main = async () => {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium (set CHROMIUM_PATH)');
  mkdirSync(out, { recursive: true });
  const server = await startMockServer();
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const tokens = new Map<string, string>();
  const tokenFor = async (account: string) => {
    const known = tokens.get(account);
    if (known) return known;
    const response = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: `${account}123` }),
    });
    const token = ((await response.json()) as { data: { token: string } }).data.token;
    tokens.set(account, token);
    return token;
  };
  const failures: string[] = [];
  try {
    for (const scene of scenes.filter((item) => !only || item.name.includes(only))) {
      for (const theme of ['light', 'dark'] as Theme[]) {
        for (const language of ['zh-CN', 'en'] as Language[]) {
          const file = join(out, `${scene.name}-${theme}-${language}.png`);
          const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
          const token = scene.account ? await tokenFor(scene.account) : null;
          await context.addInitScript(
            ([themeValue, languageValue, tokenValue]) => {
              localStorage.setItem('aisle.theme', themeValue);
              localStorage.setItem('aisle.language', languageValue);
              if (tokenValue) localStorage.setItem('session', JSON.stringify({ token: tokenValue }));
            },
            [theme, language, token] as const,
          );
          const page = await context.newPage();
          page.setDefaultTimeout(15_000);
          try {
            await scene.run(page);
            await page.screenshot({ path: file, fullPage: scene.fullPage ?? false });
            console.log(`captured ${file}`);
          } catch (error) {
            failures.push(`${scene.name} ${theme} ${language}: ${error instanceof Error ? error.message : error}`);
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exitCode = 1;
  }
};

await main();
