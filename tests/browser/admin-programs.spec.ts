import { expect, test } from '@playwright/test';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as programs from '#sdk/resources/programs';
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
    edit: 'Edit',
    addIntake: 'Add intake',
    start: 'Start date',
    updated: 'Program updated successfully',
    importCsv: 'Import CSV',
    importTitle: 'Import programmes',
    file: 'CSV file',
    check: 'Check file',
    errors: 'Errors by row',
    ieltsError: 'IELTS must be between 0 and 9',
    validOnly: 'Import only the 1 valid row',
    complete: 'Import complete',
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
    edit: 'تعديل',
    addIntake: 'إضافة دورة قبول',
    start: 'تاريخ البدء',
    updated: 'تم تحديث البرنامج بنجاح',
    importCsv: 'استيراد CSV',
    importTitle: 'استيراد البرامج',
    file: 'ملف CSV',
    check: 'فحص الملف',
    errors: 'الأخطاء حسب الصف',
    ieltsError: 'يجب أن تكون درجة IELTS بين',
    validOnly: 'استيراد الصف الصحيح الوحيد فقط',
    complete: 'اكتمل الاستيراد',
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
    await dialog.getByRole('combobox', { name: text.level, exact: true }).selectOption({ label: text.levelOption });
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.added)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Urban Planning' })).toHaveCount(1);
    await expectNoSeriousViolations(page);

    const { university: detail } = await universities.retrieve(apiClient(), university.id);
    expect(detail.academicPrograms.map((p) => p.name)).toEqual(['Urban Planning']);

    // The admin edits the programme: its TOEFL minimum and an intake.
    await page.getByRole('button', { name: `${text.edit} Urban Planning` }).click();
    await dialog.getByLabel('TOEFL iBT').fill('95');
    await dialog.getByRole('button', { name: text.addIntake }).click();
    await dialog.getByLabel(text.start).fill('2099-10-01');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.updated)).toBeVisible();
    const { program } = await programs.retrieveManaged(apiClient(token), university.id, detail.academicPrograms[0]!.id);
    expect(program.requirements.english).toEqual({ toeflIbt: 95 });
    expect(program.intakes.map((i) => i.startDate)).toEqual(['2099-10-01']);
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`an admin imports a university's programmes from CSV, only the valid rows when asked (${language})`, async ({
    page,
  }) => {
    const text = TEXTS[language];
    const token = await adminToken();
    const name = `Programmes CSV ${language} ${Date.now().toString(36)} University`;
    const { university } = await adminUniversities.create(apiClient(token), { name, country: 'Spain', city: 'Madrid' });
    const csv = [
      'name,level,ieltsOverall,intake1Start,intake1EuCloses',
      `MSc Valid Row,Master's Degree,6.5,2099-09-01,2099-05-01`,
      `MSc Wrong Row,Master's Degree,9.5,2099-09-01,2099-05-01`,
    ].join('\r\n');

    await page.goto('/forgot-password');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, token, '/admin/programs');
    await page.getByRole('searchbox', { name: text.search }).fill(name);
    const picker = page.getByRole('combobox', { name: text.university, exact: true });
    await expect(picker.locator('option', { hasText: name })).toHaveCount(1);
    await picker.selectOption({ value: String(university.id) });
    await page.getByRole('button', { name: text.importCsv }).click();
    const dialog = page.getByRole('dialog', { name: text.importTitle });
    await dialog
      .getByLabel(text.file)
      .setInputFiles({ name: 'programs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: text.check }).click();
    const errors = dialog.getByRole('table', { name: text.errors });
    await expect(errors.getByRole('row').nth(1)).toContainText(text.ieltsError);
    await expect(errors.getByRole('row').nth(1)).toContainText('ieltsOverall');
    await expectNoSeriousViolations(page);
    expect((await programs.list(apiClient(token), university.id)).programs).toEqual([]);

    await dialog.getByRole('button', { name: text.validOnly }).click();
    await expect(page.getByText(text.complete)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'MSc Valid Row' })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'MSc Wrong Row' })).toHaveCount(0);
  });
}
