import type { Page } from '@playwright/test';
import { firstGridRow, login, waitForGrid } from './support/session.ts';
import { expect, test } from './support/test.ts';

// reports load session, platforms, tree and table first; the machine running the suite is shared
test.describe.configure({ timeout: 90_000 });

const isBrandRank = (url: string, extra: (params: URLSearchParams) => boolean = () => true) => {
  const parsed = new URL(url);
  return (
    parsed.pathname === '/api/category/brandRank' &&
    parsed.searchParams.get('perPage') === '20' &&
    extra(parsed.searchParams)
  );
};

const openPopover = (page: Page, testId: string) => page.getByTestId(testId).getByRole('button').first().click();

test('the brand rank shows the filters, a chart of the top brands and the table', async ({ page, consoleErrors }) => {
  await login(page, 'analyst');
  await page.goto('/brand/rank');
  await waitForGrid(page);
  await expect(page.getByTestId('report-chart').locator('.recharts-bar-rectangle')).toHaveCount(10);
  await expect(page.getByTestId('filter-summary')).toContainText('淘宝/天猫');
  await expect(page.locator('.ag-header-cell[col-id="gmv"]')).toContainText('销售额');
  // 万/亿 in zh-CN
  await expect(firstGridRow(page).locator('[col-id="gmv"]')).toHaveText(/[万亿]$/);
  expect(consoleErrors).toEqual([]);
});

test('sorting and paging are done by the server and kept in the URL', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/brand/rank');
  await waitForGrid(page);

  const sorted = page.waitForRequest((r) => isBrandRank(r.url(), (q) => q.get('contentSort') === 'units'));
  await page.locator('.ag-header-cell[col-id="units"] .ag-header-cell-label').click();
  expect(new URL((await sorted).url()).searchParams.get('orderBy')).toBe('desc');
  await expect(page).toHaveURL(/contentSort=units/);

  const paged = page.waitForRequest((r) => isBrandRank(r.url(), (q) => q.get('page') === '2'));
  await page.locator('.ag-paging-panel .ag-paging-button').nth(2).click();
  expect(new URL((await paged).url()).searchParams.get('contentSort')).toBe('units');
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.ag-row[row-index="20"]').first()).toBeVisible();

  // a reload (or a shared link) shows the same page and sort, asking for that page only
  const tablePages: string[] = [];
  page.on('request', (r) => {
    if (isBrandRank(r.url())) tablePages.push(new URL(r.url()).searchParams.get('page') ?? '1');
  });
  const restored = page.waitForRequest((r) => isBrandRank(r.url(), (q) => q.get('page') === '2'));
  await page.reload();
  expect(new URL((await restored).url()).searchParams.get('contentSort')).toBe('units');
  await expect(page.locator('.ag-row[row-index="20"]').first()).toBeVisible();
  await expect(page.locator('.ag-header-cell[col-id="units"]')).toHaveAttribute('aria-sort', 'descending');
  expect(tablePages).toEqual(['2']);
});

test('the category tree is read from IndexedDB on the second visit', async ({ page }) => {
  await login(page, 'analyst');
  const treeRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/common/categoryTree') treeRequests.push(request.url());
  });
  // the table's rows may come before the tree: the first query waits only for the platform list
  const treeAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/common/categoryTree',
  );
  await page.goto('/brand/rank');
  await waitForGrid(page);
  await treeAnswered;
  expect(treeRequests).toHaveLength(1);
  const cachedTree = () =>
    page.evaluate(
      () =>
        new Promise<{ id: string; nodes: number } | null>((resolve, reject) => {
          const open = indexedDB.open('myDatabase');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('categoryList').objectStore('categoryList').get('1categoryList');
            get.onsuccess = () => {
              const record = get.result as { id: string; value: unknown[] } | undefined;
              resolve(record ? { id: record.id, nodes: record.value.length } : null);
            };
          };
        }),
    );
  // written to IndexedDB once it has arrived
  await expect.poll(cachedTree).toMatchObject({ id: '1categoryList' });
  expect((await cachedTree())?.nodes).toBeGreaterThan(0);

  await page.reload();
  await waitForGrid(page);
  await openPopover(page, 'category-picker');
  await expect(page.getByTestId('category-tree').locator('[data-tree-item]').nth(1)).toBeVisible();
  expect(treeRequests).toHaveLength(1);
});

test('shop type 6 is listed, disabled, with a tooltip saying the channel is under development', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/brand/rank');
  await waitForGrid(page);
  await openPopover(page, 'shop-type-select');
  const live = page.locator('[data-shop-type="6"]');
  await expect(live).toHaveAttribute('aria-disabled', 'true');
  await live.hover();
  await expect(page.getByRole('tooltip')).toContainText('开发中');
  await expect(live).toHaveAttribute('aria-describedby', /.+/);
  // aria-disabled, not disabled (so the tooltip can open): a forced click must change nothing
  await live.click({ force: true });
  await expect(page).not.toHaveURL(/shopTypes/);
});

test('filters live in the URL, so a reload restores the view', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/brand/rank');
  await waitForGrid(page);

  await page.getByTestId('platform-switcher').locator('[data-platform="2"]').click();
  await expect(page).toHaveURL(/platform=2/);
  await openPopover(page, 'category-picker');
  await page.getByTestId('category-picker').getByRole('textbox').fill('女装');
  await page.getByTestId('category-tree').locator('[data-tree-item]').first().click();
  await expect(page).toHaveURL(/categoryId=\d+/);
  await openPopover(page, 'period-picker');
  await page.locator('[data-preset="last3"]').click();
  await expect(page).toHaveURL(/startDate=\d{4}-\d{2}&endDate=\d{4}-\d{2}/);
  await openPopover(page, 'shop-type-select');
  await page.locator('[data-shop-type="2"]').click();
  await expect(page).toHaveURL(/shopTypes=1&shopTypes=3&shopTypes=4&shopTypes=5/);
  await page.keyboard.press('Escape');

  const summary = await page.getByTestId('filter-summary').textContent();
  expect(summary).toContain('京东');
  expect(summary).toContain('女装');
  const url = page.url();
  const request = page.waitForRequest((r) => isBrandRank(r.url()));
  await page.reload();
  const sent = new URL((await request).url()).searchParams;
  expect(sent.get('platform')).toBe('2');
  expect(sent.getAll('shopTypes')).toEqual(['1', '3', '4', '5']);
  await waitForGrid(page);
  await expect(page.getByTestId('filter-summary')).toHaveText(summary ?? '');
  expect(page.url()).toBe(url);
});

test('a bad link parameter is dropped with a notice, never a blank screen', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/brand/rank?platform=9&page=abc&categoryId=999999');
  await waitForGrid(page);
  const notices = page.getByTestId('filter-notices');
  await expect(notices).toContainText('platform=9');
  await expect(notices).toContainText('page=abc');
  await expect(notices).toContainText('999999');
  await expect(page).toHaveURL(/\/brand\/rank$/);
});

test('a locked platform in a link moves to an allowed one without logging out', async ({ page }) => {
  await login(page, 'trial');
  await page.goto('/brand/rank?platform=4');
  await waitForGrid(page);
  await expect(page.getByTestId('filter-notices')).toContainText('抖音');
  await expect(page).toHaveURL(/\/brand\/rank$/);
  const locked = page.getByTestId('platform-switcher').locator('[data-platform="4"]');
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await locked.hover();
  await expect(page.getByRole('tooltip')).toContainText('抖音');
  await expect(page.getByTestId('trial-banner')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session'))).not.toBeNull();
});

test('a download arrives as .xlsx under the server name', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/brand/rank?shopTypes=1');
  await waitForGrid(page);
  const download = page.waitForEvent('download');
  await page.getByTestId('download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.locator('[data-toast="success"]')).toContainText(file.suggestedFilename());
});

test('without download permission the button is disabled and says why', async ({ page }) => {
  await login(page, 'trial');
  await page.goto('/brand/rank');
  await waitForGrid(page);
  let downloads = 0;
  page.on('download', () => downloads++);
  const button = page.getByTestId('download');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.hover();
  await expect(page.getByRole('tooltip')).toContainText('没有下载权限');
  await button.click({ force: true });
  await expect(page.locator('[data-testid="download-progress"]')).toHaveCount(0);
  expect(downloads).toBe(0);
});

test("a row action opens the brand's details", async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/brand/rank?platform=2');
  await waitForGrid(page);
  const name = (await firstGridRow(page).locator('[col-id="brandName"]').textContent()) ?? '';
  await page.getByTestId('row-detail').first().click();
  await expect(page).toHaveURL(/\/monitor\/brand\/\d+\?platform=2(&|$)/);
  await expect(page.getByTestId('entity-detail').getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a failed table load shows an error with a retry that works', async ({ page }) => {
  await login(page, 'analyst');
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/category/brandRank',
    (route) =>
      route.continue({
        headers: { ...route.request().headers(), ...(failing ? { 'x-mock-status': '500' } : {}) },
      }),
  );
  await page.goto('/brand/rank');
  const table = page.getByTestId('report-table');
  await expect(table.locator('[data-state="error"]')).toBeVisible();
  await expect(page.locator('[data-toast="error"]').first()).toBeVisible();
  failing = false;
  await table.getByRole('button').click();
  await waitForGrid(page);
  await expect(page.getByTestId('report-chart').locator('.recharts-bar-rectangle')).toHaveCount(10);
});
