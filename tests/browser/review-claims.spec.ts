import { expect, test } from '@playwright/test';
import * as universityProfile from '#sdk/resources/university-profile';
import * as universities from '#sdk/resources/universities';
import { adminToken } from './admin-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';
import { apiClient, newAccount, signedIn } from './support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`a new university waits for verification, an admin links it to its catalogue entry, then it reaches its dashboard (${language})`, async ({
    page,
    browser,
  }) => {
    const t = translator(language);
    // A catalogue entry no account has yet (one per language), found by its name in the approval dialog.
    const found = (await universities.list(apiClient(), { search: 'University', limit: 20 })).universities;
    const entry = found.at(language === 'en' ? -1 : -2)!;
    const { token } = await newAccount('UNIVERSITY');
    await universityProfile.setup(apiClient(token), { name: entry.name, country: entry.country, city: entry.city });

    await page.goto('/forgot-password');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, token, '/university/dashboard');
    await expect(page).toHaveURL(/\/university\/verification$/);
    await expect(page.getByText(t('Pending verification'))).toBeVisible();
    await expectNoSeriousViolations(page);

    // The admin works in a browser of their own.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto('/forgot-password');
    await admin.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(admin, await adminToken(), '/admin/university-claims');
    await expect(admin.getByRole('heading', { name: t('University claims'), level: 1 })).toBeVisible();
    await admin
      .getByRole('button', { name: t('Approve {name}', { name: entry.name }) })
      .first()
      .click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByRole('searchbox', { name: t('Search the catalogue') })).toHaveValue(entry.name);
    await dialog
      .getByRole('radio', { name: new RegExp(entry.name) })
      .first()
      .check();
    await expectNoSeriousViolations(admin);
    await dialog.getByRole('button', { name: t('Approve'), exact: true }).click();
    await expect(admin.getByText(t('The university account is verified'))).toBeVisible();
    await expectNoSeriousViolations(admin);
    await adminContext.close();

    await page.reload();
    await expect(page).toHaveURL(/\/university\/dashboard$/);
    expect((await universityProfile.retrieve(apiClient(token))).university.id).toBe(entry.id);
  });
}
