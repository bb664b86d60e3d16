import type { Page } from '@playwright/test';
import { login, REPORT_TIMEOUT, waitForGrid } from './support/session.ts';
import { expect, test } from './support/test.ts';

// reports load session, platforms, tree and table first; the machine running the suite is shared
test.describe.configure({ timeout: 90_000 });

const fillLogin = async (page: Page, account: string, password: string) => {
  await page.getByLabel(/^(账号|Account)$/).fill(account);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
};

test('a visitor without a session goes to login and comes back to the report they tried', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/brand/rank?platform=2&shopTypes=1&shopTypes=3');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fbrand%2Frank%3Fplatform%3D2%26shopTypes%3D1%26shopTypes%3D3$/);
  await fillLogin(page, 'analyst', 'analyst123');
  await expect(page).toHaveURL(/\/brand\/rank\?platform=2&shopTypes=1&shopTypes=3$/);
  await waitForGrid(page);
  await expect(page.getByTestId('platform-switcher').locator('[aria-checked="true"]')).toHaveAttribute(
    'data-platform',
    '2',
  );
  expect(consoleErrors).toEqual([]);
});

test('a redirectUrl to another site is not followed', async ({ page }) => {
  await page.goto('/login?redirectUrl=%2F%2Fevil.example%2Fsteal');
  await fillLogin(page, 'analyst', 'analyst123');
  await expect(page).toHaveURL(/\/brand\/rank$/);
  await page.goto('/login?redirectUrl=javascript%3Aalert(1)');
  // already logged in: straight on to the default report, not to the script
  await expect(page).toHaveURL(/\/brand\/rank$/);
});

test('a wrong password says so in the form and in a toast, and keeps the visitor on /login', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'analyst', 'not-the-password');
  const error = page.getByTestId('form-error');
  await expect(error).toBeVisible();
  const message = (await error.textContent()) ?? '';
  expect(message.length).toBeGreaterThan(0);
  await expect(page.locator('[data-toast="error"]')).toContainText(message);
  await expect(page).toHaveURL(/\/login$/);
});

test('a garbage session value reads as logged out, without an error', async ({ page, consoleErrors }) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('session', '{"token":'));
  await page.goto('/brand/rank');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fbrand%2Frank$/);
  await expect(page.getByRole('heading', { name: /^(登录|Log in)$/ })).toBeVisible();
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/report?x=1');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('/no/such/report?x=1')).toBeVisible();
});

test.describe('the server ends the session', () => {
  // x-mock-status is added to this page's own requests, so the 401/403 reaches no other test
  for (const status of [401, 403]) {
    test(`a ${status} clears local storage and lands on /login?redirectUrl=<current path>`, async ({ page }) => {
      await login(page, 'analyst');
      await page.evaluate(() => localStorage.setItem('aisle.theme', 'dark'));
      await page.route(
        (url) => url.pathname === '/api/business/brandInfo',
        (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-status': String(status) } }),
      );
      await page.goto('/monitor/brand/12?platform=2');
      // the current path with its query: the profile writes its default period into the URL on arrival
      await expect(page).toHaveURL(
        /\/login\?redirectUrl=%2Fmonitor%2Fbrand%2F12%3Fplatform%3D2(%26startDate%3D[\d-]+%26endDate%3D[\d-]+)?$/,
        {
          timeout: REPORT_TIMEOUT,
        },
      );
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      await expect(page.locator('[data-toast="error"]').first()).toBeVisible();
    });
  }
});

test('a new user registers with an SMS code and lands on a report as a trial user', async ({ page, consoleErrors }) => {
  await page.goto('/register');
  // a number no other test uses: the mock server keeps registrations for the run
  const phone = `139${String(Date.now()).slice(-8)}`;
  await page.getByLabel(/^(手机号|Phone number)$/).fill(phone);
  await page.getByRole('button', { name: /^(获取验证码|Send code)$/ }).click();
  // the mock server hands the code back (debugCode); the toast shows it
  const toast = page.locator('[data-toast="success"]').filter({ hasText: /\d{6}/ });
  await expect(toast).toBeVisible();
  const code = /(\d{6})/.exec((await toast.textContent()) ?? '')?.[1] ?? '';
  await page.getByLabel(/^(验证码|Code)/).fill(code);
  await page.getByLabel(/^(姓名|Name)/).fill('新用户');
  await page.getByLabel(/^(公司|Company)/).fill('测试公司');
  await page.getByLabel(/^(设置密码|Password)/).fill('secret123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^(注册|Sign up)$/ }).click();
  await waitForGrid(page);
  await expect(page.getByRole('button', { name: /当前用户|Current user/ })).toContainText('新用户');
  expect(consoleErrors).toEqual([]);
});
