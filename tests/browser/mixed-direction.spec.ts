import { expect, type Page, test } from '@playwright/test';
import * as auth from '#sdk/resources/auth';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { readFileSync } from 'node:fs';
import { COUNTRY_SUMMARIES, loadCountryGuide } from '#portal/content/countries/index.ts';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyStudents from '#sdk/resources/agency-students';
import { apiClient, signedIn } from './support.ts';

// A name, an e-mail, a number or a code put into an Arabic sentence is
// isolated (`<bdi>`, `dir="auto"` or U+2068…U+2069), or the bidi algorithm moves the punctuation
// around it. An unisolated value shows as one text node holding Arabic letters and a Latin run.

const token = async (userType: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.userType === userType)!;
  return (await auth.login(apiClient(), { email: account.email, password: account.password })).token;
};

/**
 * Latin words the Arabic texts themselves hold (IELTS, CSV, uni-assist…): written by the
 * translator, they are part of the sentence rather than values put into it.
 */
const authoredLatin = async () => {
  const words = (text: string) => text.replace(/\{\w+\}/g, '').match(/[A-Za-z][\w.+-]*/g) ?? [];
  const catalog = readFileSync(new URL('../../locales/ar/messages.po', import.meta.url), 'utf8');
  const found = [...catalog.matchAll(/^msgstr "(.+)"$/gm)].flatMap(([, text]) => words(text));
  for (const { slug } of COUNTRY_SUMMARIES) {
    const guide = await loadCountryGuide(slug);
    found.push(...words(JSON.stringify(guide?.ar ?? {})));
  }
  return [...new Set(found)].sort((a, b) => b.length - a.length);
};

/** Text nodes of the page mixing Arabic with a Latin run that no isolate encloses. */
const unisolated = (page: Page, authored: string[]) =>
  page.evaluate((authored) => {
    const arabic = /[\u0600-\u06ff]/;
    const latin = /[A-Za-z@]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // Text read only by screen readers is not laid out: its order on screen cannot go wrong.
      if (!node.parentElement?.checkVisibility() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1)
        continue;
      // Runs enclosed in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE are isolated.
      let bare = text.replace(/\u2068[^\u2069]*\u2069/g, '');
      for (const word of authored) bare = bare.split(word).join('');
      if (arabic.test(bare) && latin.test(bare)) found.push(text.trim());
    }
    return found;
  }, authored);

for (const [userType, paths] of [
  ['STUDENT', ['/student/dashboard', '/student/applications', '/student/documents', '/student/profile']],
  [
    'AGENCY',
    [
      '/dashboard',
      '/students',
      '/applications',
      '/dashboard/leads',
      '/dashboard/embed',
      '/analytics',
      '/commissions',
      '/settings',
    ],
  ],
  [
    'ADMIN',
    [
      '/admin/dashboard',
      '/admin/applications',
      '/admin/universities',
      '/admin/agencies',
      '/admin/students',
      '/admin/users',
      '/admin/programs',
      '/admin/inbox',
      '/admin/outbox',
      '/admin/commissions',
    ],
  ],
  ['UNIVERSITY', ['/university/dashboard']],
  ['PUBLIC', ['/', '/universities', '/universities/1', '/countries', '/countries/germany', '/resources']],
] as const) {
  test(`in Arabic, every value in a sentence is isolated: ${userType.toLowerCase()} pages`, async ({ page }) => {
    // Up to ten pages in one test: 90 s is not enough when the machine is busy.
    test.slow();
    if (userType === 'PUBLIC') await page.goto('/forgot-password');
    else await signedIn(page, await token(userType), '/forgot-password');
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    const authored = await authoredLatin();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await unisolated(page, authored), path).toEqual([]);
    }
  });
}

test('in Arabic, every value in a sentence is isolated: the pages of one student and one application', async ({
  page,
}) => {
  const agency = apiClient(await token('AGENCY'));
  const [student] = (await agencyStudents.list(agency, { limit: 1 })).students;
  // One the admins see too: past its draft.
  const application = (await agencyApplications.list(agency, { limit: 50 })).applications.find(
    (a) => a.status !== 'DRAFT',
  )!;
  const authored = await authoredLatin();
  await signedIn(page, await token('AGENCY'), '/forgot-password');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  for (const path of [`/students/${student.id}`, `/applications/${application.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await unisolated(page, authored), path).toEqual([]);
  }
  await signedIn(page, await token('ADMIN'), `/admin/applications/${application.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await unisolated(page, authored), 'admin review').toEqual([]);
});
