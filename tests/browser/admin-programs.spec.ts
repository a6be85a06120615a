import { expect, test } from '@playwright/test';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as universities from '#sdk/resources/universities';
import { adminToken } from './admin-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { apiClient, signedIn } from './support.ts';

const TEXTS = {
  en: {
    search: 'Search universities',
    university: 'University',
    add: 'Add program',
    name: 'Program name',
    level: 'Level',
    levelOption: "Master's Degree",
    save: 'Save program',
    added: 'Program added successfully',
  },
  ar: {
    search: 'ابحث عن الجامعات',
    university: 'جامعة',
    add: 'إضافة برنامج',
    name: 'اسم البرنامج',
    level: 'المستوى',
    levelOption: 'درجة الماجستير',
    save: 'حفظ البرنامج',
    added: 'تمت إضافة البرنامج بنجاح',
  },
};

for (const language of ['en', 'ar'] as const) {
  test(`an admin adds a programme to a university; the catalogue shows it (${language})`, async ({ page }) => {
    const text = TEXTS[language];
    const token = await adminToken();
    const name = `Programmes ${language} ${Date.now().toString(36)} University`;
    const { university } = await adminUniversities.create(apiClient(token), { name, country: 'Spain', city: 'Madrid' });

    await page.goto('/forgot-password');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, token, '/admin/programs');
    await page.getByRole('searchbox', { name: text.search }).fill(name);
    const picker = page.getByRole('combobox', { name: text.university, exact: true });
    await expect(picker.locator('option', { hasText: name })).toHaveCount(1);
    await picker.selectOption({ value: String(university.id) });
    await page.getByRole('button', { name: text.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: text.name }).fill('Urban Planning');
    await dialog.getByRole('combobox', { name: text.level }).selectOption({ label: text.levelOption });
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.added)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Urban Planning' })).toHaveCount(1);
    await expectNoSeriousViolations(page);

    const { university: detail } = await universities.retrieve(apiClient(), university.id);
    expect(detail.academicPrograms.map((p) => p.name)).toEqual(['Urban Planning']);
  });
}
