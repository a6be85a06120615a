import { expect, test } from '@playwright/test';
import * as auth from '#sdk/resources/auth';
import { translator } from './student-support.ts';
import { apiClient, newAccount, PASSWORD, signedIn } from './support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`a user changes the password from Settings; a wrong current password is refused (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    const { email, token } = await newAccount('AGENCY');
    await page.goto('/login');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, token, '/settings');
    await expect(page.getByRole('heading', { name: t('Settings'), level: 1 })).toBeVisible();

    await page.getByLabel(t('Current password'), { exact: true }).fill('not-my-password');
    await page.getByLabel(t('New password'), { exact: true }).fill('brand-new-password');
    await page.getByLabel(t('Confirm password'), { exact: true }).fill('brand-new-password');
    await page.getByRole('button', { name: t('Change password') }).click();
    await expect(page.getByText(t('Your current password is not correct')).first()).toBeVisible();

    await page.getByLabel(t('Current password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t('Change password') }).click();
    await expect(page.getByText(t('Your password has been changed'))).toBeVisible();
    await expect(page.getByLabel(t('Current password'), { exact: true })).toHaveValue('');

    // Still signed in here; the new password is the one that works.
    await page.reload();
    await expect(page.getByRole('heading', { name: t('Settings'), level: 1 })).toBeVisible();
    await auth.login(apiClient(), { email, password: 'brand-new-password' });
  });
}
