import { expect, test } from '@playwright/test';
import * as adminAgencies from '#sdk/resources/admin-agencies';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as auth from '#sdk/resources/auth';
import * as universities from '#sdk/resources/universities';
import { adminToken } from './admin-support.ts';
import { openAsAgency } from './agency-support.ts';
import { startHostSite } from './embed-host/host-server.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { apiClient, PASSWORD, signedIn, uniqueEmail } from './support.ts';

const TEXTS = {
  en: {
    add: 'Add Agency',
    email: 'Email',
    password: 'Password',
    name: 'Agency name',
    country: 'Country',
    countryOption: 'Germany',
    created: 'Agency created successfully',
    search: 'Search agencies',
    select: (name: string) => `Select ${name}`,
    deactivate: 'Deactivate',
    done: 'Bulk deactivate completed successfully',
    inactive: 'Inactive',
    refused: 'is not accepting requests at the moment.',
  },
  ar: {
    add: 'إضافة وكالة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    name: 'اسم الوكالة',
    country: 'الدولة',
    countryOption: 'ألمانيا',
    created: 'تم إنشاء الوكالة بنجاح',
    search: 'ابحث عن الوكالات',
    select: (name: string) => `تحديد ${name}`,
    deactivate: 'إلغاء التفعيل',
    done: 'اكتمل إجراء إلغاء التفعيل الجماعي بنجاح',
    inactive: 'غير نشط',
    refused: 'الطلبات في الوقت الحالي.',
  },
};

for (const language of ['en', 'ar'] as const) {
  test(`an admin creates an agency that can sign in, then deactivates it: signed out, widget refuses (${language})`, async ({
    page,
  }) => {
    const text = TEXTS[language];
    const name = `Nord ${language} ${Date.now().toString(36)} Agency`;
    const email = uniqueEmail('admin-made-agency');
    await page.goto('/forgot-password');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, await adminToken(), '/admin/agencies');

    await page.getByRole('button', { name: text.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: text.email }).fill(email);
    await dialog.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await dialog.getByRole('textbox', { name: text.name }).fill(name);
    await dialog.getByRole('combobox', { name: text.country }).selectOption({ label: text.countryOption });
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: text.add }).click();
    await expect(page.getByText(text.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The new account signs in, and its website is allowed to embed its widgets.
    const agency = apiClient();
    await auth.login(agency, { email, password: PASSWORD });
    const { embed } = await agencyProfile.retrieveEmbed(agency);
    const universityId = (await universities.list(apiClient(), { limit: 1 })).universities[0].id;
    const site = await startHostSite(process.env.PORTAL_URL!, embed.agencySlug, universityId);
    try {
      await agencyProfile.updateEmbed(agency, { ...embed, allowedOrigins: [site.origin] });

      await page.getByRole('searchbox', { name: text.search }).fill(name);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expectNoSeriousViolations(page);
      await row.getByRole('checkbox', { name: text.select(name) }).check();
      await page.getByRole('button', { name: text.deactivate, exact: true }).click();
      await expect(page.getByText(text.done)).toBeVisible();
      await expect(row.getByText(text.inactive, { exact: true })).toBeVisible();

      expect((await auth.me(agency).catch((error) => error)).status).toBe(401);
      const refused = await auth.login(apiClient(), { email, password: PASSWORD }).catch((error) => error);
      expect(refused.message).toBe('This account has been deactivated');
      await page.goto(`${site.origin}/?lang=${language}`);
      const alert = page.locator('study-consultation').getByRole('alert');
      await expect(alert).toContainText(name);
      await expect(alert).toContainText(text.refused);
    } finally {
      await site.close();
    }
  });
}

for (const [language, texts] of [
  ['en', { edit: 'Edit', tier: 'Subscription tier' }],
  ['ar', { edit: 'تعديل', tier: 'باقة الاشتراك' }],
] as const)
  test(`an admin choosing a plan below an agency's active students is warned before saving (${language})`, async ({
    page,
  }) => {
    const { client, agency } = await openAsAgency(page, language, '/students');
    const admin = apiClient(await adminToken());
    const name = `Full House ${language} ${Date.now().toString(36)}`;
    await adminAgencies.update(admin, agency.id, { name, subscriptionTier: 'PROFESSIONAL' });
    const rows = Array.from({ length: 51 }, (_, i) => `Cap${i},Row,${uniqueEmail(`downgrade${i}`)}`);
    const csv = new Blob([['firstName,lastName,email', ...rows].join('\r\n')], { type: 'text/csv' });
    await agencyStudents.importCsv(client, agencyStudents.importForm(csv, 'students.csv', { mode: 'apply' }));

    await signedIn(page, await adminToken(), '/admin/agencies');
    await page.getByRole('searchbox').first().fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: new RegExp(texts.edit) }).click();
    const dialog = page.getByRole('dialog');
    const tier = dialog.getByLabel(texts.tier);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await tier.selectOption('STARTER');
    // The warning counts the agency's 51 active students (in the reader's digits).
    await expect(dialog.getByRole('alert')).toContainText(/51|٥١/);
    await tier.selectOption('ENTERPRISE');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });
