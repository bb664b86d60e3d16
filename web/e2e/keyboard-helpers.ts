import type { Page, TestInfo } from '@playwright/test';
import { expect } from './support/test.ts';

/**
 * Keyboard-only driving for the keyboard specs: every key goes through `Keys`, which counts them, so each task
 * can assert how many keystrokes it took. No mouse event is ever sent.
 */
export class Keys {
  private count = 0;

  constructor(private readonly page: Page) {}

  /** One key or chord: "g", "Enter", "Control+k". */
  async press(key: string) {
    this.count += 1;
    await this.page.keyboard.press(key);
  }

  /** Text typed key by key (ASCII: pinyin, English). */
  async type(text: string) {
    this.count += text.length;
    await this.page.keyboard.type(text);
  }

  /** A shortcut sequence such as "g b". */
  async sequence(sequence: string) {
    for (const key of sequence.split(' ')) await this.press(key);
  }

  /** The keystrokes since the last call, and starts counting again. */
  take() {
    const taken = this.count;
    this.count = 0;
    return taken;
  }
}

/** Records the keystrokes a task took (in the report and the test's annotations) and holds it to a bound. */
export const expectKeystrokes = (testInfo: TestInfo, task: string, keys: Keys, bound: number) => {
  const count = keys.take();
  testInfo.annotations.push({ type: 'keystrokes', description: `${task}: ${count} (bound ${bound})` });
  console.log(`[keystrokes] ${task}: ${count} (bound ${bound})`);
  expect(count, `${task} took ${count} keystrokes`).toBeLessThanOrEqual(bound);
};

export type DemoAccount = 'analyst' | 'trial' | 'admin';
const PASSWORDS: Record<DemoAccount, string> = { analyst: 'analyst123', trial: 'trial123', admin: 'admin123' };

/** A session stored the way the app stores it, without the login form (for tasks that are not about logging in). */
export const signIn = async (
  page: Page,
  account: DemoAccount = 'analyst',
  preferences: Record<string, string> = {},
) => {
  const response = await page.request.post('/api/user/login', {
    data: { account, password: PASSWORDS[account] },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { token: string } };
  await page.goto('/about');
  await page.evaluate(
    ([token, name, prefs]) => {
      localStorage.setItem('session', JSON.stringify({ token, account: name }));
      for (const [key, value] of Object.entries(prefs)) localStorage.setItem(key, value);
    },
    [data.token, account, preferences] as const,
  );
  return data.token;
};

/** The first data row of the report grid. */
export const firstRow = (page: Page) => page.locator('.ag-row[row-index="0"]').first();

/** Opens a report and waits until its table shows and the keyboard layer is ready (the palette code loaded). */
export const openReport = async (page: Page, url: string) => {
  await page.goto(url);
  // a cold report (grid and chart code, first query) is slow on a busy machine
  await expect(firstRow(page)).toBeVisible({ timeout: 20_000 });
  await waitForKeyboard(page);
};

/** Keyboard tasks chain several screens; a busy machine needs more than the default 30 s for them. */
export const KEYBOARD_TEST_TIMEOUT = 90_000;

/**
 * The keyboard layer binds its keys when the shell mounts and loads the palette's code in idle time; waiting
 * for that code keeps the first mod+k of a test from measuring a download.
 */
export const waitForKeyboard = async (page: Page) => {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/keyboard-overlays-')),
  );
};

export const palette = (page: Page) => page.locator('[cmdk-root]');
export const selectedOption = (page: Page) => page.locator('[cmdk-item][aria-selected="true"]');

/** The URL's query as an object (repeated keys joined). */
export const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
export const pathOf = (page: Page) => new URL(page.url()).pathname;
