import { expect, test } from '@playwright/test';

test('the 404 page shows the path, suggestions by its words, and the ways home', async ({ page }) => {
  await page.goto('/student/grades-archive');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('code')).toHaveText('/student/grades-archive');
  const suggestions = page.getByRole('navigation', { name: 'Were you looking for one of these?' }).getByRole('link');
  await expect(suggestions).toHaveCount(4);
  await expect(suggestions.first()).toHaveText('Student dashboard');
  const main = page.getByRole('navigation', { name: 'Main pages' });
  for (const name of ['Home', 'Login', 'Register']) await expect(main.getByRole('link', { name })).toBeVisible();

  await page.goto('/agency-university-tools');
  await expect(
    page.getByRole('navigation', { name: 'Were you looking for one of these?' }).getByRole('link'),
  ).toHaveText(['Agency dashboard', 'Students', 'Applications', 'Browse universities']);

  await page.goto('/nothing/here');
  await expect(page.getByRole('navigation', { name: 'Were you looking for one of these?' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
