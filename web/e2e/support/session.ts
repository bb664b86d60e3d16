import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type DemoAccount = 'admin' | 'analyst' | 'trial';

const PASSWORDS: Record<DemoAccount, string> = { admin: 'admin123', analyst: 'analyst123', trial: 'trial123' };

/** Logs in through the API and returns the session token. */
export const tokenFor = async (request: APIRequestContext, account: DemoAccount) => {
  const response = await request.post('/api/user/login', { data: { account, password: PASSWORDS[account] } });
  if (!response.ok()) throw new Error(`login as ${account} failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
};

/**
 * Stores a session for `account` the way the app does (localStorage `session`), on a public page, so the next
 * navigation starts logged in. Faster than typing into the login form in every test.
 */
export const login = async (page: Page, account: DemoAccount = 'analyst') => {
  const token = await tokenFor(page.request, account);
  await page.goto('/about');
  await page.evaluate(
    ([value, name]) => localStorage.setItem('session', JSON.stringify({ token: value, account: name })),
    [token, account] as const,
  );
  return token;
};

/** The first data row of a report grid (AG Grid 36 marks rows with row-index). */
export const firstGridRow = (page: Page) => page.locator('.ag-row[row-index="0"]').first();

/**
 * A report's first load: session, platforms, category tree, then the table (and a cold route chunk). On the
 * shared two-core machine that can take well over the default 10 s, so this wait is longer.
 */
export const REPORT_TIMEOUT = 30_000;
export const waitForGrid = (page: Page) => expect(firstGridRow(page)).toBeVisible({ timeout: REPORT_TIMEOUT });
