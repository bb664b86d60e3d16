import type { APIRequestContext, Page } from '@playwright/test';
import { expectKeystrokes, Keys, signIn, waitForKeyboard } from './keyboard-helpers.ts';
import { expect, test } from './support/test.ts';

/**
 * The watchlist and the profiles, driven from the keyboard against the real mock server. Each test starts from an
 * empty watchlist of its account (monitors persist on the server between tests), so counts are exact.
 */
test.describe.configure({ timeout: 120_000 });

type Row = Record<string, unknown>;
const LOAD = { timeout: 30_000 };

const api = async <T>(request: APIRequestContext, token: string, path: string): Promise<T> => {
  const response = await request.get(path, { headers: { Authorization: token } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

const clearMonitors = async (request: APIRequestContext, token: string) => {
  for (const platform of [1, 2, 4]) {
    const list = await api<{ result: { data: { id: number }[] } }>(
      request,
      token,
      `/api/monitor/overViewTable?platform=${platform}&perPage=100`,
    ).catch(() => ({ result: { data: [] } }));
    for (const row of list.result.data)
      await request.delete(`/api/monitor/delete?id=${row.id}`, { headers: { Authorization: token } });
  }
};

const addMonitor = async (
  request: APIRequestContext,
  token: string,
  menuKey: string,
  entityId: number,
  platform = 1,
) => {
  const response = await request.post('/api/monitor/add', {
    headers: { Authorization: token },
    data: { menuKey, entityId, platform },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

/** The top rows of a rank, for entities that surely sell in the period. */
const topOf = async (request: APIRequestContext, token: string, rank: string, count: number, query = '') =>
  (await api<{ result: { data: Row[] } }>(request, token, `/api/category/${rank}?perPage=${count}${query}`)).result
    .data;

const watchRows = (page: Page) => page.getByTestId('watchlist-table').locator('tbody tr');

const openWatchlist = async (page: Page, url = '/monitor') => {
  await page.goto(url);
  await expect(page.getByTestId('monitor-usage')).toBeVisible(LOAD);
  await waitForKeyboard(page);
};

test('add from the dialog by keyboard only: the count and the list follow', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const token = await signIn(page, 'admin');
  await clearMonitors(page.request, token);
  const [brand] = await topOf(page.request, token, 'brandRank', 1);
  const brandId = brand?.brandId as number;
  await openWatchlist(page);
  await expect(page.getByTestId('monitor-usage')).toHaveText(/0 \/ 100|0 of 100/);
  await expect(page.locator('[data-state="empty"]')).toBeVisible();

  const keys = new Keys(page);
  await keys.press('a');
  const dialog = page.getByTestId('monitor-add-dialog');
  await expect(dialog.getByTestId('monitor-add-input')).toBeFocused();
  // Tab twice: all kinds -> categories -> brands; then the id
  await keys.press('Tab');
  await keys.press('Tab');
  await expect(dialog.locator('[data-scope="brand"]')).toHaveAttribute('aria-pressed', 'true');
  await keys.type(String(brandId));
  const hit = dialog.locator(`[data-entity="brand:${brandId}"]`);
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await expect(hit).toContainText(String(brand?.brandName));
  await keys.press('Enter');
  await expect(dialog.getByTestId('monitor-add-message')).toHaveAttribute('data-kind', 'success');
  await expect(hit).toHaveAttribute('data-monitored', 'true');
  // a second Enter on it says so at the dialog, and adds nothing
  await keys.press('Enter');
  await expect(dialog.getByTestId('monitor-add-message')).toHaveAttribute('data-kind', 'error');
  await keys.press('Escape');
  expectKeystrokes(testInfo, 'add a brand from the dialog', keys, 11);

  await expect(watchRows(page)).toHaveCount(1);
  await expect(watchRows(page).first()).toContainText(String(brand?.brandName));
  await expect(page.getByTestId('monitor-usage')).toHaveText(/1 \/ 100|1 of 100/);
  await expect(page.locator('[data-tab="brand"] [data-count]')).toHaveText('1');
  await expect(page.locator('[data-tab="all"] [data-count]')).toHaveText('1');
  expect(consoleErrors).toEqual([]);
});

test('a refusal shows the server message at the dialog and adds nothing', async ({ page }) => {
  const token = await signIn(page, 'admin');
  await clearMonitors(page.request, token);
  const [brand] = await topOf(page.request, token, 'brandRank', 1);
  await openWatchlist(page);
  await page.keyboard.press('a');
  const dialog = page.getByTestId('monitor-add-dialog');
  await page.keyboard.type(`b:${String(brand?.brandId)}`);
  await expect(dialog.locator(`[data-entity="brand:${String(brand?.brandId)}"]`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // someone adds it elsewhere meanwhile: the server refuses the second add (409) with its own words
  await addMonitor(page.request, token, 'brand', brand?.brandId as number);
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('monitor-add-message')).toContainText('已在淘宝/天猫的监控列表中');
  await page.keyboard.press('Escape');
  await expect(watchRows(page)).toHaveCount(1);
});

test('remove with a confirmation that names it, then undo', async ({ page, consoleErrors }, testInfo) => {
  const token = await signIn(page, 'admin');
  await clearMonitors(page.request, token);
  const brands = await topOf(page.request, token, 'brandRank', 3);
  for (const brand of brands) await addMonitor(page.request, token, 'brand', brand.brandId as number);
  await openWatchlist(page);
  await expect(watchRows(page)).toHaveCount(3);

  const keys = new Keys(page);
  await keys.press('j');
  await keys.press('j');
  const focused = page.locator('tbody tr[data-focused="true"]');
  const name = (await focused.getByTestId('watch-name').textContent()) ?? '';
  await keys.press('Delete');
  const confirm = page.getByTestId('monitor-remove-dialog');
  await expect(confirm.getByTestId('monitor-remove-names')).toContainText(name);
  await keys.press('Enter');
  await expect(watchRows(page)).toHaveCount(2);
  await expect(page.getByTestId('monitor-undo')).toContainText(name);
  await expect(page.getByTestId('monitor-usage')).toHaveText(/2 \/ 100|2 of 100/);
  await keys.press('Control+z');
  await expect(watchRows(page)).toHaveCount(3);
  await expect(page.getByTestId('watchlist-table')).toContainText(name);
  expectKeystrokes(testInfo, 'remove a row and undo', keys, 5);

  // bulk: x selects two rows, # asks once for both
  await keys.press('x');
  await keys.press('j');
  await keys.press('x');
  await keys.press('#');
  await expect(confirm.getByTestId('monitor-remove-names').locator('li')).toHaveCount(2);
  await keys.press('Escape');
  await expect(watchRows(page)).toHaveCount(3);
  expect(consoleErrors).toEqual([]);
});

test('a row removed elsewhere: the server says so and the list is refreshed', async ({ page }) => {
  const token = await signIn(page, 'admin');
  await clearMonitors(page.request, token);
  const brands = await topOf(page.request, token, 'brandRank', 2);
  for (const brand of brands) await addMonitor(page.request, token, 'brand', brand.brandId as number);
  await openWatchlist(page);
  await expect(watchRows(page)).toHaveCount(2);
  await clearMonitors(page.request, token);
  await page.keyboard.press('j');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-toast="error"]').filter({ hasText: '可能已在别处移除' })).toBeVisible();
  await expect(page.locator('[data-state="empty"]')).toBeVisible();
});

test('since the last visit: new rows and moves are marked; e marks seen; u shows changed only', async ({
  page,
}, testInfo) => {
  const token = await signIn(page, 'admin');
  await clearMonitors(page.request, token);
  const brands = await topOf(page.request, token, 'brandRank', 6, '&startDate=2026-01&endDate=2026-03');
  for (const brand of brands.slice(0, 4)) await addMonitor(page.request, token, 'brand', brand.brandId as number);
  await openWatchlist(page, '/monitor?tab=brand&startDate=2026-01&endDate=2026-03');
  await expect(watchRows(page)).toHaveCount(4);
  await expect(page.getByTestId('visit-note')).toContainText(/首次查看|First look/);
  await expect(page.getByTestId('visit-marks')).toHaveCount(0);

  // between the visits: one more monitor, and another period
  await page.goto('/about');
  await addMonitor(page.request, token, 'brand', brands[4]?.brandId as number);
  await openWatchlist(page, '/monitor?tab=brand&startDate=2026-04&endDate=2026-06');
  await expect(watchRows(page)).toHaveCount(5);
  const added = page.locator(`tbody tr[data-key="brand:${String(brands[4]?.brandId)}"]`);
  await expect(added.locator('[data-mark="new"]')).toBeVisible();
  // three months later, GMV moved beyond 5% for some of the others
  await expect(page.locator('[data-mark="gmv"]').first()).toBeVisible();
  const changed = await page.getByTestId('visit-marks').count();
  expect(changed).toBeGreaterThan(1);

  const keys = new Keys(page);
  // the new row is marked seen with e; its marks go
  await added.focus();
  await keys.press('e');
  await expect(added.getByTestId('visit-marks')).toHaveCount(0);
  await keys.press('u');
  await expect(page).toHaveURL(/changed=1/);
  await expect(watchRows(page)).toHaveCount(changed - 1);
  expectKeystrokes(testInfo, 'mark seen and show changed only', keys, 2);

  // a reload is another visit: what was shown is the new baseline, nothing moved since
  await page.goto('/monitor?tab=brand&startDate=2026-04&endDate=2026-06');
  await expect(page.getByTestId('monitor-usage')).toBeVisible(LOAD);
  await expect(watchRows(page)).toHaveCount(5);
  await expect(page.getByTestId('visit-marks')).toHaveCount(0);
});

const expectSectionsAndExports = async (page: Page, url: string, sections: string[]) => {
  await page.goto(url);
  await expect(page.getByTestId('profile-info')).toBeVisible(LOAD);
  await waitForKeyboard(page);
  await expect(page.getByTestId('profile-sections').locator('[role="tab"]')).toHaveCount(sections.length);
  for (const [index, section] of sections.entries()) {
    await page.keyboard.press(String(index + 1));
    await expect(page).toHaveURL(section === 'overview' ? /^(?!.*section=)/ : new RegExp(`section=${section}`));
    const block = page.getByTestId(`section-${section}`);
    await expect(block.locator('.ag-row[row-index="0"]').first()).toBeVisible(LOAD);
    if (section === 'overview') await expect(block.getByTestId('report-chart').locator('svg').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.keyboard.press('d');
    expect((await download).suggestedFilename(), `${url} ${section}`).toMatch(/\.xlsx$/);
  }
};

test('every section of a brand, a shop and an anchor profile renders and exports .xlsx', async ({
  page,
  consoleErrors,
}) => {
  // three profiles, sixteen sections and as many downloads, on a shared machine
  test.setTimeout(300_000);
  const token = await signIn(page, 'analyst');
  const [brand] = await topOf(page.request, token, 'brandRank', 1);
  const [shop] = await topOf(page.request, token, 'shopRank', 1, '&shopTypes=3&shopTypes=4&shopTypes=5');
  const [anchor] = await topOf(page.request, token, 'anchorRank', 1, '&platform=4');
  await expectSectionsAndExports(page, `/monitor/brand/${String(brand?.brandId)}`, [
    'overview',
    'trend',
    'spus',
    'shops',
    'price',
  ]);
  await expectSectionsAndExports(page, `/monitor/shop/${String(shop?.shopId)}`, [
    'overview',
    'trend',
    'spus',
    'brands',
    'price',
  ]);
  await expectSectionsAndExports(page, `/monitor/anchor/${String(anchor?.anchorId)}?platform=4`, [
    'overview',
    'trend',
    'spus',
    'shops',
    'brands',
    'price',
  ]);
  expect(consoleErrors).toEqual([]);
});

test('a profile sets its defaults first, watches with w, and Enter on a row opens that profile', async ({ page }) => {
  const token = await signIn(page, 'admin');
  await clearMonitors(page.request, token);
  const [brand] = await topOf(page.request, token, 'brandRank', 1);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/business/')) requests.push(request.url());
  });
  await page.goto(`/monitor/brand/${String(brand?.brandId)}`);
  await expect(page.getByTestId('profile-info')).toBeVisible(LOAD);
  await waitForKeyboard(page);
  // the default period (the last 12 months) is in the URL, and no request went out without it
  await expect(page).toHaveURL(/startDate=\d{4}-\d{2}.*endDate=/);
  expect(
    requests
      .filter((url) => /overView|trend|spuRank|Table|priceZone/.test(url))
      .every((url) => url.includes('startDate=')),
  ).toBe(true);

  await expect(page.getByTestId('profile-watch')).toHaveAttribute('data-watched', 'false');
  await page.keyboard.press('w');
  await expect(page.getByTestId('profile-watch')).toHaveAttribute('data-watched', 'true');
  const count = await api<{ total: number }>(page.request, token, '/api/monitor/count?platform=1');
  expect(count.total).toBe(1);

  await page.keyboard.press('3');
  await expect(page.getByTestId('section-spus').locator('.ag-row[row-index="0"]').first()).toBeVisible(LOAD);
  await page.getByTestId('section-spus').locator('.ag-row[row-index="0"] .ag-cell').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/monitor\/spu\/\d+/);
  await expect(page.getByTestId('entity-detail')).toHaveAttribute('data-kind', 'spu');
});

test('a bad id shows one clear state with a way back; an unknown kind is the 404 page', async ({ page }) => {
  await signIn(page, 'analyst');
  const toasts: string[] = [];
  await page.goto('/monitor/brand/99');
  await expect(page.getByTestId('profile-not-found')).toBeVisible(LOAD);
  toasts.push(...(await page.locator('[data-toast]').allTextContents()));
  expect(toasts.length).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('section-overview')).toHaveCount(0);
  await page.goto('/monitor/brand/abc');
  await expect(page.getByTestId('profile-not-found')).toContainText('abc');
  await page.getByTestId('profile-not-found').getByRole('button').click();
  await expect(page).toHaveURL(/\/monitor(\?|$)/);
  await page.goto('/monitor/team/1');
  await expect(page).toHaveURL(/\/404/);
});

test('compare from the keyboard: pick with c, open with Shift+C', async ({ page, consoleErrors }, testInfo) => {
  const token = await signIn(page, 'admin');
  await clearMonitors(page.request, token);
  const brands = await topOf(page.request, token, 'brandRank', 3);
  for (const brand of brands) await addMonitor(page.request, token, 'brand', brand.brandId as number);
  await addMonitor(page.request, token, 'category', 1);
  await openWatchlist(page);
  await expect(watchRows(page)).toHaveCount(4);

  const keys = new Keys(page);
  await keys.press('3');
  await expect(page).toHaveURL(/tab=brand/);
  await expect(watchRows(page)).toHaveCount(3);
  await keys.press('c');
  await keys.press('j');
  await keys.press('c');
  await expect(page.getByTestId('compare-pick')).toHaveCount(2);
  await keys.press('Shift+C');
  // brand is the default kind, so the URL leaves it out
  // brand is the default kind, so the URL leaves it out
  await expect(page).toHaveURL(/\/monitor\/compare\?.*ids=\d+.*ids=\d+/);
  expectKeystrokes(testInfo, 'compare two brands', keys, 5);
  await expect(page.getByTestId('compare-table').locator('thead th')).toHaveCount(3, LOAD);
  await expect(page.getByTestId('compare-chart').locator('.recharts-line')).toHaveCount(2);
  // deep link: the same view from the URL alone
  const url = page.url();
  await page.goto(url);
  await expect(page.getByTestId('compare-table').locator('thead th')).toHaveCount(3, LOAD);
  expect(consoleErrors).toEqual([]);
});
