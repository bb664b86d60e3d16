import type { Page, Request } from '@playwright/test';
import { login, REPORT_TIMEOUT, waitForGrid } from './support/session.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ timeout: 150_000 });

/** 手工皂, the largest finest category of Taobao/Tmall in the seeded data. */
const LEAF = 4020301;

const isAttributeTable = (request: Request, name: 'brand' | 'shop' | 'spu') => {
  const url = new URL(request.url());
  return url.pathname === `/api/attribute/${name}` && url.searchParams.get('perPage') === '20';
};

const attrCache = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('myDatabase');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('categoryList').objectStore('categoryList').getAllKeys();
          read.onsuccess = () => resolve(read.result.map(String));
        };
      }),
  );

test('the attribute tree is read from IndexedDB on the second visit', async ({ page }) => {
  await login(page, 'analyst');
  const treeRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/common/attrCategoryTree') treeRequests.push(r.url());
  });
  await page.goto(`/operator/attribute?categoryId=${LEAF}`);
  await waitForGrid(page);
  expect(treeRequests).toHaveLength(1);
  expect(await attrCache(page)).toContain('1attr-categoryList');

  await page.reload();
  await waitForGrid(page);
  expect(treeRequests).toHaveLength(1);
});

test('two values of one attribute and one of another, by keyboard: OR then AND, in the URL and the request', async ({
  page,
  consoleErrors,
}) => {
  await login(page, 'analyst');
  await page.goto(`/operator/attribute?categoryId=${LEAF}`);
  await waitForGrid(page);
  const picker = page.getByTestId('attr-picker');
  const firstAttr = picker.locator('[data-attr-id]').first();
  await firstAttr.focus();
  // → into the values, Space chooses, ↓ and Space chooses the next: two values of the first attribute
  await page.keyboard.press('ArrowRight');
  const first = picker.locator('[data-value-id]').nth(0);
  const second = picker.locator('[data-value-id]').nth(1);
  await expect(first).toBeFocused();
  const a = Number(await first.getAttribute('data-value-id'));
  const b = Number(await second.getAttribute('data-value-id'));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`attrValueIds=${a}`));
  const either = page.waitForRequest((r) => isAttributeTable(r, 'brand') && r.url().includes(`attrValueIds=${b}`));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  const eitherUrl = new URL((await either).url());
  expect(eitherUrl.searchParams.getAll('attrValueIds').map(Number)).toEqual([a, b]);
  await waitForGrid(page);
  const orTotal = await page.locator('.ag-paging-row-summary-panel').textContent();

  // → to the next attribute: its first value is focused; Space adds it (AND)
  await page.keyboard.press('ArrowRight');
  const third = picker.locator('[data-value-id]').first();
  await expect(third).toBeFocused();
  const c = Number(await third.getAttribute('data-value-id'));
  expect(Math.floor(c / 100)).not.toBe(Math.floor(a / 100));
  const both = page.waitForRequest((r) => isAttributeTable(r, 'brand') && r.url().includes(`attrValueIds=${c}`));
  await page.keyboard.press('Space');
  const bothUrl = new URL((await both).url());
  expect(bothUrl.searchParams.getAll('attrValueIds').map(Number)).toEqual([a, b, c]);
  expect(bothUrl.searchParams.get('categoryId')).toBe(String(LEAF));
  await waitForGrid(page);
  expect(await page.locator('.ag-paging-row-summary-panel').textContent()).not.toBe(orTotal);

  // the chips name the choices by attribute; one removed from its chip with the keyboard
  const chips = page.getByTestId('attr-chips');
  await expect(chips.locator('[data-chip]')).toHaveCount(3);
  await chips.locator(`[data-chip="${b}"]`).focus();
  await page.keyboard.press('Backspace');
  await expect(chips.locator('[data-chip]')).toHaveCount(2);
  await expect(page).not.toHaveURL(new RegExp(`attrValueIds=${b}`));

  // the share chart of the focused attribute, then the product table and its export
  await page.keyboard.press('Escape');
  await page.locator('body').focus();
  await page.keyboard.press('3');
  await expect(page.locator('[data-section="spu"]')).toHaveAttribute('aria-selected', 'true');
  await waitForGrid(page);
  const download = page.waitForEvent('download');
  await page.keyboard.press('d');
  expect((await download).suggestedFilename()).toMatch(/^属性分析_商品_.+\.xlsx$/);
  // a reload (a shared link) shows the same selection
  await page.reload();
  await waitForGrid(page);
  await expect(page.getByTestId('attr-chips').locator('[data-chip]')).toHaveCount(2);
  expect(consoleErrors).toEqual([]);
});

test('the chosen values of an attribute are charted by share of GMV; brands and shops export', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto(`/operator/attribute?categoryId=${LEAF}`);
  await waitForGrid(page);
  const values = page.getByTestId('attr-picker').locator('[data-value-id]');
  await values.nth(0).click();
  await values.nth(1).click();
  const bars = page.getByTestId('share-chart').locator('[data-share-value]');
  await expect(bars).toHaveCount(2);
  await expect(bars.first()).toContainText('%');
  for (const [section, name] of [
    ['brand', /^属性分析_品牌_.+\.xlsx$/],
    ['shop', /^属性分析_店铺_.+\.xlsx$/],
  ] as const) {
    await page.locator(`[data-section="${section}"]`).click();
    await waitForGrid(page);
    const download = page.waitForEvent('download');
    await page.getByTestId('download').click();
    expect((await download).suggestedFilename()).toMatch(name);
  }
});

test('a category that is not the finest says so by name and offers its leaves', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/operator/attribute?categoryId=40203');
  const notice = page.getByTestId('not-finest');
  await expect(notice).toContainText('不是最细一级品类');
  await expect(page.getByTestId('attribute-page')).toHaveAttribute('data-finest', 'false');
  const leaf = notice.locator('[data-leaf]').first();
  const id = await leaf.getAttribute('data-leaf');
  await leaf.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`categoryId=${id}`));
  await expect(page.getByTestId('attribute-page')).toHaveAttribute('data-finest', 'true');
  await waitForGrid(page);
});

test('values the category does not have are dropped with a notice; the 21st value is refused', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto(`/operator/attribute?categoryId=${LEAF}&attrValueIds=999999`);
  await expect(page.getByRole('status').filter({ hasText: '999999' })).toBeVisible({ timeout: REPORT_TIMEOUT });
  await expect(page).not.toHaveURL(/attrValueIds/);
  await waitForGrid(page);

  // twenty values in the link (from the API), then a 21st from the picker: refused, and the picker says why
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('session') ?? '{}') as { token: string }).token,
  );
  const headers = { authorization: token };
  const list = (await (await page.request.get(`/api/attribute/attrList?categoryId=${LEAF}`, { headers })).json()) as {
    data: { attrId: number }[];
  };
  const ids: number[] = [];
  for (const attr of list.data) {
    const values = (await (
      await page.request.get(`/api/attribute/attrValue?categoryId=${LEAF}&attrId=${attr.attrId}`, { headers })
    ).json()) as { data: { valueId: number }[] };
    ids.push(...values.data.map((value) => value.valueId));
  }
  expect(ids.length).toBeGreaterThan(20);
  const search = ids
    .slice(0, 20)
    .map((id) => `attrValueIds=${id}`)
    .join('&');
  await page.goto(`/operator/attribute?categoryId=${LEAF}&${search}`);
  await expect(page.getByTestId('attr-chips').locator('[data-chip]')).toHaveCount(20);
  const picker = page.getByTestId('attr-picker');
  await picker.locator('[data-attr-id]').last().click();
  const unchosen = picker.locator('[data-value-id][aria-selected="false"]').first();
  await unchosen.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('attr-limit')).toContainText('20');
  await expect(unchosen).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByTestId('attr-chips').locator('[data-chip]')).toHaveCount(20);
  expect(new URL(page.url()).searchParams.getAll('attrValueIds')).toHaveLength(20);
});
