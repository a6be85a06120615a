import { expect, type Page, test } from '@playwright/test';
import { universityNamed } from './public-support.ts';
import { translator } from './student-support.ts';
import { newAccount, signedIn } from './support.ts';

/** Every public page the server renders, with a text of its content in each language. */
async function publicPages() {
  const tum = await universityNamed('Technical University of Munich');
  const arabic = translator('ar');
  const page = (path: string, en: string, ar = arabic(en)) => ({ path, en, ar });
  return [
    page('/', 'Featured universities'),
    page('/universities?country=Germany', tum.name, tum.name),
    page(`/universities/${tum.id}`, tum.name, tum.name),
    page('/countries', 'Study destinations'),
    page('/countries/germany', 'Berlin', 'برلين'),
    page('/resources', 'Guides by topic'),
    page('/contact', 'Send us a message'),
    page(`/university-consultation/${tum.id}`, 'Schedule a consultation'),
    page('/login', 'Welcome back'),
    page('/register', 'Create an account'),
  ];
}

const arabic = (path: string) => `/ar${path === '/' ? '/' : path}`;

/** Console errors and uncaught errors of the page (a hydration mismatch is reported as one). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('every public page shows its content with JavaScript turned off, in English and Arabic', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, en, ar } of await publicPages()) {
    await page.goto(path);
    await expect(page.locator('#root'), path).toContainText(en);
    await page.goto(arabic(path));
    await expect(page.locator('html'), path).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#root'), arabic(path)).toContainText(ar);
  }
  await context.close();
});

/**
 * The header once the page has hydrated: the server does not know the visitor, so the session's
 * part of the header (sign-in links, or the user's menu) only appears in the browser.
 */
const sessionPart = (page: Page, signed: 'signed out' | 'signed in') =>
  signed === 'signed in'
    ? page.getByRole('banner').getByRole('button', { name: /^(Profile|الملف الشخصي)$/ })
    : page.getByRole('banner').getByRole('link', { name: /^(Login|تسجيل الدخول)$/ });

for (const signed of ['signed out', 'signed in'] as const) {
  test(`public pages hydrate without an error, ${signed}, in English and Arabic`, async ({ page }) => {
    if (signed === 'signed in') await signedIn(page, (await newAccount('STUDENT')).token, '/login');
    const errors = collectErrors(page);
    const pages = await publicPages();
    // English first: an Arabic address is remembered as the visitor's choice, and English ones then open their twins.
    const visits = [...pages.map(({ path, en }) => [path, en]), ...pages.map(({ path, ar }) => [arabic(path), ar])];
    for (const [address, text] of visits) {
      await page.goto(address);
      await expect(page).toHaveURL(new RegExp(`${address.replace(/[?]/g, '\\$&')}$`));
      await expect(page.locator('#root')).toContainText(text);
      await expect(sessionPart(page, signed)).toBeVisible();
      expect(errors, address).toEqual([]);
    }
  });
}

test('after the first page, links navigate without a document load and the title follows', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
  await page.goto('/ar/');
  await expect(sessionPart(page, 'signed out')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'الدول' }).first().click();
  await expect(page).toHaveURL(/\/ar\/countries$/);
  await expect(page).toHaveTitle('وجهات الدراسة · Study in Europe');
  await page
    .getByRole('link', { name: /ألمانيا/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ar\/countries\/germany$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ألمانيا');
  expect(documents).toHaveLength(1);
});
