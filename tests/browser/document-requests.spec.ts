import { expect, test } from '@playwright/test';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as documents from '#sdk/resources/student-documents';
import * as universities from '#sdk/resources/universities';
import { demoPdf } from '#server/db/seed/demo-documents.ts';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { adminToken } from './admin-support.ts';
import { openAsAgency } from './agency-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';
import { apiClient, signedIn } from './support.ts';

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: demoPdf([name]) });

for (const language of ['en', 'ar'] as const) {
  const t = translator(language);

  test(`an agency answers a document request from the application's page; the request closes; a rejected document says Rejected (${language})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const { client } = await openAsAgency(page, language, '/applications');
    const { student } = await students.create(client, {
      firstName: 'Samir',
      lastName: 'Haddad',
      email: uniqueEmail('samir'),
    });
    const university = (await universities.list(apiClient(), { limit: 1 })).universities[0];
    const { application } = await applications.create(client, {
      studentId: student.id,
      universityId: university.id,
      programName: 'MSc Request Answering',
      degreeLevel: "Master's Degree",
      personalStatement:
        'I want to study water engineering in Europe and bring it home, where every city I know is short of clean water in summer.',
      status: 'SUBMITTED',
    });
    const old = 'transcript-old.pdf';
    await students.uploadDocuments(
      client,
      student.id,
      documents.uploadForm([{ blob: new Blob([new Uint8Array(demoPdf([old]))]), name: old }], 'TRANSCRIPT'),
    );

    // The admin rejects the transcript and asks for a complete one by a date.
    const admin = apiClient(await adminToken());
    await adminApplications.take(admin, application.id);
    await adminApplications.decide(admin, application.id, 'TRANSCRIPT', {
      state: 'REJECTED',
      remark: 'Page 2 is missing',
    });
    await adminApplications.requestDocuments(admin, application.id, {
      documentTypes: ['TRANSCRIPT'],
      message: 'Please send every page of the transcript.',
      dueDate: '2099-12-10',
    });

    // The agency meets the request on the application's Documents tab: what, why, by when.
    await page.goto(`/applications/${application.id}`);
    await page.getByRole('tab', { name: t('Documents') }).click();
    const request = page.getByRole('region', { name: t('Document request') });
    await expect(request).toContainText('Please send every page of the transcript.');
    await expect(request).toContainText(t('Official Transcript'));
    await expect(request).toContainText('2099');
    await expect(page.getByRole('table', { name: t('Document checklist') })).toContainText(t('Rejected'));
    await expectNoSeriousViolations(page);

    // It uploads the new transcript from the request and sends it to the reviewer.
    await request.getByRole('button', { name: t('Upload documents') }).click();
    const dialog = page.getByRole('dialog', { name: t('Upload Documents') });
    await dialog.getByLabel(t('Document type')).selectOption('TRANSCRIPT');
    await dialog.getByLabel(t('choose files')).setInputFiles(pdf('transcript-complete.pdf'));
    await dialog.getByRole('button', { name: t('Upload'), exact: true }).click();
    await expect(page.getByText(t('Document uploaded successfully!'))).toBeVisible();
    await request.getByRole('button', { name: t('Send to the reviewer') }).click();
    await expect(page.getByText(t('The documents were sent to the reviewer'))).toBeVisible();
    await expect(request).toContainText(t('Answered'));
    await expect(request.getByRole('button', { name: t('Send to the reviewer') })).toHaveCount(0);

    // The timeline shows the request with its due date, and the answer.
    await page.getByRole('tab', { name: t('Timeline') }).click();
    const timeline = page.getByTestId('timeline');
    await expect(timeline).toContainText(t('Documents requested: {types}', { types: t('Official Transcript') }));
    await expect(timeline).toContainText('2099');

    // The rejected transcript says Rejected, with why, in the student's documents too.
    await page.goto(`/students/${student.id}`);
    await page.getByRole('tab', { name: t('Documents') }).click();
    const rejected = page.getByTestId('document-row').filter({ hasText: old });
    await expect(rejected).toContainText(t('Rejected'));
    await expect(rejected).toContainText('Page 2 is missing');

    // A second request, left open: the admin is warned before approving, and approval closes it.
    await adminApplications.requestDocuments(admin, application.id, {
      documentTypes: ['PASSPORT'],
      message: 'And the passport, please.',
      dueDate: '2099-12-10',
    });
    for (const type of ['PASSPORT', 'TRANSCRIPT'] as const)
      await adminApplications.decide(admin, application.id, type, { state: 'WAIVED' });
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/forgot-password');
    await adminPage.evaluate((value) => localStorage.setItem('language', value), language);
    await signedIn(adminPage, await adminToken(), `/admin/applications/${application.id}`);
    await adminPage.getByRole('button', { name: t('Approve'), exact: true }).click();
    const approve = adminPage.getByRole('dialog', { name: t('Approve application') });
    await expect(approve.getByRole('alert')).toBeVisible();
    await expect(
      approve.getByText(t('The applicant reads it in an e-mail and on the application; the university sees it too.')),
    ).toBeVisible();
    await approve.getByRole('button', { name: t('Approve'), exact: true }).click();
    await expect(adminPage.getByText(t('Application approved: it goes to the university'))).toBeVisible();
    await adminContext.close();

    await page.goto(`/applications/${application.id}`);
    await page.getByRole('tab', { name: t('Documents') }).click();
    const closed = page.getByRole('region', { name: t('Document request') }).filter({ hasText: 'passport' });
    await expect(closed).toContainText(t('Closed'));
    await expect(page.getByRole('button', { name: t('Send to the reviewer') })).toHaveCount(0);
  });
}
