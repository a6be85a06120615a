import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as universities from '#sdk/resources/universities';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { openAsAgency } from './agency-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';
import { apiClient } from './support.ts';

const STATEMENT =
  'Since my first summer job at a water plant in Amman I have wanted to design systems that keep cities healthy and safe.';

/** A CSV of students as a spreadsheet saves it: the template's columns, a row per student. */
const studentsCsv = (rows: string[][]) =>
  Buffer.from(`firstName,lastName,email,nationality,status\r\n${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);

/** How the students export names its first columns in each language (locales/{en,ar}/server.po). */
const EXPORT_HEADERS = { en: 'First name,Last name,Email', ar: 'الاسم الأول,اسم العائلة,البريد الإلكتروني' };

/** The text of the file a click downloads. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

for (const language of ['en', 'ar'] as const) {
  const t = translator(language);

  test(`an agency imports students from a CSV, with a dry run first, and exports them (${language})`, async ({
    page,
  }) => {
    test.slow();
    const { client } = await openAsAgency(page, language, '/students');
    const known = await students.create(client, {
      firstName: 'Karim',
      lastName: 'Nasser',
      email: uniqueEmail('karim'),
    });
    const emails = Array.from({ length: 5 }, (_, i) => uniqueEmail(`import${i}`));
    const names = ['Lina', 'Omar', 'Rana', 'Yusuf', 'Huda'];

    await page.getByRole('button', { name: t('Import CSV') }).click();
    const dialog = page.getByRole('dialog', { name: t('Import students') });
    const template = await downloaded(page, () =>
      dialog.getByRole('button', { name: t('Download the template') }).click(),
    );
    expect(template.text.startsWith('\uFEFFfirstName,lastName,email,')).toBe(true);

    // First a file with a mistake: the dry run names its row, column and problem, and nothing can be imported.
    const withMistake = names.map((name, i) => [
      name,
      'Haddad',
      i === 2 ? 'not-an-address' : emails[i],
      'Jordan',
      'active',
    ]);
    await dialog
      .getByLabel(t('CSV file'))
      .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: studentsCsv(withMistake) });
    await dialog.getByRole('button', { name: t('Check file') }).click();
    const errors = dialog.getByRole('table', { name: t('Errors by row') });
    await expect(errors.getByRole('row').nth(1)).toContainText(t('Email is invalid'));
    await expect(errors.getByRole('row').nth(1)).toContainText('4');
    await expectNoSeriousViolations(page);
    const importButton = dialog.getByRole('button', {
      name: language === 'ar' ? /^استيراد/ : /^Import \d+ students?$/,
    });
    await expect(importButton).toBeDisabled();

    // The corrected file, with one row that is already a student: the agency updates it.
    const corrected = [
      ...names.map((name, i) => [name, 'Haddad', emails[i], 'Jordan', 'active']),
      ['Karim', 'Nasser-Updated', known.student.email!, 'Egypt', ''],
    ];
    await dialog
      .getByLabel(t('CSV file'))
      .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: studentsCsv(corrected) });
    await dialog.getByRole('button', { name: t('Check file') }).click();
    await dialog.getByRole('radio', { name: t("Update those students with the file's values") }).check();
    // The summary of the new dry run (the import button shows its own busy status meanwhile).
    await expect(dialog.getByRole('status').filter({ hasText: language === 'ar' ? '5 جديد' : '5 new' })).toBeVisible();
    await expect(importButton).toBeEnabled();
    await importButton.click();
    await expect(page.getByText(t('Import complete'))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    for (const name of names) await expect(page.getByRole('link', { name: `${name} Haddad` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Karim Nasser-Updated' })).toBeVisible();

    // The export has every student (all pages), with a byte-order mark for spreadsheets.
    const exported = await downloaded(page, () => page.getByRole('button', { name: t('Export CSV') }).click());
    expect(exported.name).toBe('students.csv');
    // The columns are named in the screen's language (the server's catalogue; the import reads either back).
    expect(exported.text.split(',').slice(0, 3).join(',')).toBe(`\uFEFF${EXPORT_HEADERS[language]}`);
    for (const email of [...emails, known.student.email!]) expect(exported.text).toContain(email);
    expect(exported.text).toContain('Nasser-Updated');
  });

  test(`an agency switches /applications between table and board, kept in the address (${language})`, async ({
    page,
  }) => {
    test.slow();
    const { client } = await openAsAgency(page, language, '/applications');
    const { student } = await students.create(client, {
      firstName: 'Samir',
      lastName: 'Khalil',
      email: uniqueEmail('samir'),
    });
    const [university] = (await universities.list(apiClient(), { limit: 1 })).universities;
    const payload = {
      studentId: student.id,
      universityId: university.id,
      programName: 'BSc Architecture',
      degreeLevel: "Bachelor's Degree",
      personalStatement: STATEMENT,
    };
    await applications.create(client, payload);
    await applications.create(client, { ...payload, programName: 'MSc Urban Design', status: 'SUBMITTED' });
    await page.reload();

    await page.getByRole('button', { name: t('Board') }).click();
    await expect(page).toHaveURL(/[?&]view=board/);
    const board = page.getByRole('region', { name: t('Applications by status') });
    const draftColumn = board.getByRole('region', { name: new RegExp(t('DRAFT')) });
    await expect(draftColumn.getByRole('heading')).toContainText('1');
    await expect(draftColumn.getByText('BSc Architecture')).toBeVisible();
    await expect(
      board.getByRole('region', { name: new RegExp(t('SUBMITTED')) }).getByText('MSc Urban Design'),
    ).toBeVisible();
    await expect(
      board.getByRole('region', { name: new RegExp(`^${t('ACCEPTED')}`) }).getByRole('heading'),
    ).toContainText('0');
    await expectNoSeriousViolations(page);

    // A reload keeps the board; Table goes back to the list.
    await page.reload();
    await expect(page.getByRole('region', { name: t('Applications by status') })).toBeVisible();
    await page.getByRole('button', { name: t('Table') }).click();
    await expect(page).not.toHaveURL(/view=board/);
    await expect(page.getByRole('link', { name: 'MSc Urban Design' })).toBeVisible();

    const exported = await downloaded(page, () => page.getByRole('button', { name: t('Export CSV') }).click());
    expect(exported.name).toBe('applications.csv');
    expect(exported.text).toContain('MSc Urban Design');
    expect(exported.text).toContain('BSc Architecture');
  });
}
