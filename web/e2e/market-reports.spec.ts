import type { Page, Request } from '@playwright/test';
import { firstGridRow, login, REPORT_TIMEOUT, waitForGrid } from './support/session.ts';
import { expect, test } from './support/test.ts';

// reports load session, platforms, tree and table first; the machine running the suite is shared
test.describe.configure({ timeout: 120_000 });

/** The query of a request to an endpoint, or null when the request is another one. */
const queryOf = (request: Request, endpoint: string) => {
  const url = new URL(request.url());
  return url.pathname === endpoint ? url.searchParams : null;
};
/** Resolves with the query of the next request to `endpoint` that passes `test`. */
const waitForCall = (page: Page, endpoint: string, test: (query: URLSearchParams) => boolean = () => true) =>
  page
    .waitForRequest((request) => {
      const query = queryOf(request, endpoint);
      return query !== null && test(query);
    })
    .then((request) => new URL(request.url()).searchParams);

/** Focus on the page itself (not a field or the grid), where the screen's keys act. */
const focusPage = async (page: Page) => {
  await page.locator('h1').first().click();
};

test('the category overview: KPIs, a dual-axis chart, the monthly table and the sub-categories', async ({
  page,
  consoleErrors,
}) => {
  await login(page, 'analyst');
  await page.goto('/category/overview?startDate=2026-05&endDate=2026-10');
  await waitForGrid(page);
  const kpis = page.getByTestId('kpi-strip').locator('[data-kpi]');
  await expect(kpis).toHaveCount(6);
  // every KPI has its 环比 and 同比 with a direction
  await expect(page.locator('[data-kpi="gmv"] [data-direction]')).toHaveCount(2);
  const chart = page.getByTestId('dual-axis-chart');
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: REPORT_TIMEOUT });
  // two value axes: amounts on the left, percentages on the right, each labelled
  await expect(chart.locator('.recharts-yAxis')).toHaveCount(2);
  await expect(chart.locator('.recharts-yAxis').nth(1)).toContainText('%');
  await expect(chart.locator('.recharts-line')).toHaveCount(2);
  // the legend toggles a series
  const unitsSeries = chart.getByRole('button', { name: /销量/ });
  await expect(unitsSeries).toHaveAttribute('aria-pressed', 'false');
  await unitsSeries.click();
  await expect(unitsSeries).toHaveAttribute('aria-pressed', 'true');
  const monthly = page.getByTestId('report-table').first();
  await expect(monthly.locator('.ag-row[row-index="5"]').first()).toBeVisible();
  await expect(monthly.locator('.ag-row[row-index="6"]')).toHaveCount(0);
  await page.getByTestId('sub-categories').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('sub-categories').locator('.ag-row').first()).toBeVisible({ timeout: REPORT_TIMEOUT });
  expect(consoleErrors).toEqual([]);
});

test('Enter on a sub-category drills into it and Backspace climbs back', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/category/overview');
  const children = page.getByTestId('sub-categories');
  const first = children.locator('.ag-row[row-index="0"]');
  await waitForGrid(page);
  await children.scrollIntoViewIfNeeded();
  await expect(first).toBeVisible({ timeout: REPORT_TIMEOUT });
  const name = (await first.locator('[col-id="categoryName"]').textContent())?.trim() ?? '';
  const drilled = waitForCall(page, '/api/category/overViewChart', (query) => query.get('categoryId') !== '0');
  await first.locator('[col-id="gmv"]').click();
  await page.keyboard.press('Enter');
  const categoryId = (await drilled).get('categoryId');
  await expect(page).toHaveURL(new RegExp(`categoryId=${categoryId}`));
  await expect(page.getByTestId('category-picker')).toContainText(name);
  // back up: the overview of all categories again
  await expect(children.locator('.ag-row[row-index="0"]')).toBeVisible({ timeout: REPORT_TIMEOUT });
  await children.locator('.ag-row[row-index="0"] [col-id="gmv"]').click();
  await page.keyboard.press('Backspace');
  await expect(page).not.toHaveURL(/categoryId=/);
});

test('a fault on the chart endpoint shows the chart error with a retry while the table still works', async ({
  page,
}) => {
  await login(page, 'analyst');
  let failures = 1;
  await page.route(
    (url) => url.pathname === '/api/category/overViewChart',
    (route) =>
      failures-- > 0
        ? route.continue({ headers: { ...route.request().headers(), 'x-mock-status': '500' } })
        : route.continue(),
  );
  await page.goto('/category/overview');
  await waitForGrid(page);
  const panel = page.getByTestId('report-chart');
  await expect(panel.getByRole('alert')).toBeVisible();
  await expect(firstGridRow(page)).toBeVisible();
  await panel.getByRole('button', { name: '重试' }).click();
  await expect(panel.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: REPORT_TIMEOUT });
});

test('every report request carries its parameters explicitly, defaults included', async ({ page }) => {
  await login(page, 'analyst');
  const trend = waitForCall(page, '/api/category/categoryTrend');
  await page.goto('/category/trend');
  const trendQuery = await trend;
  expect(trendQuery.get('level')).toBe('1');
  expect(trendQuery.get('metrics')).toBe('1');
  expect(trendQuery.has('view')).toBe(false);
  const zone = waitForCall(page, '/api/category/priceZone');
  await page.goto('/price-zone');
  const zoneQuery = await zone;
  expect(zoneQuery.get('metrics')).toBe('1');
  expect(zoneQuery.get('typeValue')).toBe('0');
  const spu = waitForCall(page, '/api/category/spuRank');
  await page.goto('/spu/rank');
  expect((await spu).get('type')).toBe('0');
  const children = waitForCall(page, '/api/category/categoryRank');
  await page.goto('/category/overview');
  expect((await children).get('level')).toBe('1');
});

test('the trend switches metric, level and view from the keyboard; the URL keeps them across a reload', async ({
  page,
}) => {
  await login(page, 'analyst');
  await page.goto('/category/trend');
  await waitForGrid(page);
  // one month is no trend: the chart says so and offers a longer period
  const chartPanel = page.getByTestId('report-chart');
  await expect(chartPanel.locator('[data-state="empty"]')).toBeVisible();
  await chartPanel.getByRole('button').click();
  await expect(page).toHaveURL(/startDate=/);
  await expect(page.getByTestId('trend-chart').locator('.recharts-line').first()).toBeVisible({
    timeout: REPORT_TIMEOUT,
  });
  await focusPage(page);

  const units = waitForCall(page, '/api/category/categoryTrend', (query) => query.get('metrics') === '2');
  await page.keyboard.press('m');
  await units;
  await expect(page).toHaveURL(/metrics=2/);

  const deeper = waitForCall(page, '/api/category/categoryTrend', (query) => query.get('level') === '2');
  await page.keyboard.press('+');
  await deeper;
  await expect(page).toHaveURL(/level=2/);
  await expect(page.getByTestId('trend-chart').locator('.recharts-line').first()).toBeVisible();

  await page.keyboard.press('v');
  await expect(page.getByTestId('trend-heatmap')).toBeVisible({ timeout: REPORT_TIMEOUT });
  await expect(page).toHaveURL(/view=heatmap/);

  const restored = waitForCall(
    page,
    '/api/category/categoryTrend',
    (query) => query.get('metrics') === '2' && query.get('level') === '2',
  );
  await page.reload();
  await restored;
  await expect(page.getByTestId('trend-heatmap')).toBeVisible({ timeout: REPORT_TIMEOUT });
  await expect(page.getByTestId('trend-metric').getByRole('radio', { checked: true })).toHaveText('销量');
});

test('Enter on a trend row drills a level down into that category, and Backspace climbs back', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/category/trend');
  await waitForGrid(page);
  const drilled = waitForCall(page, '/api/category/categoryTrend', (query) => query.get('level') === '2');
  await firstGridRow(page).locator('[col-id="categoryName"]').click();
  await page.keyboard.press('Enter');
  const query = await drilled;
  expect(query.get('categoryId')).not.toBe('0');
  await expect(page).toHaveURL(/level=2/);
  await waitForGrid(page);
  await firstGridRow(page).locator('[col-id="total"]').click();
  await page.keyboard.press('Backspace');
  await expect(page).not.toHaveURL(/level=2/);
});

test('price zone: metric and band width from the keyboard, the largest band in words', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/price-zone?categoryId=9');
  await waitForGrid(page);
  await expect(page.getByTestId('price-callout')).toContainText(/销售额最多集中在 .+ 元(以上)?，占 \d+(\.\d)?%/);
  await focusPage(page);
  const banded = waitForCall(page, '/api/category/priceZone', (query) => query.get('typeValue') !== '0');
  await page.keyboard.press('b');
  const width = (await banded).get('typeValue');
  await expect(page).toHaveURL(new RegExp(`typeValue=${width}`));
  const units = waitForCall(page, '/api/category/priceZone', (query) => query.get('metrics') === '2');
  await page.keyboard.press('m');
  await units;
  await page.reload();
  await waitForGrid(page);
  await expect(page.getByTestId('price-band').getByRole('radio', { checked: true })).toHaveText(`${width} 元`);
  await expect(page.getByTestId('price-callout')).toContainText('销量');
});

for (const [path, endpoint] of [
  ['/category/overview', 'overViewTableDownload'],
  ['/category/trend', 'categoryTrendDownload'],
  ['/price-zone', 'priceZoneDownload'],
] as const)
  test(`d exports ${path} as .xlsx with the screen's filters`, async ({ page }) => {
    await login(page, 'analyst');
    await page.goto(`${path}?platform=2`);
    await waitForGrid(page);
    await focusPage(page);
    const call = waitForCall(page, `/api/category/${endpoint}`, (query) => query.get('platform') === '2');
    const download = page.waitForEvent('download');
    await page.keyboard.press('d');
    await call;
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

test('unusable report parameters fall back to their defaults with a notice', async ({ page }) => {
  await login(page, 'analyst');
  const trend = waitForCall(page, '/api/category/categoryTrend');
  await page.goto('/category/trend?level=9&metrics=abc&view=pie');
  const query = await trend;
  expect(query.get('level')).toBe('1');
  expect(query.get('metrics')).toBe('1');
  const notices = page.getByTestId('filter-notices');
  await expect(notices).toContainText('level');
  await expect(notices).toContainText('metrics');
  await expect(notices).toContainText('view');
  await expect(page).not.toHaveURL(/level=9/);
  await page.goto('/price-zone?typeValue=-5');
  await expect(page.getByTestId('filter-notices')).toContainText('typeValue');
});

test('up and down follow one setting, switched from the palette and remembered', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/category/overview');
  const up = page.locator('[data-kpi] [data-direction="up"]').first();
  await expect(up).toBeVisible({ timeout: REPORT_TIMEOUT });
  await expect(up).toHaveClass(/text-rose/);
  await expect(up).toHaveText(/^▲ \+/);
  await focusPage(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('涨跌颜色');
  await page.keyboard.press('Enter');
  await expect(up).toHaveClass(/text-emerald/);
  await page.reload();
  await expect(page.locator('[data-kpi] [data-direction="up"]').first()).toHaveClass(/text-emerald/, {
    timeout: REPORT_TIMEOUT,
  });
});
