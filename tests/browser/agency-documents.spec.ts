import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as universities from '#sdk/resources/universities';
import { demoPdf } from '#server/db/seed/demo-documents.ts';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { openAsAgency } from './agency-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { recordProgress, throttleUploads, translator } from './student-support.ts';
import { apiClient } from './support.ts';

/** A 3 MB PDF: big enough that a throttled upload reports several steps of progress. */
const PDF = Buffer.concat([demoPdf(['Passport of Layla Nasser']), Buffer.alloc(3 * 1024 * 1024, 32)]);
const STATEMENT =
  'Since my first summer job at a water plant in Amman I have wanted to design systems that keep cities healthy and safe.';

for (const language of ['en', 'ar'] as const) {
  const t = translator(language);

  test(`an agency keeps a student's documents: upload with progress, download, delete (${language})`, async ({
    page,
  }) => {
    test.slow();
    const { client } = await openAsAgency(page, language, '/students');
    const { student } = await students.create(client, {
      firstName: 'Layla',
      lastName: 'Nasser',
      email: uniqueEmail('layla'),
    });
    await page.goto(`/students/${student.id}`);
    await page.getByRole('tab', { name: t('Documents') }).click();
    await expect(page.getByText(t('No documents yet'))).toBeVisible();

    await page.getByRole('button', { name: t('Upload Documents') }).click();
    const dialog = page.getByRole('dialog', { name: t('Upload Documents') });
    await dialog.getByLabel(t('Document type')).selectOption('PASSPORT');
    await dialog
      .getByLabel(t('choose files'))
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectNoSeriousViolations(page);
    const progressSeen = await recordProgress(page);
    await throttleUploads(page, 1024 * 1024);
    await dialog.getByRole('button', { name: t('Upload'), exact: true }).click();
    await expect(page.getByText(t('Document uploaded successfully!'))).toBeVisible({ timeout: 30_000 });
    await throttleUploads(page, null);
    const seen = await progressSeen();
    expect(
      seen.filter((v) => v > 0 && v < 100).length,
      `progress values seen: ${seen.join(', ')}`,
    ).toBeGreaterThanOrEqual(2);

    const rows = page.getByTestId('document-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('passport.pdf');
    await expectNoSeriousViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('Download {fileName}', { fileName: 'passport.pdf' }) }).click();
    expect((await download).suggestedFilename()).toBe('passport.pdf');

    await page.getByRole('button', { name: t('Delete {fileName}', { fileName: 'passport.pdf' }) }).click();
    const confirm = page.getByRole('dialog', { name: t('Delete document?') });
    await confirm.getByRole('button', { name: t('Delete'), exact: true }).click();
    await expect(page.getByText(t('Document deleted successfully'))).toBeVisible();
    await expect(rows).toHaveCount(0);
    expect((await students.listDocuments(client, student.id)).documents).toEqual([]);
  });

  test(`an application's page warns of what to fix, exports the PDF and opens the conversation (${language})`, async ({
    page,
  }) => {
    test.slow();
    const { client } = await openAsAgency(page, language, '/applications');
    const { student } = await students.create(client, {
      firstName: 'Karim',
      lastName: 'Aziz',
      email: uniqueEmail('karim'),
      englishProficiency: 'IELTS 5.5-6.0',
    });
    const delft = (await universities.list(apiClient(), { search: 'Delft University of Technology', limit: 1 }))
      .universities[0]!;
    const { application } = await applications.create(client, {
      studentId: student.id,
      universityId: delft.id,
      programName: 'MSc Civil Engineering',
      degreeLevel: "Master's Degree",
      personalStatement: STATEMENT,
    });
    await page.goto(`/applications/${application.id}`);

    const warnings = page.getByRole('region', { name: t('A university may refuse this application') });
    await expect(warnings).toContainText(t('Passport number'));
    await expect(warnings).toContainText(t('English proficiency'));
    await expect(warnings).toContainText('IELTS');
    await expectNoSeriousViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('Export PDF') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`application-${application.id}.pdf`);
    const text = pdfText(readFileSync((await file.path())!));
    expect(text).toContain('Karim Aziz');
    expect(text).toContain(language === 'ar' ? 'الجامعة' : 'University');

    await page.getByRole('button', { name: t('Send Message') }).click();
    const conversation = page.getByRole('region', { name: t('Messages') });
    await expect(conversation.getByLabel(t('Your message'))).toBeFocused();
    await page.keyboard.type('Could you confirm the IELTS date?');
    await conversation.getByRole('button', { name: t('Send') }).click();
    await expect(conversation.getByTestId('messages')).toContainText('Could you confirm the IELTS date?');
    await expectNoSeriousViolations(page);

    // The warnings are for a draft: once submitted, the page no longer shows them.
    await applications.changeStatus(client, application.id, { status: 'SUBMITTED' });
    await page.reload();
    await expect(page.getByRole('button', { name: t('Export PDF') })).toBeVisible();
    await expect(warnings).toHaveCount(0);
  });
}
