import { expect, type Page, test } from '@playwright/test';
import * as adminOtherNames from '#sdk/resources/admin-other-names';
import * as universities from '#sdk/resources/universities';
import { adminToken } from './admin-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { apiClient, signedIn } from './support.ts';

const TEXTS = {
  en: {
    add: 'Add other names',
    kind: 'Kind',
    university: 'University',
    name: 'Name',
    otherNames: 'Other names',
    added: 'Other names added successfully',
    search: 'Search other names',
    edit: (name: string) => `Edit ${name}`,
    save: 'Save Changes',
    updated: 'Other names updated successfully',
    remove: (name: string) => `Delete ${name}`,
    confirm: 'Delete',
    deleted: 'Other names deleted successfully',
    prefix: '',
    none: 'No universities found',
  },
  ar: {
    add: 'إضافة أسماء أخرى',
    kind: 'النوع',
    university: 'جامعة',
    name: 'الاسم',
    otherNames: 'أسماء أخرى',
    added: 'تمت إضافة الأسماء الأخرى بنجاح',
    search: 'ابحث في الأسماء الأخرى',
    edit: (name: string) => `تعديل ${name}`,
    save: 'حفظ التغييرات',
    updated: 'تم تحديث الأسماء الأخرى بنجاح',
    remove: (name: string) => `حذف ${name}`,
    confirm: 'حذف',
    deleted: 'تم حذف الأسماء الأخرى بنجاح',
    prefix: '/ar',
    none: 'لم يتم العثور على جامعات',
  },
};

/** A made-up word of letters only, which no catalogue word is near. */
const madeUpWord = (start: string) =>
  start +
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'qxzjvwkyfp'[Number(digit)]);

/** The public search's cards that link to the university `id`, for `word`. */
async function cardsFound(page: Page, text: (typeof TEXTS)['en'], word: string, id: number) {
  await page.goto(`${text.prefix}/universities?search=${encodeURIComponent(word)}`);
  await expect(page.getByTestId('university-card').first().or(page.getByText(text.none))).toBeVisible();
  return page.getByTestId('university-card').filter({ has: page.locator(`a[href$="/universities/${id}"]`) });
}

for (const [index, language] of (['en', 'ar'] as const).entries()) {
  test(`an admin adds, edits and deletes a university's nickname; the public search follows (${language})`, async ({
    page,
  }) => {
    test.slow();
    const text = TEXTS[language];
    const token = await adminToken();
    const university = (await universities.list(apiClient(), { limit: 2 })).universities[index];
    // A row a failed earlier run left for this university goes first (the same kind and name twice is a 409).
    const admin = apiClient(token);
    for (const row of (await adminOtherNames.list(admin)).otherNames)
      if (row.kind === 'UNIVERSITY' && row.name === university.name) await adminOtherNames.remove(admin, row.id);

    const nickname = madeUpWord('zorbo');
    await page.goto('/forgot-password');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, token, '/admin/other-names');

    // Added: the public search finds the university by its nickname at once.
    await page.getByRole('button', { name: text.add }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: text.kind })).toHaveValue('UNIVERSITY');
    await dialog.getByRole('textbox', { name: text.name, exact: true }).fill(university.name);
    await dialog.getByRole('textbox', { name: text.otherNames, exact: true }).fill(`${nickname}, Uni ${nickname}`);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: text.add }).click();
    await expect(page.getByText(text.added)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(await cardsFound(page, text, nickname, university.id)).toHaveCount(1);

    // Edited: the new nickname finds it.
    const renamed = madeUpWord('quimby');
    await page.goto('/admin/other-names');
    await page.getByRole('searchbox', { name: text.search }).fill(nickname);
    const row = page.getByRole('row').filter({ hasText: nickname });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(text.university);
    await expectNoSeriousViolations(page);
    await row.getByRole('button', { name: text.edit(university.name) }).click();
    await dialog.getByRole('textbox', { name: text.otherNames, exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.updated)).toBeVisible();
    await page.getByRole('searchbox', { name: text.search }).fill(renamed);
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);
    await expect(await cardsFound(page, text, renamed, university.id)).toHaveCount(1);

    // Deleted, after the confirmation: the search no longer finds it by that name.
    await page.goto(`/admin/other-names?search=${renamed}`);
    await page
      .getByRole('row')
      .filter({ hasText: renamed })
      .getByRole('button', { name: text.remove(university.name) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
    await expect(await cardsFound(page, text, renamed, university.id)).toHaveCount(0);
  });
}
