import { expect, test } from '@playwright/test';
import * as auth from '#sdk/resources/auth';
import { enrol } from '#tests/support/two-factor.ts';
import { adminToken } from './admin-support.ts';
import { translator } from './student-support.ts';
import { apiClient, newAccount, PASSWORD, signedIn } from './support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`an admin resets a user's lost second factor, and finds the rule that requires it (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    const { email, token } = await newAccount('STUDENT');
    await enrol(apiClient(token));
    await page.goto('/forgot-password');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, await adminToken(), '/admin/users');

    await page.getByRole('searchbox', { name: t('Search users') }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: t('Details of {email}', { email }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('Reset two-factor sign-in') })
      .click();
    await expect(page.getByText(t('Two-factor sign-in was reset'))).toBeVisible();
    // The password alone signs in again.
    expect((await auth.login(apiClient(), { email, password: PASSWORD })).user.twoFactor.enabled).toBe(false);

    await page.goto('/admin/settings/security');
    await expect(
      page.getByRole('checkbox', { name: t('Require two-factor sign-in of admins and universities') }),
    ).not.toBeChecked();
  });
}
