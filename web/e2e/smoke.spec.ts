import { expect, test } from './support/test.ts';
import documented from '../../fixtures/documented-endpoints.json' with { type: 'json' };

test('the landing page loads without console errors', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aisle', exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('/docs lists every documented endpoint', async ({ page }) => {
  await page.goto('/docs');
  const operations = page.locator('.opblock');
  await expect(operations.first()).toBeVisible();
  await expect(operations).toHaveCount(documented.count);
  for (const { method, path } of documented.endpoints) {
    await expect(
      page.locator(`.opblock-${method.toLowerCase()} [data-path="${path}"]`),
      `${method} ${path}`,
    ).toHaveCount(1);
  }
});
