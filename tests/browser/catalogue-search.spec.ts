import { expect, test } from '@playwright/test';
import * as universities from '#sdk/resources/universities';
import { cardNames } from './public-support.ts';
import { apiClient, inArabic } from './support.ts';

test('an Arabic search on /ar/universities finds German universities by their Arabic name', async ({ page }) => {
  await inArabic(page, '/ar/universities');
  const expected = await universities.list(apiClient(), { search: 'المانيا', limit: 12 });
  expect(expected.pagination.total).toBeGreaterThan(5);
  expect(new Set(expected.universities.map((university) => university.country))).toEqual(new Set(['Germany']));
  await page.getByRole('combobox', { name: 'بحث' }).fill('المانيا');
  await expect(page).toHaveURL(/[?&]search=/);
  await expect.poll(() => cardNames(page)).toEqual(expected.universities.map((university) => university.name));
});

test('a misspelt search shows "did you mean", in English and in Arabic', async ({ page }) => {
  await page.goto('/universities');
  await page.getByRole('combobox', { name: 'Search' }).fill('Heidelburg');
  await expect(page.getByText(/Did you mean\s*heidelberg\s*\? Showing results for it\./)).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(['Heidelberg University']);
  // Choosing the suggestion puts it in the search box (once the type-ahead's list is closed).
  await page.getByRole('combobox', { name: 'Search' }).press('Escape');
  await page.getByRole('button', { name: 'heidelberg' }).click();
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('heidelberg');
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);

  await inArabic(page, '/ar/universities');
  await page.getByRole('combobox', { name: 'بحث' }).fill('ميونح');
  await expect(page.getByText(/هل تقصد\s*ميونخ\s*؟/)).toBeVisible();
  await expect
    .poll(async () => (await cardNames(page)).sort())
    .toEqual(['LMU Munich', 'Technical University of Munich']);
});

test('the search box suggests as one types, chosen by keyboard, in English and in Arabic', async ({ page }) => {
  await page.goto('/universities');
  const box = page.getByRole('combobox', { name: 'Search' });
  const list = page.getByRole('listbox', { name: 'Search' });
  const options = list.getByRole('option');
  await box.fill('germ');
  await expect(options.first()).toHaveText(/^Germany\s*Country$/);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  // Down names the first suggestion as active, up goes round to the last, down again back to the first.
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await box.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  // Enter chooses it: the country filters the list.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/universities\?country=Germany$/);
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('Germany');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Escape closes the list and keeps what was typed; a university chosen opens its page.
  await box.fill('tum');
  const tum = list.getByRole('option', { name: /^Technical University of Munich/ });
  await expect(tum).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('tum');
  // Down opens the list again at its first suggestion; on until the university is the active one.
  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  for (let presses = 1; (await tum.getAttribute('aria-selected')) !== 'true'; presses++) {
    expect(presses).toBeLessThan(8);
    await box.press('ArrowDown');
  }
  await box.press('Enter');
  await expect(page).toHaveURL(/\/universities\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Technical University of Munich' })).toBeVisible();

  // In Arabic: Arabic names, the list under the box from the right, a city chosen searches by its name.
  await inArabic(page, '/ar/universities');
  const arabicBox = page.getByRole('combobox', { name: 'بحث' });
  const arabicList = page.getByRole('listbox', { name: 'بحث' });
  await arabicBox.fill('ميون');
  const munich = arabicList.getByRole('option').first();
  await expect(munich).toHaveText(/^ميونخ\s*المدينة · ألمانيا$/);
  await expect(arabicList.getByRole('option', { name: /^الجامعة التقنية في ميونخ/ })).toBeVisible();
  const boxEdge = await arabicBox.boundingBox();
  const listEdge = await arabicList.boundingBox();
  expect(Math.abs(boxEdge!.x + boxEdge!.width - (listEdge!.x + listEdge!.width))).toBeLessThan(2);
  await arabicBox.press('ArrowDown');
  await expect(munich).toHaveAttribute('aria-selected', 'true');
  await arabicBox.press('Enter');
  await expect(page).toHaveURL(/\/ar\/universities\?search=%D9%85/);
  await expect(arabicBox).toHaveValue('ميونخ');
  await expect
    .poll(async () => (await cardNames(page)).sort())
    .toEqual(['LMU Munich', 'Technical University of Munich']);
});

for (const [language, title] of [
  ['en', 'Matching programmes'],
  ['ar', 'البرامج المطابقة'],
] as const) {
  test(`a search for a programme names it on the universities that offer it, and leads to it (${language})`, async ({
    page,
  }) => {
    const expected = await universities.list(apiClient(), { search: 'dentistry', limit: 12 });
    const [universityId, programs] = Object.entries(expected.matchedPrograms ?? {})[0]!;
    const university = expected.universities.find((u) => String(u.id) === universityId)!;
    const path = `/universities?search=dentistry`;
    if (language === 'ar') await inArabic(page, `/ar${path}`);
    else await page.goto(path);
    const card = page.getByTestId('university-card').filter({ hasText: university.name });
    const matched = card.getByRole('list', { name: title });
    await expect(matched.getByRole('link')).toHaveText(programs.map((program) => program.name));
    await matched.getByRole('link', { name: programs[0]!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/programs/${programs[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
