import { expect, test } from '@playwright/test';
import * as universities from '#sdk/resources/universities';
import { cardNames } from './public-support.ts';
import { apiClient, inArabic } from './support.ts';

test('home: 6 featured universities, the top 6 countries and the hero search', async ({ page }) => {
  const featured = await universities.list(apiClient(), { featured: true, limit: 6 });
  const { countries } = await universities.countries(apiClient());
  await page.goto('/');
  await expect.poll(() => cardNames(page)).toEqual(featured.universities.map((u) => u.name));

  const destinations = page.getByRole('region', { name: 'Top destinations' }).getByRole('listitem').getByRole('link');
  await expect(destinations).toHaveCount(6);
  for (const [i, country] of countries.slice(0, 6).entries()) {
    await expect(destinations.nth(i)).toContainText(country.name);
    await expect(destinations.nth(i)).toContainText(`${country.universityCount} universities`);
  }
  await destinations.first().click();
  await expect(page).toHaveURL(new RegExp(`/universities\\?country=${countries[0].name}$`));

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search universities' }).fill('Leuven');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/universities\?search=Leuven$/);
  await expect(page.getByTestId('university-card')).toContainText(['KU Leuven']);
});

test('the call to action leads to registration', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Ready to start your journey?' })
    .getByRole('link', { name: 'Get Started' })
    .click();
  await expect(page).toHaveURL(/\/register$/);
});

test('in Arabic the home page reads right to left with Arabic country names', async ({ page }) => {
  // Other tests add universities to the shared server, so the top country is asked, not assumed.
  const [top] = (await universities.countries(apiClient())).countries;
  await inArabic(page, '/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const first = page.getByRole('region', { name: 'أبرز الوجهات' }).getByRole('listitem').getByRole('link').first();
  await expect(first).toHaveAttribute('href', new RegExp(new URLSearchParams({ country: top.name }).toString()));
  await expect(first).toContainText(/[\u0600-\u06FF]/);
  await expect(first).not.toContainText(top.name);
});
