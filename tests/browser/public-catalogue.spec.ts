import { expect, test } from '@playwright/test';
import * as universities from '#sdk/resources/universities';
import type { UniversityListQuery } from '#sdk/schemas/university';
import { cardNames } from './public-support.ts';
import { apiClient, inArabic } from './support.ts';

const list = (query: UniversityListQuery) => universities.list(apiClient(), { limit: 12, ...query });

test('the search box filters the catalogue and is kept in the URL', async ({ page }) => {
  await page.goto('/universities');
  await expect(page.getByTestId('university-card')).toHaveCount(12);
  await page.getByRole('combobox', { name: 'Search' }).fill('Munich');
  await expect(page).toHaveURL(/[?&]search=Munich(&|$)/);
  const expected = (await list({ search: 'Munich' })).universities.map((u) => u.name);
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => cardNames(page)).toEqual(expected);

  // The URL alone restores the search, e.g. after a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('Munich');
  await expect.poll(() => cardNames(page)).toEqual(expected);
});

test('country and specialty filters follow the URL and start again at page 1', async ({ page }) => {
  await page.goto('/universities?page=3');
  await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel('Country', { exact: true }).selectOption('Germany');
  await expect(page).toHaveURL(/\/universities\?country=Germany$/);
  const germany = await list({ country: 'Germany' });
  await expect.poll(() => cardNames(page)).toEqual(germany.universities.map((u) => u.name));
  await expect(page.getByText(`Showing 1–12 of ${germany.pagination.total} universities`)).toBeVisible();
  const places = await page
    .getByTestId('university-card')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent));
  for (const place of places) expect(place).toMatch(/, Germany$/);

  await page.getByLabel('Specialty', { exact: true }).selectOption('Law');
  await expect(page).toHaveURL(/\/universities\?country=Germany&specialty=Law$/);
  const germanLaw = await list({ country: 'Germany', specialty: 'Law' });
  expect(germanLaw.universities.length).toBeGreaterThan(0);
  expect(germanLaw.universities.length).toBeLessThan(germany.universities.length);
  await expect.poll(() => cardNames(page)).toEqual(germanLaw.universities.map((u) => u.name));

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/universities$/);
});

test('pagination pages through 12 at a time with a window of 5 page buttons', async ({ page }) => {
  const all = await list({});
  expect(all.pagination.pages).toBeGreaterThan(7);
  await page.goto('/universities');
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pages.getByRole('button', { name: /^Page / })).toHaveText(['1', '2', '3', '4', '5']);

  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/universities\?page=2$/);
  const second = await list({ page: 2 });
  await expect.poll(() => cardNames(page)).toEqual(second.universities.map((u) => u.name));
  await expect(page.getByText(`Showing 13–24 of ${all.pagination.total} universities`)).toBeVisible();

  await page.goto('/universities?page=6');
  await expect(pages.getByRole('button', { name: /^Page / })).toHaveText(['4', '5', '6', '7', '8']);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=7$/);
  await expect(pages.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');

  // Back in history is back to the page before.
  await page.goBack();
  await expect(pages.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
});

test('a card shows at most 3 specialties and "+N more"', async ({ page }) => {
  const { universities: found } = await list({ search: 'ETH Zurich' });
  const eth = found.find((u) => u.name === 'ETH Zurich')!;
  expect(eth.specialties.length).toBeGreaterThan(3);
  await page.goto('/universities?search=ETH%20Zurich');
  const card = page.getByTestId('university-card').filter({ hasText: 'ETH Zurich' });
  const badges = card.getByRole('list', { name: 'Specialties' }).getByRole('listitem');
  await expect(badges).toHaveText([...eth.specialties.slice(0, 3), `+${eth.specialties.length - 3} more`]);
});

test('nothing found shows the empty state', async ({ page }) => {
  await page.goto('/universities?search=zzzz-qqqq');
  await expect(page.getByRole('heading', { name: 'No universities found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page.getByTestId('university-card')).toHaveCount(12);
});

test('the guide and scholarships tabs', async ({ page }) => {
  await page.goto('/universities');
  await page.getByRole('tab', { name: 'Get Started Guide' }).click();
  await expect(page).toHaveURL(/tab=guide/);
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') }),
  ).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Prepare your documents' })).toBeVisible();

  await page.getByRole('tab', { name: 'Scholarships' }).click();
  await expect(page.getByRole('heading', { name: 'Europe-wide scholarships' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Erasmus Mundus Joint Masters (EMJM)' })).toBeVisible();
  await page.getByRole('tabpanel').getByLabel('Country').selectOption('France');
  await expect(page.getByRole('heading', { name: 'Scholarships in France' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Eiffel/ })).toBeVisible();
  await page.getByRole('tabpanel').getByLabel('Country').selectOption('Germany');
  await expect(page.getByRole('heading', { name: 'DAAD Scholarships' })).toBeVisible();
});

test('in Arabic: the catalogue reads right to left, filters and pages through the URL', async ({ page }) => {
  await inArabic(page, '/universities');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الجامعات');
  await page.getByLabel('الدولة', { exact: true }).selectOption('Germany');
  await expect(page).toHaveURL(/\/universities\?country=Germany$/);
  await expect(page.getByLabel('الدولة', { exact: true }).locator('option:checked')).toHaveText('ألمانيا');
  const germany = await list({ country: 'Germany' });
  await expect.poll(() => cardNames(page)).toEqual(germany.universities.map((u) => u.name));
  await expect(page.getByTestId('university-card').first()).toContainText('ألمانيا');

  // The second page button, whatever digits the locale writes.
  const pages = page.locator('nav:has(button[aria-current="page"])');
  await pages.locator('li').nth(2).getByRole('button').click();
  await expect(page).toHaveURL(/country=Germany&page=2$/);
  const second = await list({ country: 'Germany', page: 2 });
  await expect.poll(() => cardNames(page)).toEqual(second.universities.map((u) => u.name));

  await page.getByLabel('التخصص', { exact: true }).selectOption('Law');
  await expect(page).toHaveURL(/country=Germany&specialty=Law$/);
});

test('in Arabic: the count of universities agrees with its number', async ({ page }) => {
  const switzerland = await list({ country: 'Switzerland' });
  const total = switzerland.pagination.total;
  // Arabic: 3–10 take the plural (جامعات), 11 and more the singular (جامعة).
  const noun = total >= 3 && total <= 10 ? 'جامعات' : 'جامعة';
  await inArabic(page, '/universities?country=Switzerland');
  const summary = page.getByRole('status').filter({ hasText: 'عرض' });
  await expect(summary).toContainText(`من أصل`);
  await expect(summary).toHaveText(new RegExp(`${noun}$`));
});
