import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { signIn } from './keyboard-helpers.ts';
import { firstGridRow, REPORT_TIMEOUT } from './support/session.ts';
import { expect, test } from './support/test.ts';

/** The usage statistics screens against the real mock server (whose "today" is 2026-11-15). */

const out = resolve(import.meta.dirname, '../../bench/screens');
mkdirSync(out, { recursive: true });
const TODAY = new Date('2026-11-15T10:00:00+08:00');

const requestsTo = (page: Page, part: string) => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) seen.push(request);
  });
  return seen;
};

const openStats = async (page: Page, url: string) => {
  await page.goto(url);
  // a cold screen on a busy shared machine can take long
  await expect(firstGridRow(page)).toBeVisible({ timeout: 2 * REPORT_TIMEOUT });
  await expect(page.getByTestId('report-chart').locator('[data-source-status="fulfilled"]')).toBeVisible();
};

test('the default range is one month back to today, in the requests and the pickers', async ({
  page,
  consoleErrors,
}) => {
  await page.clock.setFixedTime(TODAY);
  await signIn(page, 'admin');
  const counts = requestsTo(page, '/api/lite/event/count');
  const pages = requestsTo(page, '/api/lite/event/page');
  await openStats(page, '/admin/stats/behaviour');
  for (const request of [counts[0]!, pages[0]!]) {
    const search = new URL(request.url()).searchParams;
    expect(search.get('startDate')).toBe('2026-10-15');
    expect(search.get('endDate')).toBe('2026-11-15');
    expect(search.get('userType')).toBe('2');
  }
  await expect(page.getByTestId('stats-start')).toHaveValue('2026-10-15');
  await expect(page.getByTestId('stats-end')).toHaveValue('2026-11-15');
  // one point per day of the range
  await expect(page.getByTestId('stats-chart')).toHaveAttribute('data-points', '32');
  expect(consoleErrors).toEqual([]);
});

test('a range the server would refuse is refused here, with the limit, and nothing is asked', async ({ page }) => {
  await signIn(page, 'admin');
  const asked = requestsTo(page, '/api/lite/user/page');
  await page.goto('/admin/stats/users?startDate=2025-01-01&endDate=2026-11-15');
  await expect(page.getByTestId('range-problem')).toContainText('366');
  await page.goto('/admin/stats/users?startDate=2026-11-10&endDate=2026-11-01');
  await expect(page.getByTestId('range-problem')).toContainText('结束日期不能早于开始日期');
  expect(asked).toEqual([]);
});

test('an export done in the app shows up in the behaviour statistics', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // the analyst exports the brand rank
  const analystPage = await (await browser.newContext()).newPage();
  await signIn(analystPage, 'analyst');
  await analystPage.goto('/brand/rank');
  await expect(firstGridRow(analystPage)).toBeVisible({ timeout: REPORT_TIMEOUT });
  const before = await downloadsOf(page, 'analyst');
  const download = analystPage.waitForEvent('download');
  await analystPage.getByTestId('download').click();
  const file = await download;

  // the manager sees it: the analyst's download count went up, and Enter on the row lists the file
  expect(await downloadsOf(page, 'analyst')).toBe(before + 1);
  await signIn(page, 'admin');
  await openStats(page, '/admin/stats/behaviour?keyword=analyst&eventTypeList=2');
  await firstGridRow(page).locator('.ag-cell').first().click();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('detail-panel');
  await expect(panel).toHaveAttribute('data-status', 'fulfilled');
  await expect(panel).toContainText(file.suggestedFilename());
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  // the visit of the brand rank was recorded too (users screen: the analyst's visits)
  const visits = await page.request.get('/api/lite/user/detail?userId=2&startDate=2026-11-15&endDate=2026-11-15', {
    headers: { authorization: await tokenOf(page) },
  });
  const rows = ((await visits.json()) as { data: { resultData: { path: string }[] } }).data.resultData;
  expect(rows.some((row) => row.path === '/brand/rank')).toBe(true);
});

const tokenOf = async (page: Page) => {
  if (!page.url().startsWith('http')) await signIn(page, 'admin');
  return page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { token: string }).token);
};

/** The analyst's download count in the behaviour statistics, through the API as the screen asks for it. */
const downloadsOf = async (page: Page, account: string) => {
  const response = await page.request.get(
    `/api/lite/event/page?keyword=${account}&startDate=2026-11-15&endDate=2026-11-15`,
    {
      headers: { authorization: await tokenOf(page) },
    },
  );
  const rows = ((await response.json()) as { data: { resultData: { account: string; downloadCount: number }[] } }).data
    .resultData;
  return rows.find((row) => row.account === account)?.downloadCount ?? 0;
};

test('each screen: its tab, its chart and table, Enter on a row for details', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(TODAY);
  await signIn(page, 'admin');
  await openStats(page, '/admin/stats/behaviour');
  for (const [tab, detail] of [
    ['stats-requests', false],
    ['stats-users', true],
    ['stats-pages', true],
  ] as const) {
    await page.getByTestId(`tab-${tab}`).click();
    await expect(page.getByTestId('stats-page')).toHaveAttribute('data-screen', tab);
    await expect(firstGridRow(page)).toBeVisible({ timeout: REPORT_TIMEOUT });
    await expect(page.getByTestId('report-chart').locator('[data-source-status="fulfilled"]')).toBeVisible();
    if (!detail) continue;
    await firstGridRow(page).locator('.ag-cell').first().click();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('detail-panel')).toHaveAttribute('data-status', 'fulfilled');
    await page.keyboard.press('Escape');
  }
  // the range stays when moving between the screens
  await page.getByTestId('stats-start').fill('2026-11-01');
  await expect(page).toHaveURL(/startDate=2026-11-01/);
  await page.getByTestId('tab-stats-users').click();
  await expect(page).toHaveURL(/\/admin\/stats\/users\?.*startDate=2026-11-01/);
  expect(consoleErrors).toEqual([]);
});

const VARIANTS = [
  { theme: 'light', language: 'zh-CN' },
  { theme: 'dark', language: 'zh-CN' },
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'en' },
] as const;

test('screens: accounts and statistics, light and dark, zh-CN and English', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.clock.setFixedTime(TODAY);
  for (const variant of VARIANTS) {
    await signIn(page, 'admin', { 'aisle.theme': variant.theme, 'aisle.language': variant.language });
    const suffix = `${variant.theme}-${variant.language}`;
    await page.goto('/admin/accounts');
    await expect(page.getByTestId('accounts-table')).toHaveAttribute('data-status', 'fulfilled', {
      timeout: REPORT_TIMEOUT,
    });
    await page.screenshot({ path: `${out}/admin-accounts-${suffix}.png` });
    await page.getByTestId('create-account').click();
    await page.getByTestId('account-save').click();
    await expect(page.getByTestId('error-account')).toBeVisible();
    await page.screenshot({ path: `${out}/admin-account-panel-${suffix}.png` });
    await page.keyboard.press('Escape');
    for (const screen of ['behaviour', 'requests', 'users', 'pages']) {
      await openStats(page, `/admin/stats/${screen}`);
      await page.screenshot({ path: `${out}/admin-stats-${screen}-${suffix}.png`, fullPage: true });
    }
  }
  await signIn(page, 'analyst', { 'aisle.theme': 'light', 'aisle.language': 'zh-CN' });
  await page.goto('/admin/accounts');
  await expect(page.getByTestId('manager-only')).toContainText('只有管理员');
  await page.screenshot({ path: `${out}/admin-manager-only-light-zh-CN.png` });
});
