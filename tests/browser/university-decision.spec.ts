import { expect, test } from '@playwright/test';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as auth from '#sdk/resources/auth';
import * as studentApplications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import * as profile from '#sdk/resources/student-profile';
import * as universityProfile from '#sdk/resources/university-profile';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { blobOf, pdfBytes } from '#tests/support/files.ts';
import { adminToken } from './admin-support.ts';
import { type Language, translator } from './student-support.ts';
import { apiClient, newAccount, signedIn } from './support.ts';

const signIn = async (userType: 'UNIVERSITY') => {
  const { email, password } = DEMO_ACCOUNTS.find((a) => a.userType === userType)!;
  return (await auth.login(apiClient(), { email, password })).token;
};

/** A new student who applied to the demo university with a passport and a transcript, approved by an admin. */
async function approvedApplication(firstName: string) {
  const { token } = await newAccount('STUDENT');
  const student = apiClient(token);
  await profile.setup(student, {
    firstName,
    lastName: 'Haddad',
    dateOfBirth: '2001-05-06',
    nationality: 'Jordan',
    phone: '+962 79 555 0199',
    passportNumber: 'P7654321',
    currentEducationLevel: "Bachelor's Degree",
    institutionName: 'Yarmouk University',
    graduationYear: 2024,
    gpa: 3.6,
    gradeScale: '4.0 Scale (US)',
    ieltsScore: 7,
    preferredPrograms: ['Computer Science'],
    preferredCountries: ['Germany'],
    preferredStartDate: '2027-10-01',
    personalStatement: 'I build software for hospitals and want to learn more.',
    careerGoals: 'Health software engineer',
  });
  for (const type of ['PASSPORT', 'TRANSCRIPT'] as const)
    await documents.upload(
      student,
      documents.uploadForm([{ blob: blobOf(pdfBytes(type)), name: `${type}.pdf` }], type),
    );
  const universityId = (await universityProfile.retrieve(apiClient(await signIn('UNIVERSITY')))).university.id;
  const { application } = await studentApplications.create(student, {
    universityId,
    programName: 'MSc Informatics',
    degreeLevel: "Master's Degree",
    personalStatement: 'I want to study informatics in Munich.',
    status: 'SUBMITTED',
  });
  const admin = apiClient(await adminToken());
  await adminApplications.take(admin, application.id);
  for (const type of ['PASSPORT', 'TRANSCRIPT'] as const)
    await adminApplications.decide(admin, application.id, type, { state: 'VERIFIED' });
  await adminApplications.approve(admin, application.id);
  return { token, application };
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  const t = translator(language);

  test(`the university accepts with a note; the student sees ACCEPTED, the note and the whole timeline (${language})`, async ({
    page,
  }) => {
    const firstName = language === 'en' ? 'Lina' : 'Yara';
    const student = await approvedApplication(firstName);
    const name = `${firstName} Haddad`;

    await page.goto('/forgot-password');
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await signedIn(page, await signIn('UNIVERSITY'), '/university/dashboard');
    await page.getByRole('searchbox', { name: t('Search') }).fill(firstName);
    await page.getByRole('button', { name: t('Search'), exact: true }).click();
    await page.getByRole('button', { name: `${t('Review')} ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: t('Verified documents') })).toBeVisible();
    for (const file of ['PASSPORT.pdf', 'TRANSCRIPT.pdf']) {
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: `${t('Download')} ${file}` }).click();
      expect((await download).suggestedFilename()).toBe(file);
    }
    // The university's timeline shows the steps so far, with who made them.
    const universityTimeline = dialog.getByTestId('timeline');
    for (const status of ['SUBMITTED', 'ADMIN APPROVED']) await expect(universityTimeline).toContainText(t(status));
    await dialog.getByRole('button', { name: t('Start review') }).click();
    await dialog.getByRole('radio', { name: t('Accept') }).check();
    await dialog.getByLabel(t('Note to the applicant')).fill('Welcome to Munich, see you in October!');
    await dialog.getByRole('button', { name: t('Send decision') }).click();
    await expect(page.getByText(t('Application accepted'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('Download decision letter') })).toBeVisible();

    await signedIn(page, student.token, '/student/applications');
    const row = page.getByTestId('application-row').filter({ hasText: 'MSc Informatics' });
    await expect(row).toContainText(t('ACCEPTED'));
    await row.getByRole('button', { name: t('View {program}', { program: 'MSc Informatics' }) }).click();
    const details = page.getByRole('dialog', { name: t('Application Details') });
    await expect(details).toContainText('Welcome to Munich, see you in October!');
    const timeline = details.getByTestId('timeline');
    for (const status of ['DRAFT', 'SUBMITTED', 'ADMIN REVIEW', 'ADMIN APPROVED', 'UNDER REVIEW', 'ACCEPTED'])
      await expect(timeline).toContainText(t(status));
    await expect(timeline).toContainText('Welcome to Munich, see you in October!');
    const download = page.waitForEvent('download');
    await details.getByRole('button', { name: t('Download decision letter') }).click();
    expect((await download).suggestedFilename()).toBe(`decision-letter-${student.application.id}.pdf`);
  });
}
