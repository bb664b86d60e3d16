import { test as base, expect } from '@playwright/test';

/** Every spec imports `test` from here: it points at the server started by global-setup and fails on console errors. */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => {
    const url = process.env.AISLE_BASE_URL;
    if (!url) throw new Error('AISLE_BASE_URL is not set: run the browser tests through playwright.config.ts');
    await use(url);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
