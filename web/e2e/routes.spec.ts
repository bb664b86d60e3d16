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
  await page.goto('/brand/rank');
  await waitForGrid(page);
  await page.goto('/monitor/brand/10028');
  await expect(page.getByTestId('brand-detail').locator('dl')).toBeVisible();
  await page.goto('/monitor/brand/not-a-number');
  await expect(page.getByRole('alert')).toContainText('not-a-number');
  expect(consoleErrors).toEqual([]);
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
