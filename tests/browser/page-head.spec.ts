import { expect, type Page, test } from '@playwright/test';
import { hydrated, universityNamed } from './public-support.ts';

/** Marks the loaded document, so a navigation that loads a new one is seen. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test('the server-written head comes once, and the title follows navigation in the portal', async ({
  page,
  baseURL,
}) => {
  const university = await universityNamed('Technical University of Munich');
  await page.goto(`/universities/${university.id}`);
  await expect(page).toHaveTitle('Technical University of Munich · Study in Europe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Technical University of Munich');
  // The server owns the head tags: the running portal adds no second set.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/universities/${university.id}`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);

  await hydrated(page);
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Countries' }).click();
  await expect(page).toHaveURL(/\/countries$/);
  await expect(page).toHaveTitle('Study destinations · Study in Europe');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Universities' }).click();
  await expect(page).toHaveTitle('Universities · Study in Europe');
  expect(await sameDocument(page)).toBe(true);
});

test('in Arabic, the server names the page in Arabic and the title follows navigation', async ({ page }) => {
  await page.goto('/countries?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle('وجهات الدراسة · Study in Europe');
  await hydrated(page);
  await markDocument(page);
  await page.getByRole('navigation', { name: 'الرئيسية' }).getByRole('link', { name: 'الجامعات' }).click();
  await expect(page).toHaveTitle('الجامعات · Study in Europe');
  expect(await sameDocument(page)).toBe(true);
});
