import { expect, type Page, test } from '@playwright/test';
import * as auth from '#sdk/resources/auth';
import * as universities from '#sdk/resources/universities';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { apiClient, inArabic, signedIn } from './support.ts';

// At phone width (390 px) every area page fits: nothing is wider than the viewport, so nothing
// scrolls sideways. A table may scroll inside its own box; the page around it may not.

const WIDTH = 390;

const token = async (userType: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.userType === userType)!;
  return (await auth.login(apiClient(), { email: account.email, password: account.password })).token;
};

/** The visible elements reaching past the viewport's edges (outside a box that scrolls), as short descriptions. */
const tooWide = (page: Page) =>
  page.evaluate((width) => {
    const scrolls = (element: Element | null): boolean => {
      for (let e = element; e && e !== document.body; e = e.parentElement) {
        const overflow = getComputedStyle(e).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || !element.checkVisibility()) continue;
      if ((box.right > width + 1 || box.left < -1) && !scrolls(element.parentElement))
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
    }
    return { page: document.documentElement.scrollWidth, found: found.slice(0, 5) };
  }, WIDTH);

for (const language of ['en', 'ar'] as const)
  for (const [userType, paths] of [
    [
      'STUDENT',
      [
        '/student/dashboard',
        '/student/applications',
        '/student/documents',
        '/student/profile',
        '/student/matches',
        '/student/shortlist',
        '/settings',
      ],
    ],
    [
      'AGENCY',
      [
        '/dashboard',
        '/students',
        '/applications',
        '/applications?view=board',
        '/dashboard/leads',
        '/dashboard/embed',
        '/dashboard/team',
        '/dashboard/tasks',
        '/commissions',
        '/commissions/agreements',
        '/analytics',
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
        '/admin/other-names',
        '/admin/inbox',
        '/admin/outbox',
        '/admin/analytics',
        '/admin/analytics/applications',
        '/admin/analytics/users',
        '/admin/commissions',
        '/admin/settings',
        '/admin/settings/security',
        '/admin/settings/privacy',
      ],
    ],
    [
      'UNIVERSITY',
      [
        '/university/dashboard',
        '/university/dashboard?tab=analytics',
        '/university/dashboard?tab=commissions',
        '/university/dashboard?tab=settings',
        '/settings',
      ],
    ],
  ] as const) {
    test(`at 390 px nothing is wider than the screen: ${userType.toLowerCase()} pages (${language})`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: WIDTH, height: 844 });
      await signedIn(page, await token(userType), '/forgot-password');
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main h1').first()).toBeVisible();
        expect(await tooWide(page), `${path} (${language})`).toEqual({ page: WIDTH, found: [] });
      }
    });
  }

for (const [language, prefix, filters, level] of [
  ['en', '', 'Filters', 'Level'],
  ['ar', '/ar', 'عوامل التصفية', 'المستوى'],
] as const)
  test(`at 390 px the programme search folds its filters so the first results show (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTH, height: 844 });
    await page.goto(`${prefix}/programs`);
    const search = page.getByRole('search');
    const toggle = search.getByRole('button', { name: filters, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(search.getByLabel(level, { exact: true })).toBeHidden();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeInViewport();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await search.getByLabel(level, { exact: true }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/level=/);
    await expect(search.getByRole('button', { name: `${filters} (1)` })).toBeVisible();
    expect(await tooWide(page)).toEqual({ page: WIDTH, found: [] });
  });

for (const [language, check] of [
  ['en', 'Check your eligibility'],
  ['ar', 'تحقّق من أهليتك'],
] as const)
  test(`at 390 px the catalogue's new parts fit: programmes named on cards, a visitor's eligibility form (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTH, height: 844 });
    const { matchedPrograms } = await universities.list(apiClient(), { search: 'dentistry' });
    const [programme] = Object.values(matchedPrograms ?? {})[0]!;
    const prefix = language === 'ar' ? '/ar' : '';
    if (language === 'ar') await inArabic(page, `${prefix}/universities?search=dentistry`);
    else await page.goto('/universities?search=dentistry');
    await expect(page.getByRole('link', { name: programme!.name }).first()).toBeVisible();
    expect(await tooWide(page), 'universities').toEqual({ page: WIDTH, found: [] });
    await page.goto(`${prefix}/programs/${programme!.id}`);
    await page.getByRole('button', { name: check }).click();
    await expect(page.getByRole('form', { name: check })).toBeVisible();
    expect(await tooWide(page), 'programme').toEqual({ page: WIDTH, found: [] });
  });
