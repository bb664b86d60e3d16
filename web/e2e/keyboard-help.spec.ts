import {
  expectKeystrokes,
  KEYBOARD_TEST_TIMEOUT,
  Keys,
  openReport,
  palette,
  selectedOption,
  signIn,
} from './keyboard-helpers.ts';
import { expect, test } from './support/test.ts';

test.describe('keyboard only: help and settings', () => {
  test.describe.configure({ timeout: KEYBOARD_TEST_TIMEOUT });

  test('? shows the bindings, generated from the registry', async ({ page, consoleErrors }, testInfo) => {
    await signIn(page);
    await openReport(page, '/brand/rank');
    const keys = new Keys(page);
    await keys.press('?');
    const sheet = page.getByRole('dialog', { name: '键盘快捷键' });
    await expect(sheet).toBeVisible();
    expectKeystrokes(testInfo, 'open the cheat sheet', keys, 1);
    await expect(sheet.locator('[data-command="nav.brand-rank"]')).toContainText('品牌排行');
    await expect(sheet.locator('[data-command="nav.brand-rank"] [aria-label]')).toHaveAttribute('aria-label', 'G B');
    await expect(sheet.locator('[data-command="palette.open"] [aria-label]')).toHaveAttribute('aria-label', /K$/);
    await expect(sheet.locator('[data-command="platform.2"] [aria-label]')).toHaveAttribute('aria-label', 'P 2');
    await expect(sheet.getByRole('heading', { name: '在报表表格中' })).toBeVisible();
    await keys.press('Escape');
    await expect(sheet).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a remapped key works after a reload, and a taken key is refused', async ({ page, consoleErrors }, testInfo) => {
    await signIn(page);
    await openReport(page, '/brand/rank');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const keys = new Keys(page);
    await keys.press('Control+k');
    await keys.type('zdykjj');
    await expect(selectedOption(page)).toContainText('自定义快捷键');
    await keys.press('Enter');
    const dialog = page.getByRole('dialog', { name: '自定义快捷键' });
    await expect(dialog).toBeVisible();
    await keys.type('qhss');
    await expect(dialog.locator('[role="option"][aria-selected="true"]')).toContainText('切换深色');

    // d belongs to the download: refused, with the reason
    await keys.press('Enter');
    await keys.press('d');
    await expect(dialog.getByRole('alert')).toContainText('已被“导出当前报表”使用');

    await keys.press('Enter');
    await keys.press('y');
    await expect(dialog.getByRole('status')).toContainText(/已改为 Y$/);
    await keys.press('Escape');
    await expect(dialog).toHaveCount(0);
    expectKeystrokes(testInfo, 'remap the theme key (with one refusal)', keys, 18);

    await page.reload();
    await openReport(page, '/brand/rank');
    const before = await isDark();
    await keys.press('t');
    expect(await isDark()).toBe(before);
    await keys.press('y');
    await expect.poll(isDark).toBe(!before);
    expectKeystrokes(testInfo, 'use the remapped key after a reload', keys, 2);
    await expect(palette(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('keys typed right after choosing the remap dialog in the palette reach its filter', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page);
    await openReport(page, '/brand/rank');
    const keys = new Keys(page);
    await keys.press('Control+k');
    await keys.type('zdykjj');
    await expect(selectedOption(page)).toContainText('自定义快捷键');
    // no wait for the dialog: the filter is typed as the palette closes and the dialog is still on its way
    await keys.press('Enter');
    await keys.type('qhss');
    const dialog = page.getByRole('dialog', { name: '自定义快捷键' });
    await expect(dialog.getByRole('combobox')).toHaveValue('qhss');
    await expect(dialog.locator('[role="option"][aria-selected="true"]')).toContainText('切换深色');
    await keys.press('Escape');
    await expect(dialog).toHaveCount(0);
    // reopened, it starts afresh
    await keys.press('Control+k');
    await keys.type('zdykjj');
    await expect(selectedOption(page)).toContainText('自定义快捷键');
    await keys.press('Enter');
    await expect(dialog.getByRole('combobox')).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });
});
