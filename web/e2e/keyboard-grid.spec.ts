import {
  expectKeystrokes,
  KEYBOARD_TEST_TIMEOUT,
  firstRow,
  Keys,
  openReport,
  pathOf,
  queryOf,
  signIn,
} from './keyboard-helpers.ts';
import { expect, test } from './support/test.ts';

test.describe('keyboard only: the report table', () => {
  test.describe.configure({ timeout: KEYBOARD_TEST_TIMEOUT });

  test('sort a column and change page', async ({ page, consoleErrors }, testInfo) => {
    await signIn(page);
    await openReport(page, '/brand/rank');
    const keys = new Keys(page);
    // i focuses the table; up reaches the headers; Enter sorts the focused column
    await keys.press('i');
    await expect(page.locator('.ag-row[row-index="0"] .ag-cell').first()).toBeFocused();
    await keys.press('ArrowUp');
    for (let k = 0; k < 3; k++) await keys.press('ArrowRight');
    const header = page.locator('.ag-header-cell:focus');
    const column = await header.getAttribute('col-id');
    expect(column).toBeTruthy();
    await keys.press('Enter');
    await expect.poll(() => queryOf(page).contentSort).toBe(column);
    await expect(page.locator(`.ag-header-cell[col-id="${column}"]`)).toHaveAttribute(
      'aria-sort',
      /descending|ascending/,
    );
    expectKeystrokes(testInfo, 'sort a column', keys, 6);

    // Tab leaves the headers for the pager (it does not walk the other headers): first page, previous page,
    // page number, next page
    await keys.press('Tab');
    await expect(page.locator('.ag-paging-button:focus')).toHaveAttribute('aria-label', '第一页');
    await expect(page.locator('.ag-root :focus')).toHaveCount(0);
    await keys.press('Tab');
    await keys.press('Tab');
    await keys.press('Tab');
    await expect(page.locator('.ag-paging-button:focus')).toHaveAttribute('aria-label', '下一页');
    await keys.press('Enter');
    await expect.poll(() => queryOf(page).page).toBe('2');
    expect(queryOf(page).contentSort).toBe(column);
    expectKeystrokes(testInfo, 'change page', keys, 5);
    expect(consoleErrors).toEqual([]);
  });

  test('download the table with d', async ({ page, consoleErrors }, testInfo) => {
    await signIn(page);
    await openReport(page, '/brand/rank');
    const keys = new Keys(page);
    const download = page.waitForEvent('download');
    await keys.press('d');
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expectKeystrokes(testInfo, 'download with d', keys, 1);
    expect(consoleErrors).toEqual([]);
  });

  test('d without download permission says why and downloads nothing', async ({ page }) => {
    await signIn(page, 'trial');
    await openReport(page, '/brand/rank');
    let downloads = 0;
    page.on('download', () => downloads++);
    await new Keys(page).press('d');
    await expect(page.getByRole('status').filter({ hasText: /没有下载权限/ })).toBeVisible();
    expect(downloads).toBe(0);
  });

  test('drill down with Enter and back up with Backspace or alt+left', async ({ page, consoleErrors }, testInfo) => {
    await signIn(page);
    await openReport(page, '/brand/rank?platform=2');
    const keys = new Keys(page);
    await keys.press('i');
    await keys.press('Enter');
    await expect.poll(() => pathOf(page)).toMatch(/^\/monitor\/brand\/\d+$/);
    expect(queryOf(page).platform).toBe('2');
    await keys.press('Backspace');
    await expect.poll(() => pathOf(page)).toBe('/brand/rank');
    expect(queryOf(page).platform).toBe('2');
    expectKeystrokes(testInfo, 'drill down and back with Backspace', keys, 3);

    // back on the rank with the period the profile chose: its rows reload, and the grid is drawn anew for them
    await expect(page.getByTestId('report-table')).toHaveAttribute('data-status', 'fulfilled');
    await expect(firstRow(page)).toBeVisible();
    await keys.press('i');
    await keys.press('ArrowDown');
    await keys.press('Enter');
    await expect.poll(() => pathOf(page)).toMatch(/^\/monitor\/brand\/\d+$/);
    // the detail screen binds its back keys when it has rendered; its code may still be arriving
    await expect(page.getByTestId('entity-detail')).toBeVisible();
    await keys.press('Alt+ArrowLeft');
    await expect.poll(() => pathOf(page)).toBe('/brand/rank');
    expectKeystrokes(testInfo, 'drill down and back with alt+left', keys, 4);
    expect(consoleErrors).toEqual([]);
  });

  test('drill down from a category to its brands and a brand, and back up step by step', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    await signIn(page);
    await openReport(page, '/category/rank?platform=2');
    const keys = new Keys(page);
    const category = await firstRow(page).getAttribute('row-id');
    await keys.press('i');
    await keys.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/brand/rank');
    expect(queryOf(page)).toMatchObject({ platform: '2', categoryId: category });
    // the brand rank's own rows (the category rank's may still be on screen while the new screen renders)
    const brandRows = page.getByRole('region', { name: '品牌排行' }).locator('.ag-row[row-index="0"]');
    await expect(brandRows).toBeVisible();
    await keys.press('i');
    await keys.press('Enter');
    await expect.poll(() => pathOf(page)).toMatch(/^\/monitor\/brand\/\d+$/);
    await expect(page.getByTestId('entity-detail')).toBeVisible();
    await keys.press('Backspace');
    await expect.poll(() => pathOf(page)).toBe('/brand/rank');
    expect(queryOf(page).categoryId).toBe(category);
    await expect(brandRows).toBeVisible();
    await keys.press('Backspace');
    await expect.poll(() => pathOf(page)).toBe('/category/rank');
    expect(queryOf(page).categoryId).toBeUndefined();
    expectKeystrokes(testInfo, 'drill category -> brands -> brand and back', keys, 6);
    expect(consoleErrors).toEqual([]);
  });

  test('w monitors the focused row; a second w on it says it is monitored already', async ({ page }, testInfo) => {
    const token = await signIn(page);
    await openReport(page, '/shop/rank?platform=4');
    const keys = new Keys(page);
    await keys.press('i');
    await keys.press('ArrowDown');
    const row = page.locator('.ag-row[row-index="1"]').first();
    const shopId = Number(await row.getAttribute('row-id'));
    const name = (await row.locator('.ag-cell a').first().textContent()) ?? '';
    await keys.press('w');
    await expect(page.locator('[data-toast="success"]').filter({ hasText: name })).toBeVisible();
    expectKeystrokes(testInfo, 'monitor the focused row with w', keys, 3);
    const monitors = (await (
      await page.request.get('/api/monitor/overViewTable?platform=4&menuKey=shop&perPage=100', {
        headers: { Authorization: token },
      })
    ).json()) as { data: { result: { data: { entityId: number }[] } } };
    expect(monitors.data.result.data.map((item) => item.entityId)).toContain(shopId);
    await keys.press('w');
    await expect(page.locator('[data-toast="error"]')).toContainText(`「${name}」已在抖音的监控列表中`);
  });

  test('keys typed in the table are not shortcuts; Escape hands the page its keys back', async ({ page }) => {
    await signIn(page);
    await openReport(page, '/brand/rank');
    const keys = new Keys(page);
    await keys.press('i');
    // "g b" or "t" inside the grid must not navigate or switch the theme
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await keys.press('t');
    await keys.sequence('p 2');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
    expect(queryOf(page).platform).toBeUndefined();
    await keys.press('Escape');
    await keys.press('t');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!dark);
  });

  test('Tab and Escape leave the grid from a cell and from a header', async ({ page }) => {
    await signIn(page);
    await openReport(page, '/brand/rank');
    const keys = new Keys(page);
    const insideGrid = page.locator('.ag-root :focus');
    // from a cell, Tab goes on to the pager instead of the next cell
    await keys.press('i');
    await expect(page.locator('.ag-row[row-index="0"] .ag-cell').first()).toBeFocused();
    await keys.press('Tab');
    await expect(insideGrid).toHaveCount(0);
    await expect(page.locator('.ag-paging-button:focus')).toBeVisible();
    // from a header, Escape hands the keys back to the page: "t" switches the theme again
    await keys.press('i');
    await expect(insideGrid).toHaveCount(1);
    await keys.press('ArrowUp');
    await expect(page.locator('.ag-header-cell:focus')).toHaveCount(1);
    await keys.press('Escape');
    await expect(insideGrid).toHaveCount(0);
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await keys.press('t');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!dark);
  });
});
