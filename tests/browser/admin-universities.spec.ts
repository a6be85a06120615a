import { expect, test } from '@playwright/test';
import { adminToken } from './admin-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as applications from '#sdk/resources/student-applications';
import * as profile from '#sdk/resources/student-profile';
import { COMPLETE_PROFILE } from '#tests/support/students.ts';
import { apiClient, newAccount, PNG, signedIn } from './support.ts';

const TEXTS = {
  en: {
    name: 'University name',
    country: 'Country',
    countryOption: 'Netherlands',
    city: 'City',
    image: 'University image',
    add: 'Add University',
    created: 'University created successfully',
    uploaded: 'University image uploaded successfully',
    search: 'Search universities',
    select: (name: string) => `Select ${name}`,
    feature: 'Feature',
    featured: 'Bulk feature completed successfully',
  },
  ar: {
    name: 'اسم الجامعة',
    country: 'الدولة',
    countryOption: 'هولندا',
    city: 'المدينة',
    image: 'صورة الجامعة',
    add: 'إضافة جامعة',
    created: 'تم إنشاء الجامعة بنجاح',
    uploaded: 'تم رفع صورة الجامعة بنجاح',
    search: 'ابحث عن الجامعات',
    select: (name: string) => `تحديد ${name}`,
    feature: 'إبراز',
    featured: 'اكتمل إجراء الإبراز الجماعي بنجاح',
  },
};

for (const language of ['en', 'ar'] as const) {
  test(`an admin adds a university with an image and features it; it appears on the home page (${language})`, async ({
    page,
  }) => {
    const text = TEXTS[language];
    // First by name among the featured, so the home page's six show it.
    const name = `Aaa ${language} ${Date.now().toString(36)} University`;
    await page.goto('/forgot-password');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, await adminToken(), '/admin/universities/new');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: text.add }).click();
    await expect(dialog.getByRole('textbox', { name: text.name })).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByRole('textbox', { name: text.name }).fill(name);
    await dialog.getByRole('combobox', { name: text.country }).selectOption({ label: text.countryOption });
    await dialog.getByRole('textbox', { name: text.city }).fill('Delft');
    await dialog.getByLabel(text.image).setInputFiles({ name: 'campus.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByRole('button', { name: text.add }).click();
    await expect(page.getByText(text.created)).toBeVisible();
    await expect(page.getByText(text.uploaded)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/universities$/);

    await page.getByRole('searchbox', { name: text.search }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.locator('img')).toHaveAttribute('src', /\/api\/universities\/\d+\/image\?v=/);
    await expectNoSeriousViolations(page);
    await row.getByRole('checkbox', { name: text.select(name) }).check();
    await page.getByRole('button', { name: text.feature, exact: true }).click();
    await expect(page.getByText(text.featured)).toBeVisible();
    await expect(row.getByRole('checkbox')).not.toBeChecked();

    await page.goto('/');
    await expect(page.getByTestId('university-card').filter({ hasText: name })).toBeVisible();
  });
}

test('a university with applications cannot be deleted: its delete button is disabled with a warning', async ({
  page,
}) => {
  const token = await adminToken();
  const name = `Busy ${Date.now().toString(36)} University`;
  const { university } = await adminUniversities.create(apiClient(token), { name, country: 'Italy', city: 'Rome' });
  const student = await newAccount('STUDENT');
  await profile.setup(apiClient(student.token), COMPLETE_PROFILE);
  await applications.create(apiClient(student.token), {
    universityId: university.id,
    programName: 'History',
    degreeLevel: "Master's Degree",
  });

  await signedIn(page, token, '/admin/universities');
  await page.getByRole('searchbox', { name: 'Search universities' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Has applications: cannot be deleted')).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete ${name}` })).toBeDisabled();
});
