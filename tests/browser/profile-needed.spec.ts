import { expect, test } from '@playwright/test';
import { translator } from './student-support.ts';
import { newAccount } from './support.ts';

const NOTICE = 'The page you opened needs your profile. Please complete this setup first.';

// An area page of an account without a profile leads to its setup, which says why.
for (const language of ['en', 'ar'] as const) {
  test(`an agency and a student without a profile are sent to their setup with the reason (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    const open = async (type: 'AGENCY' | 'STUDENT', path: string) => {
      const { token } = await newAccount(type);
      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(
        ([value, lang]) => {
          localStorage.setItem('auth_token', value);
          localStorage.setItem('language', lang);
        },
        [token, language],
      );
      await page.goto(path);
    };
    for (const path of ['/dashboard/leads', '/dashboard/embed', '/dashboard', '/students', '/applications']) {
      await open('AGENCY', path);
      await expect(page).toHaveURL(/\/setup\/agency$/);
      await expect(page.getByRole('status').filter({ hasText: t(NOTICE) })).toBeVisible();
      await expect(page.getByText('Agency profile not found')).toHaveCount(0);
    }
    for (const path of ['/student/applications', '/student/documents', '/student/apply']) {
      await open('STUDENT', path);
      await expect(page).toHaveURL(/\/setup\/student$/);
      await expect(page.getByRole('status').filter({ hasText: t(NOTICE) })).toBeVisible();
    }
    // Opened directly (from another page), the setup says nothing of the sort.
    await page.goto('/forgot-password');
    await page.goto('/setup/student');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(t(NOTICE))).toHaveCount(0);
  });
}
