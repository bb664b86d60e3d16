import type { Page } from '@playwright/test';
import { firstRow, Keys, selectedOption, waitForKeyboard } from './keyboard-helpers.ts';
import { expect, test } from './support/test.ts';

// two users, several screens each, on a shared machine
test.describe.configure({ timeout: 360_000 });

const PASSWORDS = { analyst: 'analyst123', trial: 'trial123' } as const;
type Account = keyof typeof PASSWORDS;

/** Signs in through the form, as a person would; the app lands on the default report. */
const signInWithForm = async (page: Page, account: Account) => {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account)$/).fill(account);
  await page.getByLabel(/^(密码|Password)$/).fill(PASSWORDS[account]);
  // the user's own recents and keys are read once the app knows who signed in (the user config)
  const config = userConfig(page);
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
  await expect(page).toHaveURL(/\/brand\/rank/);
  await config;
  await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
  await waitForKeyboard(page);
};

const userConfig = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/common/userConfig', {
    timeout: 30_000,
  });

/** The user menu's button, which runs the same sign-out command as the palette. */
const signOut = async (page: Page) => {
  await page.getByTestId('user-menu').getByRole('button').first().click();
  await page.getByRole('button', { name: /^(退出登录|Log out)$/ }).click();
  await expect(page).toHaveURL(/\/login/);
};

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** Whether `key` toggles the theme (the remapped theme key is `y`). */
const keyTogglesTheme = async (page: Page, key: string) => {
  const before = await isDark(page);
  await page.keyboard.press(key);
  await page.waitForTimeout(300);
  const after = await isDark(page);
  if (after !== before) await page.keyboard.press(key);
  return after !== before;
};

const recentHeading = (page: Page) => page.locator('[cmdk-group-heading]').filter({ hasText: /^(最近使用|Recent)$/ });

/** The palette's recents, by title. */
const recentTitles = async (page: Page) => {
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-root]')).toBeVisible();
  await expect(page.locator('[cmdk-item]').first()).toBeVisible();
  const group = page.locator('[cmdk-group]').filter({ has: recentHeading(page) });
  const titles = (await group.count()) > 0 ? await group.locator('[cmdk-item]').allTextContents() : [];
  await page.keyboard.press('Escape');
  await expect(page.locator('[cmdk-root]')).toHaveCount(0);
  return titles;
};

/** Opens the watchlist and returns its "since your last visit" note once the last visit has been read. */
const watchlistNote = async (page: Page) => {
  await page.goto('/monitor');
  const note = page.getByTestId('visit-note');
  // the note also lists the keys: wait for the part that says what the last visit was
  await expect(note).toContainText(/首次查看|First look|与上次查看|Since your last visit/, { timeout: 30_000 });
  return (await note.textContent()) ?? '';
};

/** The watchlist's stored visits (IndexedDB `aisle-monitor`), by id `${userId}:${platform}:${tab}`. */
const visitIds = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('aisle-monitor');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('visits')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('visits').objectStore('visits').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => {
            db.close();
            resolve([]);
          };
        };
      }),
  );

const userOf = (visitId: string) => visitId.split(':')[0];

test('what one user leaves in the browser is not shown to the next one, and comes back for its owner', async ({
  page,
  consoleErrors,
}) => {
  // A: a recent command, a remapped key, a watchlist visit
  await signInWithForm(page, 'analyst');
  const keys = new Keys(page);
  await keys.press('Control+k');
  await keys.type('dianpu');
  await expect(selectedOption(page)).toContainText('店铺排行');
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/shop\/rank/);
  await keys.press('Control+k');
  await keys.type('zdykjj');
  await expect(selectedOption(page)).toContainText('自定义快捷键');
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: '自定义快捷键' });
  await keys.type('qhss');
  await expect(dialog.locator('[role="option"][aria-selected="true"]')).toContainText('切换深色');
  await keys.press('Enter');
  await keys.press('y');
  await expect(dialog.getByRole('status')).toContainText(/已改为 Y$/);
  await keys.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await keyTogglesTheme(page, 'y')).toBe(true);
  expect((await recentTitles(page)).join(' ')).toContain('店铺排行');
  expect(await watchlistNote(page)).toMatch(/首次查看|First look/);
  // what the first opening showed is kept (IndexedDB, written once the list is on screen) under A's id
  await expect.poll(async () => (await visitIds(page)).length, { timeout: 30_000 }).toBe(1);
  const [visitOfA = ''] = await visitIds(page);
  // the second opening compares with the first: A's mark of the last visit
  expect(await watchlistNote(page)).not.toMatch(/首次查看|First look/);
  await page.goto('/brand/rank');
  await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
  await signOut(page);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();

  // B on the same browser, without a reload: none of A's
  await signInWithForm(page, 'trial');
  expect(await recentTitles(page)).toEqual([]);
  expect(await keyTogglesTheme(page, 'y')).toBe(false);
  expect(await keyTogglesTheme(page, 't')).toBe(true);
  expect(await watchlistNote(page)).toMatch(/首次查看|First look/);
  // B's visit is kept under B's id, beside A's
  await expect.poll(async () => (await visitIds(page)).length, { timeout: 30_000 }).toBe(2);
  const visitOfB = (await visitIds(page)).find((id) => id !== visitOfA) ?? '';
  expect(userOf(visitOfB)).not.toBe(userOf(visitOfA));
  await page.goto('/brand/rank');
  await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
  await signOut(page);

  // A again: A's recents, keys and last visit
  await signInWithForm(page, 'analyst');
  expect((await recentTitles(page)).join(' ')).toContain('店铺排行');
  expect(await keyTogglesTheme(page, 'y')).toBe(true);
  expect(await keyTogglesTheme(page, 't')).toBe(false);
  expect(await watchlistNote(page)).not.toMatch(/首次查看|First look/);
  expect(consoleErrors).toEqual([]);
});

test('a corrupt stored value is dropped without an error', async ({ page, consoleErrors }) => {
  await signInWithForm(page, 'analyst');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('dianpu');
  await expect(selectedOption(page)).toContainText('店铺排行');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/rank/);
  const stored = await page.evaluate(() => {
    const recent = Object.keys(localStorage).find((key) => /^aisle\.user\.\d+\.recent$/.test(key));
    if (!recent) return [];
    const keymap = recent.replace(/recent$/, 'keymap');
    localStorage.setItem(recent, '[{"kind":');
    localStorage.setItem(keymap, '{"action.theme":');
    return [recent, keymap];
  });
  expect(stored).toHaveLength(2);
  const config = userConfig(page);
  await page.reload();
  await config;
  await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
  await waitForKeyboard(page);
  expect(await recentTitles(page)).toEqual([]);
  expect(await keyTogglesTheme(page, 't')).toBe(true);
  // read once and dropped, so the next load does not meet them again
  const left = await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), stored);
  expect(left).toEqual([null, null]);
  expect(consoleErrors).toEqual([]);
});
