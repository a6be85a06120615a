import { expect, test } from '@playwright/test';
import * as auth from '#sdk/resources/auth';
import { translator } from './student-support.ts';
import { apiClient, newAccount, PASSWORD, signedIn } from './support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`Settings lists the signed-in devices and signs the others out (${language})`, async ({ page }) => {
    const t = translator(language);
    const { email, token } = await newAccount('AGENCY');
    // Two more sign-ins elsewhere: the registration's session and these are "other devices".
    const elsewhere = apiClient();
    await auth.login(elsewhere, { email, password: PASSWORD });
    await page.goto('/login');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, token, '/settings');

    const devices = page.getByRole('list', { name: t('Signed-in devices') }).getByRole('listitem');
    await expect(devices).toHaveCount(2);
    await expect(devices.filter({ hasText: t('This device') })).toHaveCount(1);

    await page.getByRole('button', { name: t('Sign out all other devices') }).click();
    await expect(page.getByText(t('Signed out'), { exact: true })).toBeVisible();
    await expect(devices).toHaveCount(1);
    await expect(auth.me(elsewhere)).rejects.toMatchObject({ status: 401 });
  });
}
