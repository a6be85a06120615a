import { expect, test } from '@playwright/test';
import * as documents from '#sdk/resources/student-documents';
import * as profile from '#sdk/resources/student-profile';
import * as universities from '#sdk/resources/universities';
import { demoPdf } from '#server/db/seed/demo-documents.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';
import { pathIn } from '#sdk/language-path';
import { apiClient, newAccount, signedIn } from './support.ts';
import { universityWithoutProgrammes } from './programme-support.ts';

const COMPLETE = {
  firstName: 'Omar',
  lastName: 'Saleh',
  dateOfBirth: '2000-01-02',
  nationality: 'Egypt',
  phone: '+20 100 555 0101',
  passportNumber: 'A1234567',
  currentEducationLevel: "Bachelor's Degree",
  institutionName: 'Cairo University',
  graduationYear: 2023,
  gpa: 3.4,
  gradeScale: '4.0 Scale (US)',
  ieltsScore: 7,
  preferredPrograms: ['Engineering'],
  preferredCountries: ['Germany'],
  preferredStartDate: '2027-10-01',
  personalStatement: 'Engineering for clean water.',
  careerGoals: 'Water engineer',
};

/** A student made through the API, with `setup` as the profile, opened in the portal in the language. */
async function openAsStudent(
  page: import('@playwright/test').Page,
  language: 'en' | 'ar',
  setup: Parameters<typeof profile.setup>[1],
  path: string,
) {
  const { token } = await newAccount('STUDENT');
  const client = apiClient(token);
  await profile.setup(client, setup);
  await page.goto('/forgot-password');
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await signedIn(page, token, path);
  // A navigation while the portal still checks the session would abort that check.
  await page.waitForLoadState('networkidle');
  return client;
}

for (const language of ['en', 'ar'] as const) {
  const t = translator(language);

  test.describe(`student screens (${language})`, () => {
    test('the dashboard shows its error state, and Try Again loads it; /direct-student is the same page', async ({
      page,
    }) => {
      let fail = true;
      await page.route('**/api/direct-students/dashboard', (route) =>
        fail ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
      );
      await openAsStudent(page, language, COMPLETE, '/student/dashboard');
      await expect(page.getByRole('heading', { name: t('Error Loading Dashboard') })).toBeVisible();
      await expect(page.getByText(t('Unable to load your dashboard. Please try again.'))).toBeVisible();
      fail = false;
      await page.getByRole('button', { name: t('Try Again') }).click();
      await expect(
        page.getByRole('heading', { name: t('Welcome, <0>{firstName}</0>!', { firstName: 'Omar' }) }),
      ).toBeVisible();
      for (const tab of ['Applications', 'Documents', 'Discover']) {
        await page.getByRole('tab', { name: t(tab) }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
      }
      await expect(
        page
          .getByRole('list', { name: t('Programmes you qualify for') })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      await page.goto('/direct-student');
      await expect(
        page.getByRole('heading', { name: t('Welcome, <0>{firstName}</0>!', { firstName: 'Omar' }) }),
      ).toBeVisible();
    });

    test('an incomplete profile shows the orange banner; saving only after a change turns it green', async ({
      page,
    }) => {
      await openAsStudent(page, language, { firstName: 'Huda', lastName: 'Nasser' }, '/student/dashboard');
      const banner = page.getByTestId('profile-banner');
      await expect(banner).toHaveAttribute('data-complete', 'false');
      await banner.getByRole('link', { name: t('Complete Profile') }).click();
      await expect(page).toHaveURL(/\/student\/profile$/);
      const save = page.getByRole('button', { name: t('Save Changes') }).first();
      await expect(save).toBeDisabled();
      await page.getByLabel(t('First Name'), { exact: true }).fill('Huda ');
      await page.getByLabel(t('First Name'), { exact: true }).fill('Huda');
      await expect(save).toBeDisabled();

      const field = (label: string) => page.getByLabel(t(label), { exact: true });
      await field('Date of birth').fill('2002-02-02');
      await field('Nationality').selectOption('Syria');
      await field('Phone').fill('+963 944 555 010');
      await field('Passport number').fill('S7654321');
      await field('Current education level').selectOption('High School');
      await field('Institution name').fill('Damascus High School');
      await field('Graduation year').fill('2020');
      await field('Grade scale').selectOption('Percentage (0-100%)');
      await field('GPA').fill('91');
      await field('TOEFL score').fill('95');
      await field('Preferred programs').fill('Medicine');
      await field('Preferred start date').fill('2027-09-01');
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText(t('Profile updated successfully!'))).toBeVisible();
      await expect(banner).toHaveAttribute('data-complete', 'true');
      await expect(save).toBeDisabled();
    });

    test('a refused save shows the failure toast', async ({ page }) => {
      await openAsStudent(page, language, COMPLETE, '/student/profile');
      await page.route('**/api/direct-students/profile', (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
      );
      await page.getByLabel(t('Institution name'), { exact: true }).fill('Alexandria University');
      await page
        .getByRole('button', { name: t('Save Changes') })
        .first()
        .click();
      await expect(page.getByText(t('Failed to update profile'))).toBeVisible();
    });

    test('documents: too-large files are refused in the dialog, filters work, delete asks first', async ({ page }) => {
      const client = await openAsStudent(page, language, COMPLETE, '/student/documents');
      await documents.upload(
        client,
        documents.uploadForm([{ blob: new Blob([new Uint8Array(demoPdf(['CV']))]), name: 'cv.pdf' }], 'CV_RESUME'),
      );
      await page.reload();
      await expect(page.getByTestId('document-row')).toHaveCount(1);

      await page
        .getByRole('button', { name: t('Upload Documents') })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: t('Upload Documents') });
      await dialog
        .getByLabel(t('choose files'))
        .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
      await expect(
        dialog.getByText(t('{fileName} is too large. Maximum size is 10MB.', { fileName: 'scan.pdf' })),
      ).toBeVisible();
      // Files dropped on the drop zone join the selection.
      const dropped = await page.evaluateHandle(() => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['%PDF-1.4'], 'dropped.pdf', { type: 'application/pdf' }));
        return transfer;
      });
      await dialog.getByText(t('Drag and drop files here, or')).dispatchEvent('drop', { dataTransfer: dropped });
      await expect(dialog.getByRole('list', { name: t('Selected files') })).toContainText('dropped.pdf');
      await dialog.getByRole('button', { name: t('Cancel') }).click();

      await page.getByLabel(t('Status'), { exact: true }).selectOption('verified');
      await expect(page.getByText(t('No documents match your filters'))).toBeVisible();
      await page.getByLabel(t('Status'), { exact: true }).selectOption('all');
      await page.getByLabel(t('Search documents')).fill('cv');
      await expect(page.getByTestId('document-row')).toHaveCount(1);

      await page.getByRole('button', { name: t('Delete {fileName}', { fileName: 'cv.pdf' }) }).click();
      const confirm = page.getByRole('dialog', { name: t('Delete document?') });
      await confirm.getByRole('button', { name: t('Delete'), exact: true }).click();
      await expect(page.getByText(t('Document deleted successfully'))).toBeVisible();
      await expect(page.getByTestId('document-row')).toHaveCount(0);
    });

    test('submitting with an incomplete profile leads to the profile with the spec message', async ({ page }) => {
      const university = await universityWithoutProgrammes();
      await openAsStudent(page, language, { firstName: 'Rami', lastName: 'Aziz' }, `/student/apply/${university.id}`);
      await page.getByLabel(t('Program name'), { exact: true }).fill('BSc Biology');
      await page.getByLabel(t('Degree level'), { exact: true }).selectOption("Bachelor's Degree");
      await page.getByRole('button', { name: t('Submit Application') }).click();
      await expect(page.getByText(t('Please complete your profile before applying'))).toBeVisible();
      await expect(page).toHaveURL(/\/student\/profile$/);
    });

    test('every student screen passes the axe scan', async ({ page }) => {
      const [university] = (await universities.list(apiClient(), { limit: 1 })).universities;
      const client = await openAsStudent(page, language, COMPLETE, '/student/dashboard');
      await documents.upload(
        client,
        documents.uploadForm([{ blob: new Blob([new Uint8Array(demoPdf(['CV']))]), name: 'cv.pdf' }], 'CV_RESUME'),
      );
      for (const [path, heading] of [
        ['/student/dashboard', t('Welcome back, <0>{firstName}</0>!', { firstName: 'Omar' })],
        ['/student/profile', t('My Profile')],
        ['/student/documents', t('My Documents')],
        ['/student/applications', t('My Applications')],
        [`/student/apply/${university.id}`, t('Apply to a University')],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page);
      }
      await page.goto('/student/documents');
      await page
        .getByRole('button', { name: t('Upload Documents') })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the apply form finds any university of the catalogue by typing, past the first hundred', async ({ page }) => {
      const { universities: further } = await universities.list(apiClient(), { limit: 100, page: 2 });
      const far = further.at(-1)!;
      await openAsStudent(page, language, COMPLETE, '/student/apply');
      await page.getByRole('searchbox', { name: t('Search universities') }).fill(far.name);
      await page.getByRole('radio', { name: far.name }).check();
      await expect(page.getByRole('status').filter({ hasText: far.name })).toBeVisible();
      await expect(page.getByRole('link', { name: far.name })).toHaveAttribute(
        'href',
        pathIn(language, `/universities/${far.id}`),
      );
    });

    test('Save as Draft needs the basic details, and Cancel goes back', async ({ page }) => {
      await openAsStudent(page, language, COMPLETE, '/student/applications');
      await page.goto('/student/apply');
      const saveDraft = page.getByRole('button', { name: t('Save as Draft') });
      await expect(saveDraft).toBeDisabled();
      // No university chosen yet: the degree level alone is not enough.
      await page.getByLabel(t('Degree level'), { exact: true }).selectOption("Master's Degree");
      await saveDraft.click();
      await expect(page.getByText(t('Please fill in the basic application details to save as draft'))).toBeVisible();
      await page.getByRole('button', { name: t('Cancel') }).click();
      await expect(page).toHaveURL(/\/student\/applications$/);
    });
  });
}
