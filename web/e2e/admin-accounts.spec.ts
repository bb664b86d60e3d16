import type { Page, Request } from '@playwright/test';
import { signIn, waitForKeyboard } from './keyboard-helpers.ts';
import { expect, test } from './support/test.ts';

/** The account list, against the real mock server: its first request, filters from the keyboard, create/disable. */

const listRequests = (page: Page) => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/listTeamUser')) seen.push(request);
  });
  return seen;
};
const searchOf = (request: Request) => new URL(request.url()).searchParams;
const accountRows = (page: Page) => page.locator('[data-testid="accounts-table"] tr[data-row]');

const openAccounts = async (page: Page, url = '/admin/accounts') => {
  await page.goto(url);
  await expect(page.locator('[data-testid="accounts-table"]')).toHaveAttribute('data-status', 'fulfilled', {
    timeout: 30_000,
  });
  await waitForKeyboard(page);
};

test('the first request carries exactly the default filter, as repeated keys', async ({ page, consoleErrors }) => {
  await signIn(page, 'admin');
  const seen = listRequests(page);
  await openAccounts(page);
  expect(seen.length).toBeGreaterThan(0);
  const search = searchOf(seen[0]!);
  expect(search.getAll('payStateList')).toEqual(['0', '1', '2']);
  expect(search.getAll('platformList')).toEqual(['1', '2', '4']);
  expect(search.getAll('enableTypeList')).toEqual(['1', '0']);
  expect(search.getAll('registerType')).toEqual(['1', '2']);
  expect(search.get('page')).toBe('1');
  expect(search.get('perPage')).toBe('20');
  // nothing else: repeated keys, not payStateList[]=, and no optional field unless chosen
  expect([...new Set(search.keys())].sort()).toEqual(
    ['enableTypeList', 'page', 'payStateList', 'perPage', 'platformList', 'registerType'].sort(),
  );
  expect(seen[0]!.url()).not.toContain('%5B');
  // the labels come from the dictionaries
  await expect(accountRows(page).first()).toContainText(/淘宝\/天猫|京东|抖音/);
  await expect(page.getByTestId('filter-pay-state')).toContainText('已付费');
  expect(consoleErrors).toEqual([]);
});

test('filters change from the keyboard, live in the URL, and reset returns to the defaults', async ({ page }) => {
  await signIn(page, 'admin');
  const seen = listRequests(page);
  await openAccounts(page);
  // the keyword box: type, Enter
  await page.getByTestId('account-keyword').focus();
  await page.keyboard.type('analyst');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/keyword=analyst/);
  await expect(accountRows(page)).toHaveCount(1);
  await expect(accountRows(page).first()).toHaveAttribute('data-account', 'analyst');
  // Tab to the "disabled" box of the status filter and untick "enabled" with Space
  await page.getByTestId('filter-enable').locator('input').first().focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/enableTypeList=0/);
  await expect.poll(() => searchOf(seen.at(-1)!).getAll('enableTypeList')).toEqual(['0']);
  await expect(page.getByText('没有符合条件的账号')).toBeVisible();
  // a link with the filter opens with it
  await page.reload();
  await expect(page.getByTestId('filter-enable').locator('input').first()).not.toBeChecked();
  // reset: the button, then the first request's filter again
  await page.getByTestId('reset-filters').click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await expect.poll(() => searchOf(seen.at(-1)!).getAll('enableTypeList')).toEqual(['1', '0']);
  expect(searchOf(seen.at(-1)!).get('keyword')).toBeNull();
});

test('a creation range that ends before it starts is said at the dates, asks nothing, and mends', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, 'admin');
  const seen = listRequests(page);
  await page.goto('/admin/accounts?startDate=2026-11-10&endDate=2026-11-01');
  await expect(page.getByTestId('account-filters').getByRole('alert')).toHaveText('结束日期不能早于开始日期');
  await expect(page.getByText('改正创建日期后，账号列表会自动刷新。')).toBeVisible();
  await expect(page.getByTestId('account-end')).toHaveAttribute('aria-invalid', 'true');
  // no request with the reversed range, so no failure and no retry button
  await page.waitForTimeout(500);
  expect(seen.filter((request) => searchOf(request).get('endDate') === '2026-11-01')).toEqual([]);
  await expect(page.getByText('数据加载失败')).toHaveCount(0);
  // putting the end after the start asks for the list again
  await page.getByTestId('account-end').fill('2026-11-20');
  await expect(page.locator('[data-testid="accounts-table"]')).toHaveAttribute('data-status', 'fulfilled');
  expect(searchOf(seen.at(-1)!).get('endDate')).toBe('2026-11-20');
  await expect(page.getByTestId('account-filters').getByRole('alert')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('create a user, find it, disable it: its session stops working and it cannot sign in', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await openAccounts(page);
  const account = `e2e.${Date.now().toString(36)}`;
  const phone = `139${String(Date.now()).slice(-8)}`;

  // n opens the side panel; the server's refusal (a taken account) shows at its field
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('n');
  const panel = page.getByTestId('account-panel');
  await expect(panel).toBeVisible();
  await page.keyboard.type('analyst');
  await panel.locator('#account-password').fill('secret123');
  await panel.locator('#account-name').fill('测试同事');
  await panel.locator('#account-phone').fill(phone);
  await page.getByTestId('account-save').click();
  await expect(panel.getByTestId('error-account')).toContainText('已存在');
  // Escape with changes asks first; "cancel" keeps the panel and what was typed
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  await expect(panel.locator('#account-name')).toHaveValue('测试同事');
  // fix it and save
  await panel.locator('#account-account').fill(account);
  await page.getByTestId('account-save').click();
  await expect(panel).toHaveCount(0);

  // a session of the new user, before it is disabled
  const login = await page.request.post('/api/user/login', { data: { account, password: 'secret123' } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  expect((await page.request.get('/api/common/userConfig', { headers: { authorization: token } })).status()).toBe(200);

  // find it, select it with x, disable with the bulk action and its confirmation
  await page.getByTestId('account-keyword').fill(account);
  await page.getByTestId('account-keyword').press('Enter');
  await expect(accountRows(page)).toHaveCount(1);
  await accountRows(page).first().focus();
  await page.keyboard.press('x');
  await expect(page.getByTestId('bulk-bar')).toContainText('1');
  await page.getByTestId('bulk-disable').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('登出');
  await page.keyboard.press('Enter');
  await expect(accountRows(page).first().getByTestId('enable-state')).toHaveText('停用');

  // its token stops working (403: the account may not be used; the app signs out on it) and it cannot sign in
  const refused = await page.request.get('/api/common/userConfig', { headers: { authorization: token } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { resFormatMsg: string }).resFormatMsg).toContain('停用');
  const again = await page.request.post('/api/user/login', { data: { account, password: 'secret123' } });
  expect(again.status()).toBe(403);
});

test('a manager cannot disable their own account: the server says why, nothing changes', async ({ page }) => {
  await signIn(page, 'admin');
  await openAccounts(page, '/admin/accounts?userType=1&keyword=admin');
  const row = accountRows(page).filter({ has: page.locator('td', { hasText: /^admin$/ }) });
  await row.focus();
  await page.keyboard.press('e');
  await page.getByTestId('confirm').click();
  await expect(page.getByText('不能停用自己的账号')).toBeVisible();
  await expect(row.getByTestId('enable-state')).toHaveText('启用');
});

test('a non-manager on /admin/accounts gets the explanation, no 403 and no sign-out', async ({ page }) => {
  await signIn(page, 'analyst');
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(user\/(listTeamUser|listTeam|teamUserCount)|lite\/)/.test(request.url()))
      adminCalls.push(request.url());
  });
  await page.goto('/admin/accounts');
  await expect(page.getByTestId('manager-only')).toContainText('只有管理员可以查看这个页面');
  await expect(page.getByTestId('manager-only')).toContainText('联系');
  expect(adminCalls).toEqual([]);
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  // the sidebar has no admin entries for them
  await expect(page.getByRole('link', { name: '账号管理' })).toHaveCount(0);
  await page.getByRole('link', { name: '回到报表' }).click();
  await expect(page).toHaveURL(/\/brand\/rank/);
});
