import { pinyin } from 'pinyin-pro';
import {
  expectKeystrokes,
  KEYBOARD_TEST_TIMEOUT,
  firstRow,
  Keys,
  openReport,
  palette,
  pathOf,
  queryOf,
  selectedOption,
  signIn,
  waitForKeyboard,
} from './keyboard-helpers.ts';
import { expect, test } from './support/test.ts';

test.describe('keyboard only: getting around', () => {
  test.describe.configure({ timeout: KEYBOARD_TEST_TIMEOUT });

  test('log in', async ({ page, consoleErrors }, testInfo) => {
    const keys = new Keys(page);
    await page.goto('/login?redirectUrl=%2Fbrand%2Frank');
    // the account field has focus when the page opens
    await expect(page.getByLabel(/账号|Account/)).toBeFocused();
    await keys.type('analyst');
    await keys.press('Tab');
    await keys.type('analyst123');
    await keys.press('Enter');
    await expect(firstRow(page)).toBeVisible();
    expect(pathOf(page)).toBe('/brand/rank');
    expectKeystrokes(testInfo, 'log in', keys, 20);
    expect(consoleErrors).toEqual([]);
  });

  test('reach every report with its g sequence and through the palette', async ({ page, consoleErrors }, testInfo) => {
    // two trips per sidebar entry, and the sidebar has a dozen of them
    test.setTimeout(KEYBOARD_TEST_TIMEOUT * 4);
    const token = await signIn(page);
    await openReport(page, '/brand/rank');
    // start each time from a screen that is not a report: a brand's detail
    const rank = (await (
      await page.request.get('/api/category/brandRank?platform=1&page=1&perPage=1', {
        headers: { Authorization: token },
      })
    ).json()) as { data: { result: { data: { brandId: number }[] } } };
    const detail = `/monitor/brand/${rank.data.result.data[0]?.brandId}`;
    // the reports that exist are the sidebar's entries; each shows its sequence ("G B")
    const entries = await page
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => ({
          path: new URL((link as HTMLAnchorElement).href).pathname,
          title: link.querySelector('span')?.textContent?.trim() ?? '',
          keys: link.querySelector('kbd')?.textContent?.trim().toLowerCase() ?? '',
        })),
      );
    expect(entries.length).toBeGreaterThan(0);
    const keys = new Keys(page);
    for (const entry of entries) {
      expect(entry.keys, `${entry.path} shows its sequence`).toMatch(/^g [a-z]$/);
      await page.goto(detail);
      await waitForKeyboard(page);
      keys.take();
      await keys.sequence(entry.keys);
      await expect.poll(() => pathOf(page)).toBe(entry.path);
      expectKeystrokes(testInfo, `${entry.path} by ${entry.keys}`, keys, 2);

      await page.goto(detail);
      await waitForKeyboard(page);
      keys.take();
      await keys.press('Control+k');
      await expect(palette(page)).toBeVisible();
      // the title's pinyin initials, as people type them ("品牌排行" -> "ppph")
      await keys.type(pinyin(entry.title, { pattern: 'first', toneType: 'none', type: 'array' }).join(''));
      await expect(selectedOption(page)).toContainText(entry.title);
      await keys.press('Enter');
      await expect.poll(() => pathOf(page)).toBe(entry.path);
      await expect(palette(page)).toHaveCount(0);
      expectKeystrokes(testInfo, `${entry.path} through the palette`, keys, entry.title.length + 2);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('switch platform by position and through the palette', async ({ page, consoleErrors }, testInfo) => {
    await signIn(page);
    await openReport(page, '/brand/rank');
    const keys = new Keys(page);
    await keys.sequence('p 2');
    await expect.poll(() => queryOf(page).platform).toBe('2');
    await expect(page.locator('[data-platform="2"]')).toHaveAttribute('aria-checked', 'true');
    expectKeystrokes(testInfo, 'switch platform with p 2', keys, 2);

    await expect(firstRow(page)).toBeVisible();
    await keys.press('Control+k');
    await keys.type('qhpt');
    await expect(selectedOption(page)).toContainText(/切换平台/);
    await keys.press('Enter');
    await expect(page.getByRole('combobox')).toHaveAttribute('placeholder', /切换平台/);
    await keys.type('tb');
    await keys.press('Enter');
    await expect.poll(() => queryOf(page).platform).toBeUndefined();
    await expect(page.locator('[data-platform="1"]')).toHaveAttribute('aria-checked', 'true');
    expectKeystrokes(testInfo, 'switch platform through the palette', keys, 10);
    expect(consoleErrors).toEqual([]);
  });

  test('a locked platform stays visible, disabled, with the reason', async ({ page }) => {
    await signIn(page, 'trial');
    await openReport(page, '/brand/rank');
    const keys = new Keys(page);
    const before = page.url();
    // the trial account has Douyin (third platform) locked
    await keys.sequence('p 3');
    await expect(
      page
        .getByRole('status')
        .or(page.getByRole('alert'))
        .filter({ hasText: /抖音|未开通/ }),
    ).toBeVisible();
    expect(page.url()).toBe(before);
    await keys.press('Control+k');
    await keys.type('douyin');
    const locked = page.getByRole('option', { name: /抖音/ });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await expect(locked).toContainText(/未开通|试用|trial/i);
  });

  test('pick a category by pinyin initials and by path', async ({ page, consoleErrors }, testInfo) => {
    const token = await signIn(page);
    await openReport(page, '/brand/rank');
    const tree = (await (
      await page.request.get('/api/common/categoryTree?platform=1', { headers: { Authorization: token } })
    ).json()) as { data: { id: number; name: string; children?: unknown[] }[] };
    type Node = { id: number; name: string; children?: Node[] };
    const find = (nodes: Node[], path: string[]): Node | undefined => {
      const [head, ...rest] = path;
      const node = nodes.find((candidate) => candidate.name === head);
      return rest.length === 0 ? node : node && find(node.children ?? [], rest);
    };
    const dresses = find(tree.data as Node[], ['女装', '裙装', '连衣裙']);
    expect(dresses).toBeDefined();

    const keys = new Keys(page);
    await keys.press('Control+k');
    await keys.type('lyq');
    await expect(selectedOption(page)).toContainText('女装 › 裙装 › 连衣裙');
    await keys.press('Enter');
    await expect.poll(() => queryOf(page).categoryId).toBe(String(dresses?.id));
    await expect(page.getByTestId('category-picker')).toContainText('连衣裙');
    expectKeystrokes(testInfo, 'pick a category by pinyin initials', keys, 5);

    await keys.press('Control+k');
    await keys.type('#nz>lyq');
    await expect(selectedOption(page)).toContainText('女装 › 裙装 › 连衣裙');
    await keys.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    keys.take();

    // c opens the top bar's category picker with its search focused
    await keys.press('c');
    await expect(page.getByTestId('category-picker').getByRole('textbox')).toBeFocused();
    await keys.press('Escape');
    expect(consoleErrors).toEqual([]);
  });

  test('pick a period preset from the filters with the arrow keys', async ({ page, consoleErrors }, testInfo) => {
    await signIn(page);
    await openReport(page, '/brand/rank');
    const keys = new Keys(page);
    // f lands on the platform switcher (one Tab stop); Tab walks the filters: the category picker, the period
    await keys.press('f');
    await keys.press('Tab');
    await keys.press('Tab');
    await expect(page.getByTestId('period-picker').getByRole('button').first()).toBeFocused();
    await keys.press('Enter');
    // the panel opens on the current preset (the latest month)
    const presets = page.getByTestId('period-picker').locator('[data-preset]');
    await expect(presets.and(page.locator('[data-active="true"]'))).toBeFocused();
    await keys.press('End');
    const last = await presets.last().getAttribute('data-preset');
    await expect(presets.last()).toBeFocused();
    await keys.press('ArrowUp');
    await keys.press('ArrowDown');
    await keys.press('Enter');
    await expect.poll(() => queryOf(page).startDate).toBeTruthy();
    await expect(page.getByTestId('period-picker').getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('period-picker').getByRole('button').first()).toBeFocused();
    expectKeystrokes(testInfo, `pick the period preset "${last}" with arrows`, keys, 8);
    expect(consoleErrors).toEqual([]);
  });

  test('the platform switcher is one Tab stop; arrows switch platform', async ({ page, consoleErrors }) => {
    await signIn(page);
    await openReport(page, '/brand/rank');
    const keys = new Keys(page);
    await keys.press('f');
    await expect(page.locator('[data-platform="1"]')).toBeFocused();
    await keys.press('ArrowRight');
    await expect.poll(() => queryOf(page).platform).toBe('2');
    await expect(page.locator('[data-platform="2"]')).toBeFocused();
    await expect(page.locator('[data-platform="2"]')).toHaveAttribute('aria-checked', 'true');
    // wraps around from the first to the last
    await keys.press('ArrowLeft');
    await keys.press('ArrowLeft');
    await expect.poll(() => queryOf(page).platform).toBe('4');
    await keys.press('Tab');
    await expect(page.getByTestId('category-picker').getByRole('button').first()).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('shift the period with [ and ]', async ({ page, consoleErrors }, testInfo) => {
    await signIn(page);
    await openReport(page, '/brand/rank?startDate=2026-08&endDate=2026-10');
    const keys = new Keys(page);
    await keys.press('[');
    await expect.poll(() => queryOf(page)).toMatchObject({ startDate: '2026-05', endDate: '2026-07' });
    await expect(firstRow(page)).toBeVisible();
    await keys.press(']');
    await expect.poll(() => queryOf(page)).toMatchObject({ startDate: '2026-08', endDate: '2026-10' });
    expectKeystrokes(testInfo, 'shift the period back and forward', keys, 2);
    // the latest months with data: there is nothing later, and the toast says so
    await keys.press(']');
    await expect(page.getByText(/没有更晚的数据/)).toBeVisible();
    expect(queryOf(page)).toMatchObject({ startDate: '2026-08', endDate: '2026-10' });
    expect(consoleErrors).toEqual([]);
  });
});
