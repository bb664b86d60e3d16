import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  KEYBOARD_TEST_TIMEOUT,
  Keys,
  openReport,
  palette,
  selectedOption,
  signIn,
  type DemoAccount,
} from '../keyboard-helpers.ts';
import { expect, test } from '../support/test.ts';

/**
 * The keyboard layer's overlays, light and dark, zh-CN and English, captured into bench/screens/ (git-ignored)
 * for people to look at; each capture first checks that the overlay shows what it should.
 */
const out = resolve(import.meta.dirname, '../../../bench/screens');
mkdirSync(out, { recursive: true });

const VARIANTS = [
  { theme: 'light', language: 'zh-CN' },
  { theme: 'dark', language: 'zh-CN' },
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'en' },
] as const;

type Variant = (typeof VARIANTS)[number];

const scene = (name: string, account: DemoAccount, show: (page: Page, keys: Keys, variant: Variant) => Promise<void>) =>
  test(`screens: ${name}`, async ({ page, consoleErrors }) => {
    // four page loads and captures
    test.setTimeout(4 * KEYBOARD_TEST_TIMEOUT);
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const variant of VARIANTS) {
      await signIn(page, account, { 'aisle.theme': variant.theme, 'aisle.language': variant.language });
      await openReport(page, '/brand/rank');
      await show(page, new Keys(page), variant);
      await page.screenshot({ path: `${out}/keyboard-${name}-${variant.theme}-${variant.language}.png` });
      await page.keyboard.press('Escape');
    }
    expect(consoleErrors).toEqual([]);
  });

scene('palette-results', 'analyst', async (page, keys, { language }) => {
  await keys.press('Control+k');
  await keys.type(language === 'en' ? 'dress' : 'lyq');
  await expect(selectedOption(page)).toContainText(language === 'en' ? 'Dresses' : '连衣裙');
  // the server's search has answered (entities arrive after the debounce)
  await expect(palette(page).locator('[cmdk-list]')).toHaveAttribute('aria-busy', 'false');
  await expect(palette(page).locator('[cmdk-group-heading]').first()).toHaveText(/品类|Categories/);
});

scene('palette-nested', 'analyst', async (page, keys, { language }) => {
  await keys.press('Control+k');
  await keys.type(language === 'en' ? 'switch pl' : 'qhpt');
  await keys.press('Enter');
  await expect(page.getByRole('option')).toHaveCount(3);
});

scene('palette-disabled', 'trial', async (page, keys, { language }) => {
  await keys.press('Control+k');
  await keys.type(language === 'en' ? 'export' : 'daochu');
  const download = page.getByRole('option', { name: /导出当前报表|Export the current report/ }).first();
  await expect(download).toHaveAttribute('aria-disabled', 'true');
  await expect(download).toContainText(/没有下载权限|download permission/i);
});

scene('cheat-sheet', 'analyst', async (page, keys) => {
  await keys.press('?');
  await expect(page.getByTestId('cheat-sheet')).toBeVisible();
});

scene('remap-dialog', 'analyst', async (page, keys, { language }) => {
  await keys.press('Control+k');
  await keys.type(language === 'en' ? 'customize' : 'zdykjj');
  await keys.press('Enter');
  await expect(page.getByTestId('keymap-dialog')).toBeVisible();
  await keys.type(language === 'en' ? 'theme' : 'qhss');
  await keys.press('Enter');
  await keys.press('d');
  await expect(page.getByTestId('keymap-dialog').getByRole('alert')).not.toBeEmpty();
});
