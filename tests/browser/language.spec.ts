import { expect, test } from '@playwright/test';
import { hydrated } from './public-support.ts';

test('the language switch turns the portal Arabic and right-to-left, remembers it, and switches back', async ({
  page,
}) => {
  await page.goto('/login');
  await hydrated(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  const brand = page.getByRole('link', { name: 'Study in Europe' });
  const ltrBox = (await brand.boundingBox())!;

  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/login$/);
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'الجامعات' }).first()).toBeVisible();

  // Mirrored: the brand moves from the left edge to the right edge.
  const arabicBrand = page.getByRole('link', { name: 'الدراسة في أوروبا' });
  const rtlBox = (await arabicBrand.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(ltrBox.x).toBeLessThan(width / 2);
  expect(rtlBox.x + rtlBox.width).toBeGreaterThan(width / 2);
  // Directional icons turn around. The choice is remembered: an English address opens its Arabic twin.
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/ar\/no-such-page$/);
  const arrow = page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).locator('svg');
  expect(await arrow.evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  // Country names in Arabic (the footer's address).
  await expect(page.locator('footer')).toContainText('ألمانيا');

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  await hydrated(page);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test.describe('a first visit from a browser that asks for Arabic', () => {
  test.use({ locale: 'ar-JO' });

  test('the home page opens in Arabic, right-to-left; choosing English is remembered over the browser', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar\/$/);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await hydrated(page);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(html).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(html).toHaveAttribute('lang', 'en');
  });

  test('any other English address stays English: only the home page guesses', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('a ?lang=ar link moves to the Arabic address, which is remembered and names its language twins', async ({
  page,
  baseURL,
}) => {
  await page.goto('/login?lang=ar');
  await expect(page).toHaveURL(/\/ar\/login$/);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/login`);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${baseURL}/ar/login`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/login`);
  // Links inside the Arabic portal stay Arabic.
  await hydrated(page);
  await page.getByRole('link', { name: 'الجامعات' }).first().click();
  await expect(page).toHaveURL(/\/ar\/universities$/);
  await expect(html).toHaveAttribute('lang', 'ar');
  await page.goto('/universities');
  await expect(page).toHaveURL(/\/ar\/universities$/);
});
