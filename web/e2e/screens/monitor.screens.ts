import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn, waitForKeyboard } from '../keyboard-helpers.ts';
import { expect, test } from '../support/test.ts';

/**
 * The monitor screens, light and dark, zh-CN and English, captured into bench/screens/ (git-ignored) for people to
 * look at: the watchlist with marks since the last visit, the add dialog, the remove confirmation, a brand profile,
 * a shop profile's price bands, and the compare view. Each capture first checks that the screen shows its content.
 */
const out = resolve(import.meta.dirname, '../../../bench/screens');
mkdirSync(out, { recursive: true });
test.describe.configure({ timeout: 300_000 });

const VARIANTS = [
  { theme: 'light', language: 'zh-CN' },
  { theme: 'dark', language: 'zh-CN' },
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'en' },
] as const;
const LOAD = { timeout: 30_000 };

const get = async <T>(request: APIRequestContext, token: string, path: string) =>
  ((await (await request.get(path, { headers: { Authorization: token } })).json()) as { data: T }).data;

const prepare = async (page: Page) => {
  const token = await signIn(page, 'admin');
  for (const platform of [1, 2, 4]) {
    const list = await get<{ result: { data: { id: number }[] } }>(
      page.request,
      token,
      `/api/monitor/overViewTable?platform=${platform}&perPage=100`,
    );
    for (const row of list.result.data)
      await page.request.delete(`/api/monitor/delete?id=${row.id}`, { headers: { Authorization: token } });
  }
  const brands = await get<{ result: { data: { brandId: number }[] } }>(
    page.request,
    token,
    '/api/category/brandRank?perPage=6&startDate=2026-01&endDate=2026-03',
  );
  const shops = await get<{ result: { data: { shopId: number }[] } }>(
    page.request,
    token,
    '/api/category/shopRank?perPage=2&shopTypes=3&shopTypes=4',
  );
  const add = (menuKey: string, entityId: number) =>
    page.request.post('/api/monitor/add', {
      headers: { Authorization: token },
      data: { menuKey, entityId, platform: 1 },
    });
  for (const brand of brands.result.data.slice(0, 5)) await add('brand', brand.brandId);
  for (const shop of shops.result.data) await add('shop', shop.shopId);
  await add('category', 16);
  return { token, brands: brands.result.data, shops: shops.result.data, add };
};

test('screens: monitor', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { brands, shops, add } = await prepare(page);
  let first = true;
  for (const variant of VARIANTS) {
    const name = (screen: string) => `${out}/monitor-${screen}-${variant.theme}-${variant.language}.png`;
    await signIn(page, 'admin', { 'aisle.theme': variant.theme, 'aisle.language': variant.language });
    // a first visit in one period, a second in another with one more brand: the marks have something to say
    await page.goto('/monitor?startDate=2026-01&endDate=2026-03');
    await expect(page.getByTestId('watchlist-table')).toBeVisible(LOAD);
    await page.goto('/about');
    if (first) await add('brand', brands[5]?.brandId as number);
    first = false;
    await page.goto('/monitor?startDate=2026-04&endDate=2026-06');
    await expect(page.getByTestId('watchlist-table').locator('tbody tr')).toHaveCount(9, LOAD);
    await waitForKeyboard(page);
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('c');
    await page.keyboard.press('j');
    await page.screenshot({ path: name('watchlist'), fullPage: true });

    await page.keyboard.press('a');
    await page.keyboard.type(variant.language === 'en' ? 'lian' : '连衣');
    await expect(page.getByTestId('monitor-add-dialog').locator('[role="option"]').first()).toBeVisible(LOAD);
    await page.screenshot({ path: name('add-dialog') });
    await page.keyboard.press('Escape');

    await page.keyboard.press('x');
    await page.keyboard.press('Delete');
    await expect(page.getByTestId('monitor-remove-dialog')).toBeVisible();
    await page.screenshot({ path: name('remove-confirm') });
    await page.keyboard.press('Escape');

    await page.goto(`/monitor/brand/${String(brands[0]?.brandId)}`);
    await expect(page.getByTestId('section-overview').locator('.ag-row[row-index="0"]').first()).toBeVisible(LOAD);
    await expect(page.getByTestId('report-chart').locator('.recharts-bar-rectangle').first()).toBeVisible(LOAD);
    await page.screenshot({ path: name('brand-profile'), fullPage: true });

    await page.goto(`/monitor/shop/${String(shops[0]?.shopId)}?section=price`);
    await expect(page.getByTestId('section-price').locator('.ag-row[row-index="0"]').first()).toBeVisible(LOAD);
    await page.screenshot({ path: name('shop-price'), fullPage: true });

    await page.goto(`/monitor/category/16?section=trend`);
    await expect(page.getByTestId('section-trend').locator('.ag-row[row-index="0"]').first()).toBeVisible(LOAD);
    await page.screenshot({ path: name('category-trend'), fullPage: true });

    await page.goto(
      `/monitor/compare?ids=${String(brands[0]?.brandId)}&ids=${String(brands[1]?.brandId)}&ids=${String(brands[2]?.brandId)}`,
    );
    await expect(page.getByTestId('compare-chart').locator('.recharts-line')).toHaveCount(3, LOAD);
    await page.screenshot({ path: name('compare'), fullPage: true });

    await page.goto('/monitor/brand/99');
    await expect(page.getByTestId('profile-not-found')).toBeVisible(LOAD);
    await page.screenshot({ path: name('not-found') });
  }
  // the not-found captures ask for an unknown brand: one 404 each, and nothing else went wrong
  expect(consoleErrors.filter((text) => !text.includes('status of 404'))).toEqual([]);
  expect(consoleErrors).toHaveLength(VARIANTS.length);
});
