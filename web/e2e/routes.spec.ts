import { login, waitForGrid } from './support/session.ts';
import { expect, test } from './support/test.ts';

// reports load session, platforms, tree and table first; the machine running the suite is shared
test.describe.configure({ timeout: 90_000 });

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/about',
  '/userAgreement',
  '/personalInfo',
  '/404',
  '/no/such/page',
];

test('no console errors across all routes', async ({ page, consoleErrors }) => {
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
  await login(page, 'analyst');
  // anchors sell on Douyin (platform 4) only; elsewhere the empty table says so
  await page.goto('/anchor/rank');
  await expect(page.getByText('主播排行只有抖音的数据')).toBeVisible();
  for (const report of ['category', 'brand', 'shop', 'spu', 'anchor']) {
    await page.goto(`/${report}/rank?platform=4`);
    await waitForGrid(page);
    if (report === 'category') continue;
    // each rank row opens its entity's profile
    const link = page.getByTestId('row-detail').first();
    const name = (await link.getAttribute('aria-label'))?.replace(/^查看 (.*) 的详情$/, '$1') ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/monitor/${report}/\\d+`));
    const detail = page.getByTestId('entity-detail');
    await expect(detail.locator('dl')).toBeVisible();
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(name);
  }
  await page.goto('/monitor/brand/not-a-number');
  await expect(page.getByRole('alert')).toContainText('not-a-number');
  // an unknown kind of profile is the 404 page
  await page.goto('/monitor/planet/1');
  await expect(page).toHaveURL(/\/404$/);
  expect(consoleErrors).toEqual([]);
  // an unknown shop (the browser logs the 404 answer itself); the page says it, beside the toast every failed
  // request gives
  await page.goto('/monitor/shop/999999999');
  await expect(page.getByTestId('entity-detail').getByRole('alert')).toContainText('找不到店铺 999999999');
});

test('language and theme switch, and stay switched after a reload', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/brand/rank');
  await expect(page.getByRole('heading', { name: '品牌排行' })).toBeVisible();
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { name: 'Brand rank' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*dark)/ : /dark/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Brand rank' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!dark);
  await expect(page).toHaveTitle(/Brand rank/);
});

test('the sidebar is built from the feature manifests and keeps the filters when moving', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/monitor/brand/10028?platform=2');
  const link = page.getByRole('navigation').getByRole('link', { name: '品牌排行' });
  await expect(link).toHaveAttribute('href', '/brand/rank?platform=2');
});
