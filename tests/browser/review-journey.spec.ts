import { expect, test } from '@playwright/test';
import * as applications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import * as profile from '#sdk/resources/student-profile';
import * as universities from '#sdk/resources/universities';
import { COMPLETE_PROFILE } from '#tests/support/students.ts';
import { demoPdf, demoPng } from '#server/db/seed/demo-documents.ts';
import { adminToken } from './admin-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';
import { apiClient, newAccount, signedIn } from './support.ts';

const upload = (token: string, type: 'PASSPORT' | 'TRANSCRIPT', name: string, bytes: Buffer) =>
  documents.upload(apiClient(token), documents.uploadForm([{ blob: new Blob([new Uint8Array(bytes)]), name }], type));

for (const language of ['en', 'ar'] as const) {
  test(`a student applies with documents; an admin takes it, previews and verifies the documents and approves (${language})`, async ({
    page,
    browser,
  }) => {
    // A journey through two browsers with several axe scans; the shared test machine can be slow.
    test.slow();
    const t = translator(language);
    const { token } = await newAccount('STUDENT');
    const student = apiClient(token);
    const firstName = `Rana${Date.now().toString(36)}`;
    await profile.setup(student, { ...COMPLETE_PROFILE, firstName, lastName: 'Khalil' });
    const university = (await universities.list(apiClient(), { limit: 1 })).universities[0];
    const { application } = await applications.create(student, {
      universityId: university.id,
      programName: 'MSc Review Journey',
      degreeLevel: "Master's Degree",
      personalStatement: 'I want to study in Europe.',
    });

    // The student is warned of missing documents before submitting, then uploads them and submits.
    await page.goto('/forgot-password');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, token, `/student/applications?application=${application.id}`);
    const details = page.getByRole('dialog');
    await expect(details.getByText(t('Awaiting')).first()).toBeVisible();
    await expect(details.getByRole('status').filter({ hasText: t('Upload documents') })).toBeVisible();
    await expectNoSeriousViolations(page);
    await upload(token, 'PASSPORT', 'passport.png', demoPng(48));
    await upload(token, 'TRANSCRIPT', 'transcript.pdf', demoPdf(['Transcript']));
    await applications.submit(student, application.id);

    // The admin works in a browser of their own.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto('/forgot-password');
    await admin.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(admin, await adminToken(), '/admin/applications/pending');
    const name = `${firstName} Khalil`;
    await expect(admin.getByRole('tab', { name: t('Pending queue') })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousViolations(admin);
    // The queue is oldest first, a page at a time: this newest submission is on its last page.
    const take = admin.getByRole('button', { name: t('Take the application of {name} into review', { name }) });
    const next = admin.getByRole('navigation', { name: t('Pagination') }).getByRole('button', { name: t('Next') });
    await expect(async () => {
      if (!(await take.isVisible())) await next.click({ timeout: 2000 });
      await expect(take).toBeVisible({ timeout: 2000 });
    }).toPass();
    await take.click();
    await expect(admin.getByText(t('The application is now in your review'))).toBeVisible();
    await admin.getByRole('link', { name: t('Open the application of {name}', { name }) }).click();
    await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();

    // Approval is refused while a required document is only received, not checked.
    await admin.getByRole('button', { name: t('Preview {name}', { name: 'passport.png' }) }).click();
    await expect(admin.getByRole('img', { name: t('Preview of {name}', { name: 'passport.png' }) })).toBeVisible();
    await admin.getByRole('button', { name: t('Preview {name}', { name: 'transcript.pdf' }) }).click();
    await expect(admin.locator('iframe')).toHaveAttribute('title', t('Preview of {name}', { name: 'transcript.pdf' }));
    await expectNoSeriousViolations(admin);

    const passport = t('Passport Copy');
    const transcript = t('Official Transcript');
    await admin.getByRole('button', { name: t('Reject {type}', { type: transcript }) }).click();
    await admin
      .getByRole('textbox', { name: t('Remark for the applicant ({type})', { type: transcript }) })
      .fill('The second page is missing.');
    await admin.getByRole('button', { name: t('Reject document') }).click();
    await expect(admin.getByText('The second page is missing.').first()).toBeVisible();
    await admin.getByRole('button', { name: t('Approve'), exact: true }).click();
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: t('Approve'), exact: true })
      .click();
    await expect(admin.getByText(t('Failed to approve the application'))).toBeVisible();
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: t('Cancel') })
      .click();

    await admin.getByRole('button', { name: t('Verify {type}', { type: passport }) }).click();
    await expect(admin.getByRole('button', { name: t('Verify {type}', { type: passport }) })).toHaveCount(0);
    await admin.getByRole('button', { name: t('Verify {type}', { type: transcript }) }).click();
    await expect(admin.getByRole('button', { name: t('Verify {type}', { type: transcript }) })).toHaveCount(0);
    await admin.getByRole('button', { name: t('Approve'), exact: true }).click();
    await admin.getByRole('dialog').getByRole('textbox').fill('Documents in order.');
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: t('Approve'), exact: true })
      .click();
    await expect(admin.getByText(t('Application approved: it goes to the university'))).toBeVisible();
    await expect(admin.getByTestId('timeline').getByText('Documents in order.')).toBeVisible();
    await expectNoSeriousViolations(admin);
    // The list of every application finds it by the student's name, now ADMIN APPROVED.
    await admin.getByRole('link', { name: t('Applications'), exact: true }).click();
    await admin.getByRole('tab', { name: t('All applications') }).click();
    await admin.getByRole('searchbox', { name: t('Search applications') }).fill(firstName);
    await expect(admin.getByRole('row').filter({ hasText: firstName }).getByText(t('ADMIN APPROVED'))).toBeVisible();
    await expectNoSeriousViolations(admin);
    await adminContext.close();

    // The student sees the verified documents and the whole timeline, without the admin's name.
    await page.reload();
    const again = page.getByRole('dialog');
    await expect(again.getByText(t('Verified')).first()).toBeVisible();
    await expect(
      again.getByTestId('timeline').getByText(t('Document rejected: {types}', { types: transcript })),
    ).toBeVisible();
    await expect(again.getByTestId('timeline').getByText('The second page is missing.')).toBeVisible();
    await expect(again.getByTestId('timeline').getByText('admin@test.local')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
}
