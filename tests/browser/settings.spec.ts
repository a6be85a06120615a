import { expect, test } from '@playwright/test';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as auth from '#sdk/resources/auth';
import { openAsAgency } from './agency-support.ts';
import { translator } from './student-support.ts';
import { apiClient, newAccount, PASSWORD, PNG, signedIn } from './support.ts';

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

for (const language of ['en', 'ar'] as const) {
  test(`an agency edits its profile on Settings and sees the change after a reload (${language})`, async ({ page }) => {
    const t = translator(language);
    const { client } = await openAsAgency(page, language, '/settings');
    await expect(page.getByRole('heading', { name: t('Agency profile'), level: 2 })).toBeVisible();
    // The card's fields are the only ones of these names on the page.
    const card = page.getByRole('main');
    const name = card.getByRole('textbox', { name: t('Agency name') });
    await expect(name).toHaveValue('Cedar Gate Education');

    // The setup's rules: a bad website is refused under its field, and nothing is saved.
    await card.getByRole('textbox', { name: t('Website') }).fill('nope');
    await card.getByRole('button', { name: t('Save changes') }).click();
    await expect(card.getByText(t('Please enter a valid website URL'))).toBeVisible();

    await name.fill('Cedar Gate Advisors');
    await card.getByRole('combobox', { name: t('Country') }).selectOption('Austria');
    await card.getByRole('textbox', { name: t('City') }).fill('Vienna');
    await card.getByRole('textbox', { name: t('Phone') }).fill('+43 1 2345678');
    await card.getByRole('textbox', { name: t('Website') }).fill('https://cedar-gate.example.at');
    await card.getByRole('textbox', { name: t('About your agency') }).fill('Advising students since 2010.');
    await card.getByLabel(t('Logo')).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await card.getByRole('button', { name: t('Save changes') }).click();
    await expect(page.getByText(t('Profile updated successfully!'))).toBeVisible();
    await expect(card.getByRole('img', { name: t('Your current logo') })).toBeVisible();

    await page.reload();
    await expect(name).toHaveValue('Cedar Gate Advisors');
    await expect(card.getByRole('combobox', { name: t('Country') })).toHaveValue('Austria');
    await expect(card.getByRole('textbox', { name: t('City') })).toHaveValue('Vienna');
    await expect(card.getByRole('textbox', { name: t('Website') })).toHaveValue('https://cedar-gate.example.at');
    await expect(card.getByRole('img', { name: t('Your current logo') })).toBeVisible();
    expect((await agencyProfile.retrieve(client)).agency).toMatchObject({
      name: 'Cedar Gate Advisors',
      country: 'Austria',
      phone: '+43 1 2345678',
      companyDescription: 'Advising students since 2010.',
      logoUrl: expect.stringContaining('/logo'),
    });
  });

  test(`the language choice on Settings switches the portal and is remembered (${language})`, async ({ page }) => {
    const t = translator(language);
    const other = language === 'en' ? 'ar' : 'en';
    const { token } = await newAccount('STUDENT');
    await page.goto('/login');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, token, '/settings');
    await expect(page.getByRole('heading', { name: t('Settings'), level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: language === 'ar' ? 'العربية' : 'English' })).toBeChecked();

    await page.getByRole('radio', { name: other === 'ar' ? 'العربية' : 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('heading', { name: translator(other)('Settings'), level: 1 })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: translator(other)('Settings'), level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
  });
}

test('a university is led from Settings to its profile in the dashboard', async ({ page }) => {
  const { token } = await newAccount('UNIVERSITY');
  await signedIn(page, token, '/settings');
  await expect(page.getByRole('link', { name: 'Edit university profile' })).toHaveAttribute(
    'href',
    '/university/dashboard?tab=settings',
  );
});
