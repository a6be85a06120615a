import { expect, test } from '@playwright/test';
import * as universities from '#sdk/resources/universities';
import { cardNames } from './public-support.ts';
import { apiClient, inArabic } from './support.ts';

const countryCards = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('link');

test('the countries list searches English names', async ({ page }) => {
  await page.goto('/countries');
  await expect(countryCards(page)).toHaveCount(30);
  await expect(countryCards(page).filter({ hasText: 'Germany' })).toContainText('14 universities');
  await page.getByRole('searchbox', { name: 'Search countries' }).fill('land');
  await expect(countryCards(page)).not.toHaveCount(30);
  const names = await countryCards(page).allTextContents();
  expect(names.length).toBeGreaterThan(1);
  for (const name of names) expect(name.toLowerCase()).toContain('land');
  await page.getByRole('searchbox', { name: 'Search countries' }).fill('Atlantis');
  await expect(page.getByRole('heading', { name: 'No countries found' })).toBeVisible();
  await expect(countryCards(page)).toHaveCount(0);
});

test('in Arabic: names in Arabic, searchable in Arabic and English', async ({ page }) => {
  await inArabic(page, '/countries');
  await page.getByRole('searchbox').fill('المانيا');
  await expect(countryCards(page)).toHaveCount(1);
  await expect(countryCards(page)).toContainText('ألمانيا');
  await page.getByRole('searchbox').fill('France');
  await expect(countryCards(page)).toHaveText([/فرنسا/]);
  await page.getByRole('searchbox').fill('لا شيء');
  await expect(page.getByRole('heading', { name: 'لم يتم العثور على دول' })).toBeVisible();
});

test('a country page: its universities, education system, costs, visa and scholarships', async ({ page }) => {
  const { universities: germany, pagination } = await universities.list(apiClient(), { country: 'Germany', limit: 6 });
  await page.goto('/countries');
  await countryCards(page).filter({ hasText: 'Germany' }).click();
  await expect(page).toHaveURL(/\/countries\/germany$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study in Germany');
  await expect.poll(() => cardNames(page)).toEqual(germany.map((u) => u.name));
  for (const heading of [
    'Education system',
    'Living costs in Germany',
    'Student visa',
    'Scholarships in Germany',
    'Europe-wide scholarships',
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'DAAD Scholarships' })).toBeVisible();
  await page.getByRole('link', { name: `All ${pagination.total} universities in Germany` }).click();
  await expect(page).toHaveURL(/\/universities\?country=Germany$/);
});

test('an unknown country has its not-found view', async ({ page }) => {
  await page.goto('/countries/atlantis');
  await expect(page.getByRole('heading', { name: 'Country not found' })).toBeVisible();
  await page.getByRole('link', { name: 'All countries' }).click();
  await expect(page).toHaveURL(/\/countries$/);
});
