import type { Page } from '@playwright/test';
import { addFault } from './support/faults.ts';
import { login, waitForGrid } from './support/session.ts';
import { expect, test } from './support/test.ts';

// a task takes MOCK_TASK_MS (6 s by default) from queued to done, on a shared machine
test.describe.configure({ timeout: 180_000, mode: 'serial' });

const TASK_TIMEOUT = 30_000;

const taskRow = (page: Page, keyword: string) => page.locator('[data-task-row]', { hasText: keyword }).first();

/** Removes the analyst's tasks, so each test starts from an empty list. */
const clearTasks = async (page: Page, token: string) => {
  const response = await page.request.get('/api/tool/keyword/list?perPage=100', { headers: { authorization: token } });
  const { data } = (await response.json()) as { data: { resultData: { id: number }[] } };
  for (const task of data.resultData)
    await page.request.delete(`/api/tool/keyword/${task.id}`, { headers: { authorization: token } });
};

test('a task is created by keyboard only, runs live from queued to done, and announces itself', async ({
  page,
  consoleErrors,
}) => {
  const token = await login(page, 'analyst');
  await clearTasks(page, token);
  await page.goto('/brand/rank');
  await waitForGrid(page);

  await page.keyboard.press('g');
  await page.keyboard.press('k');
  await expect(page).toHaveURL(/\/operator\/keyword$/);
  await expect(page.getByTestId('keyword-tasks')).toHaveAttribute('data-status', 'fulfilled');

  await page.keyboard.press('n');
  const dialog = page.getByTestId('new-task-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('#task-keyword')).toBeFocused();
  // the category by pinyin initials: Tab to the picker, Enter opens it, "lyq" finds 连衣裙, Enter chooses
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.type('lyq');
  await expect(page.getByTestId('task-category').locator('[data-option]').first()).toContainText('连衣裙');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('task-category')).toContainText('连衣裙');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#task-keyword')).toBeFocused();
  await page.keyboard.type('碎花');
  // the preview shows product titles holding the word before anything is created
  await expect(page.getByTestId('task-preview').locator('li').first()).toContainText('碎花');

  const created = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/tool/keyword',
  );
  await page.keyboard.press('Enter');
  const body = (await created).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ keyword: '碎花', platform: 1 });
  expect(body.categoryId).not.toBe(0);
  await expect(dialog).toBeHidden();

  // live: queued (or already running), then running with its progress bar, then done, without a reload
  const row = taskRow(page, '碎花');
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', /queued|running/);
  await expect(row.locator('[data-status="running"] [role="progressbar"]')).toBeVisible({ timeout: TASK_TIMEOUT });
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'done', { timeout: TASK_TIMEOUT });
  await expect(row).toContainText('连衣裙');
  // the toast says so and opens it
  const toast = page.locator('[data-toast="success"]', { hasText: '碎花' });
  await expect(toast).toBeVisible();
  await toast.getByTestId('toast-action').click();
  await expect(page).toHaveURL(/\/operator\/keyword\/\d+$/);
  await expect(page.getByTestId('keyword-task')).toHaveAttribute('data-loaded', 'true');
  await waitForGrid(page);
  // polling stopped with the task: no more list or task requests after it ended
  const later: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/tool\/keyword\/(list|\d+)$/.test(new URL(r.url()).pathname)) later.push(r.url());
  });
  await page.waitForTimeout(2500);
  expect(later).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a done task opens from the list with Enter; each section exports its table', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/operator/keyword');
  const row = taskRow(page, '碎花');
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'done');
  await page.locator('[data-keyword-filter]').focus();
  await page.keyboard.type('碎');
  await expect(page).toHaveURL(/q=%E7%A2%8E/);
  await page.keyboard.press('ArrowDown');
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/operator\/keyword\/\d+$/);
  await waitForGrid(page);
  await expect(page.getByTestId('report-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();

  const sections = [
    ['1', 'overview', /^关键词_碎花_概览_.+\.xlsx$/],
    ['2', 'brand', /^关键词_碎花_品牌排行_.+\.xlsx$/],
    ['3', 'shop', /^关键词_碎花_店铺排行_.+\.xlsx$/],
    ['4', 'spu', /^关键词_碎花_商品排行_.+\.xlsx$/],
  ] as const;
  for (const [key, section, name] of sections) {
    await page.locator('body').focus();
    await page.keyboard.press(key);
    await expect(page.locator(`[data-section="${section}"]`)).toHaveAttribute('aria-selected', 'true');
    if (section !== 'overview') await expect(page).toHaveURL(new RegExp(`section=${section}`));
    await waitForGrid(page);
    const download = page.waitForEvent('download');
    await page.keyboard.press('d');
    expect((await download).suggestedFilename()).toMatch(name);
  }
  // a deep link opens on its section
  await page.reload();
  await expect(page.locator('[data-section="spu"]')).toHaveAttribute('aria-selected', 'true');
  await waitForGrid(page);
});

test('a refused keyword is said at the field, by the form and by the server, and nothing typed is lost', async ({
  page,
}) => {
  await login(page, 'analyst');
  await page.goto('/operator/keyword');
  await expect(page.getByTestId('keyword-tasks')).toHaveAttribute('data-status', 'fulfilled');
  await page.keyboard.press('n');
  // typed once the dialog has focused its field, as a person sees it open before typing
  await expect(page.locator('#task-keyword')).toBeFocused();
  await page.keyboard.type('x'.repeat(31));
  await page.keyboard.press('Enter');
  await expect(page.locator('#task-keyword-error')).toContainText('30');
  await expect(page.locator('#task-keyword')).toHaveAttribute('aria-invalid', 'true');

  // the server's own refusal, once: its message goes to the field it names
  await addFault(page.request, {
    method: 'POST',
    path: '/api/tool/keyword',
    status: 400,
    times: 1,
    resFormatMsg: '关键词不能超过 30 个字符',
    field: 'body.keyword',
  });
  await page.locator('#task-keyword').fill('手机壳');
  await page.keyboard.press('Enter');
  await expect(page.locator('#task-keyword-error')).toHaveText('关键词不能超过 30 个字符');
  await expect(page.locator('#task-keyword')).toHaveValue('手机壳');
  await expect(page.getByTestId('new-task-dialog')).toBeVisible();
  // the next try goes through
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('new-task-dialog')).toBeHidden();
  await expect(taskRow(page, '手机壳')).toBeVisible();
});

test('a failed task says why and runs again; Delete removes a task after naming it', async ({ page }) => {
  const token = await login(page, 'analyst');
  // with the default seed, 面膜 on Taobao/Tmall fails its first run (mock-server/src/state/keyword-task.ts)
  const response = await page.request.post('/api/tool/keyword', {
    headers: { authorization: token },
    data: { keyword: '面膜', platform: 1 },
  });
  const { data: task } = (await response.json()) as { data: { id: number } };
  await page.goto(`/operator/keyword/${task.id}`);
  const screen = page.getByTestId('keyword-task');
  await expect(screen).toHaveAttribute('data-status', 'failed', { timeout: TASK_TIMEOUT });
  await expect(screen).toContainText('数据源响应超时');
  await expect(page.getByTestId('task-rerun')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(screen).toHaveAttribute('data-status', /queued|running/);
  await expect(screen).toHaveAttribute('data-status', 'done', { timeout: TASK_TIMEOUT });
  await waitForGrid(page);

  await page.goto('/operator/keyword');
  const row = taskRow(page, '面膜');
  await row.focus();
  await page.keyboard.press('Delete');
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('删除任务「面膜」？');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(taskRow(page, '面膜')).toHaveCount(0);
  expect((await page.request.get(`/api/tool/keyword/${task.id}`, { headers: { authorization: token } })).status()).toBe(
    404,
  );
});

test('a task that does not exist, or a wrong id, says so with a way back', async ({ page }) => {
  await login(page, 'analyst');
  await page.goto('/operator/keyword/987654');
  await expect(page.getByRole('alert').filter({ hasText: '找不到这个任务' })).toBeVisible();
  await page.getByTestId('back').click();
  await expect(page).toHaveURL(/\/operator\/keyword$/);
  await page.goto('/operator/keyword/abc');
  await expect(page.getByText('链接中的任务编号无效')).toBeVisible();
});
