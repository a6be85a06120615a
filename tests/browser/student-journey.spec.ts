import { expect, type Page, test } from '@playwright/test';
import { demoPdf, demoPng } from '#server/db/seed/demo-documents.ts';
import { type Language, recordProgress, throttleUploads, translator } from './student-support.ts';
import { PASSWORD, uniqueEmail } from './support.ts';
import { universityWithoutProgrammes } from './programme-support.ts';

test.describe.configure({ timeout: 120_000 });

/** A 3 MB PDF: big enough that a throttled upload reports several steps of progress. */
const PDF = Buffer.concat([demoPdf(['Academic transcript']), Buffer.alloc(3 * 1024 * 1024, 32)]);
const PNG = demoPng(64);

async function registerStudent(page: Page, t: ReturnType<typeof translator>, language: Language) {
  await page.goto('/register');
  if (language === 'ar') {
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
  await page.getByLabel(t('Email'), { exact: true }).fill(uniqueEmail(`student-journey-${language}`));
  await page.getByLabel(t('Password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('Confirm password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('radio', { name: new RegExp(`^${t('Student')}`) }).check();
  await page.getByRole('button', { name: t('Create account') }).click();
  await expect(page).toHaveURL(/\/setup\/student$/);
}

async function completeWizard(page: Page, t: ReturnType<typeof translator>) {
  const next = page.getByRole('button', { name: t('Next') });
  await page.getByLabel(t('First Name'), { exact: true }).fill('Nadia');
  await page.getByLabel(t('Last Name'), { exact: true }).fill('Karimi');
  await page.getByLabel(t('Date of birth'), { exact: true }).fill('2001-05-14');
  await page.getByLabel(t('Nationality'), { exact: true }).selectOption('Jordan');
  await page.getByLabel(t('Passport number'), { exact: true }).fill('N1234567');
  await page.getByLabel(t('Phone'), { exact: true }).fill('+962 79 555 0199');
  await next.click();
  await page.getByLabel(t('Current education level'), { exact: true }).selectOption("Bachelor's Degree");
  await page.getByLabel(t('Institution name'), { exact: true }).fill('University of Jordan');
  await page.getByLabel(t('Graduation year'), { exact: true }).fill('2024');
  await page.getByLabel(t('Grade scale'), { exact: true }).selectOption('4.0 Scale (US)');
  await page.getByLabel(t('GPA'), { exact: true }).fill('3.7');
  await page.getByLabel(t('IELTS score'), { exact: true }).fill('7');
  await next.click();
  await page.getByLabel(t('Preferred programs'), { exact: true }).fill('Computer Science');
  await page
    .getByRole('group', { name: t('Preferred countries') })
    .getByRole('checkbox')
    .first()
    .check();
  await page.getByLabel(t('Preferred start date'), { exact: true }).fill('2027-09-01');
  await next.click();
  await page.getByLabel(t('Career goals'), { exact: true }).fill('Build software for hospitals.');
  await page.getByLabel(t('Personal statement'), { exact: true }).fill('I want to study computer science in Europe.');
  await page.getByRole('button', { name: t('Complete Setup') }).click();
  await expect(page.getByText(t('Student profile created successfully!'))).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: t('Welcome, <0>{firstName}</0>!', { firstName: 'Nadia' }) }),
  ).toBeVisible();
  // Every part of the profile is filled in, so no incomplete-profile banner.
  await expect(page.getByTestId('profile-banner')).toHaveCount(0);
}

async function uploadDocuments(page: Page, t: ReturnType<typeof translator>) {
  await page
    .getByRole('navigation', { name: t('Student area') })
    .getByRole('link', { name: t('Documents') })
    .click();
  await expect(page.getByRole('heading', { name: t('My Documents') })).toBeVisible();
  await page
    .getByRole('button', { name: t('Upload Documents') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: t('Upload Documents') });

  // The spec's rule before anything is sent.
  await dialog.getByRole('button', { name: t('Upload'), exact: true }).click();
  await expect(dialog.getByText(t('Please select document type and files to upload.'))).toBeVisible();

  await dialog.getByLabel(t('Document type'), { exact: true }).selectOption('TRANSCRIPT');
  await dialog.getByLabel(t('Description (optional)'), { exact: true }).fill('Transcript and photo');
  await dialog.getByLabel(t('choose files'), { exact: true }).setInputFiles([
    { name: 'transcript.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'photo.png', mimeType: 'image/png', buffer: PNG },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  await expect(
    dialog.getByText(
      t('{fileName} is not an accepted file. Please upload PDF, JPG, PNG, DOC or DOCX.', { fileName: 'notes.txt' }),
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('list', { name: t('Selected files') }).getByRole('listitem')).toHaveCount(2);
  // Each file may have a type of its own; the one chosen above is the rest's.
  await dialog
    .getByLabel(t('Type of {fileName}', { fileName: 'photo.png' }), { exact: true })
    .selectOption('PASSPORT_PHOTO');

  const progressSeen = await recordProgress(page);
  await throttleUploads(page, 1024 * 1024);
  await dialog.getByRole('button', { name: t('Upload'), exact: true }).click();
  await expect(page.getByText(t('Document uploaded successfully!'))).toBeVisible({ timeout: 30_000 });
  await throttleUploads(page, null);

  // The bar moved with the request: it went through values between 0 and 100.
  const seen = await progressSeen();
  expect(
    seen.filter((v) => v > 0 && v < 100).length,
    `progress values seen: ${seen.join(', ')}`,
  ).toBeGreaterThanOrEqual(2);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));

  const rows = page.getByTestId('document-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'transcript.pdf' })).toContainText(t('Pending'));
  await expect(rows.filter({ hasText: 'transcript.pdf' })).toContainText(t('Official Transcript'));
  await expect(rows.filter({ hasText: 'photo.png' })).toContainText(t('Passport Photo'));
}

async function applyAsDraftEditAndSubmit(page: Page, t: ReturnType<typeof translator>) {
  // A university that lists no programmes: the programme is typed freely.
  const university = await universityWithoutProgrammes();
  await page.goto(`/universities/${university.id}`);
  await page.getByRole('link', { name: t('Apply Now') }).click();
  await expect(page).toHaveURL(new RegExp(`/student/apply/${university.id}$`));
  await expect(page.getByRole('status').filter({ hasText: university.name })).toBeVisible();

  const saveDraft = page.getByRole('button', { name: t('Save as Draft') });
  await expect(saveDraft).toBeDisabled();
  await page.getByLabel(t('Program name'), { exact: true }).fill('MSc Computer Science');
  await page.getByLabel(t('Degree level'), { exact: true }).selectOption("Master's Degree");
  await saveDraft.click();
  await expect(page.getByText(t('Application saved as draft'))).toBeVisible();
  await expect(page).toHaveURL(/\/student\/applications$/);
  const row = page.getByTestId('application-row').filter({ hasText: 'MSc Computer Science' });
  await expect(row).toContainText(t('DRAFT'));

  // Edit the draft: a new programme and a statement, then submit (a statement asks for confirmation).
  await row.getByRole('link', { name: t('Edit {program}', { program: 'MSc Computer Science' }) }).click();
  await expect(page).toHaveURL(/\/student\/applications\/\d+\/edit$/);
  const applicationUrl = page.url();
  await expect(page.getByLabel(t('Program name'), { exact: true })).toHaveValue('MSc Computer Science');
  await page.getByLabel(t('Program name'), { exact: true }).fill('MSc Data Science');
  await page.getByLabel(t('Personal statement'), { exact: true }).fill('Data science for public health.');
  await page.getByRole('button', { name: t('Submit Application') }).click();
  const confirm = page.getByRole('dialog', { name: t('Submit your application?') });
  await confirm.getByRole('button', { name: t('Submit Application') }).click();
  await expect(page.getByText(t('Application submitted successfully'))).toBeVisible();
  await expect(page).toHaveURL(/\/student\/applications$/);

  const submitted = page.getByTestId('application-row').filter({ hasText: 'MSc Data Science' });
  await expect(submitted).toContainText(t('SUBMITTED'));
  await expect(submitted.getByRole('link', { name: t('Edit {program}', { program: 'MSc Data Science' }) })).toHaveCount(
    0,
  );
  await expect(
    submitted.getByRole('button', { name: t('Delete {program}', { program: 'MSc Data Science' }) }),
  ).toHaveCount(0);

  // Its timeline shows both steps.
  await submitted.getByRole('button', { name: t('View {program}', { program: 'MSc Data Science' }) }).click();
  const details = page.getByRole('dialog', { name: t('Application Details') });
  await expect(details.getByTestId('timeline').getByRole('listitem')).toHaveCount(2);
  await details.getByRole('button', { name: t('Close') }).click();

  // The edit page refuses a submitted application.
  await page.goto(applicationUrl);
  await expect(page.getByRole('heading', { name: t('This application can no longer be edited') })).toBeVisible();
  await expect(page.getByLabel(t('Program name'), { exact: true })).toHaveCount(0);

  // And the dashboard shows it.
  await page
    .getByRole('navigation', { name: t('Student area') })
    .getByRole('link', { name: t('Dashboard') })
    .click();
  const recent = page.getByTestId('application-row').filter({ hasText: 'MSc Data Science' });
  await expect(recent).toContainText(t('SUBMITTED'));
  await expect(recent).toContainText(university.name);
}

for (const language of ['en', 'ar'] as const) {
  test(`a new student sets up, uploads documents with real progress, applies, edits, submits (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    await registerStudent(page, t, language);
    await completeWizard(page, t);
    await uploadDocuments(page, t);
    await applyAsDraftEditAndSubmit(page, t);
  });
}
