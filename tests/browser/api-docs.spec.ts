import { expect, test } from '@playwright/test';

test('the API docs page renders the OpenAPI document: operations, roles and schemas', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/api/docs');
  // Redoc lays out all 160 KB of the document before it shows anything: 10 s on an idle machine
  // here, three times that with the other browser worker and the server busy beside it.
  await expect(page.getByRole('heading', { name: /Study in Europe API/ })).toBeVisible({ timeout: 75_000 });
  // An operation with its body schema, found through the menu.
  await page.getByText('auth', { exact: true }).first().click();
  await expect(page.getByText('/api/auth/login').first()).toBeAttached();
  expect(errors).toEqual([]);
});
