import type { Page } from '@playwright/test';
import { addFault } from './support/faults.ts';
import { login, waitForGrid } from './support/session.ts';
import { expect, test } from './support/test.ts';

// reports load session, platforms, tree and table first; the machine running the suite is shared
test.describe.configure({ timeout: 90_000 });

test('requests carry the token, Cache-Control: no-cache and arrays as repeated keys', async ({ page }) => {
  const token = await login(page, 'analyst');
  const request = page.waitForRequest(
    (r) => r.url().includes('/api/category/brandRank?') && r.url().includes('perPage=20'),
  );
  await page.goto('/brand/rank?shopTypes=1&shopTypes=3');
  const sent = await request;
  const headers = await sent.allHeaders();
  expect(headers.authorization).toBe(token);
  expect(headers['cache-control']).toBe('no-cache');
  expect(new URL(sent.url()).searchParams.getAll('shopTypes')).toEqual(['1', '3']);
  expect(sent.url()).toContain('shopTypes=1&shopTypes=3');
  await waitForGrid(page);
});

test.describe('error toasts', () => {
  // the rules sit on /api/user/sendCode, which only the registration page calls; one at a time
  test.describe.configure({ mode: 'serial' });

  const sendCode = async (page: Page) => {
    await page.goto('/register');
    await page.getByLabel(/^(手机号|Phone number)$/).fill('13800001234');
    await page.getByRole('button', { name: /^(获取验证码|Send code)$/ }).click();
  };

  test("an error response shows the server's resFormatMsg", async ({ page }) => {
    await addFault(page.request, {
      method: 'POST',
      path: '/api/user/sendCode',
      status: 429,
      times: 1,
      resFormatMsg: '验证码发送过于频繁，请 60 秒后再试',
    });
    await sendCode(page);
    await expect(page.locator('[data-toast="error"]')).toHaveText('验证码发送过于频繁，请 60 秒后再试');
  });

  test('an error response without resFormatMsg shows the Chinese network-error message', async ({ page }) => {
    await addFault(page.request, {
      method: 'POST',
      path: '/api/user/sendCode',
      status: 502,
      times: 1,
      resFormatMsg: null,
    });
    await sendCode(page);
    await expect(page.locator('[data-toast="error"]')).toHaveText('网络错误，请稍后重试');
  });
});
