import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from '../keyboard-helpers.ts';
import { waitForGrid } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/**
 * The operator screens, light and dark, zh-CN and English, captured into bench/screens/operator-*.png
 * (git-ignored) for people to look at; each capture first checks that the screen shows what it should.
 */
const out = resolve(import.meta.dirname, '../../../bench/screens');
mkdirSync(out, { recursive: true });

const VARIANTS = [
  { theme: 'light', language: 'zh-CN' },
  { theme: 'dark', language: 'zh-CN' },
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'en' },
] as const;
const LEAF = 4020301;

type Task = { id: number; status: string };

const createTask = async (request: APIRequestContext, token: string, data: Record<string, unknown>) => {
  const response = await request.post('/api/tool/keyword', { headers: { authorization: token }, data });
  return ((await response.json()) as { data: Task }).data;
};
const waitUntilEnded = async (request: APIRequestContext, token: string, id: number) => {
  for (;;) {
    const response = await request.get(`/api/tool/keyword/${id}`, { headers: { authorization: token } });
    const task = ((await response.json()) as { data: Task }).data;
    if (task.status !== 'queued' && task.status !== 'running') return task;
    await new Promise((done) => setTimeout(done, 500));
  }
};

const shoot = (page: Page, name: string, variant: (typeof VARIANTS)[number]) =>
  page.screenshot({ path: `${out}/operator-${name}-${variant.theme}-${variant.language}.png`, fullPage: true });

test('screens: the operator tools', async ({ page, consoleErrors }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  let token = await signIn(page, 'analyst');
  const done = await createTask(page.request, token, {
    keyword: '连衣裙',
    platform: 1,
    startDate: '2026-01',
    endDate: '2026-10',
  });
  const failed = await createTask(page.request, token, { keyword: '面膜', platform: 1 });
  await createTask(page.request, token, { keyword: '不存在的词', platform: 2 });
  await waitUntilEnded(page.request, token, done.id);
  await waitUntilEnded(page.request, token, failed.id);

  for (const variant of VARIANTS) {
    token = await signIn(page, 'analyst', { 'aisle.theme': variant.theme, 'aisle.language': variant.language });
    // a task that runs (while the page loads) beside the finished ones
    await createTask(page.request, token, { keyword: `保温杯${variant.theme}${variant.language}`, platform: 2 });
    await page.goto('/operator/keyword');
    // the new task may already have ended on a busy machine (MOCK_TASK_MS is 6 s): only the finished ones are sure
    await expect(page.locator('[data-task-row] [data-status="failed"]').first()).toBeVisible({ timeout: 30_000 });
    await shoot(page, 'keyword-list', variant);

    await page.keyboard.press('n');
    // the dialog puts focus in the keyword field once it has opened: typing before that goes nowhere
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeFocused();
    await page.keyboard.type('碎花');
    await expect(page.getByTestId('task-preview').locator('li').first()).toBeVisible();
    await shoot(page, 'keyword-new', variant);
    await page.keyboard.press('Escape');

    await page.goto(`/operator/keyword/${done.id}`);
    await waitForGrid(page);
    await expect(page.getByTestId('report-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await shoot(page, 'keyword-task', variant);

    await page.goto(`/operator/keyword/${failed.id}?section=brand`);
    await expect(page.getByTestId('task-rerun')).toBeVisible();
    await shoot(page, 'keyword-failed', variant);

    await page.goto(`/operator/attribute?categoryId=${LEAF}`);
    await waitForGrid(page);
    const values = page.getByTestId('attr-picker').locator('[data-value-id]');
    await values.nth(0).click();
    await values.nth(1).click();
    await page.getByTestId('attr-picker').locator('[data-attr-id]').nth(1).click();
    await values.nth(0).click();
    await page.getByTestId('attr-picker').locator('[data-attr-id]').nth(0).click();
    await expect(page.getByTestId('share-chart').locator('[data-share-value]')).toHaveCount(2);
    await waitForGrid(page);
    await shoot(page, 'attribute', variant);

    await page.goto('/operator/attribute?categoryId=40203');
    await expect(page.getByTestId('not-finest')).toBeVisible();
    await shoot(page, 'attribute-not-finest', variant);
  }
  expect(consoleErrors).toEqual([]);
});
