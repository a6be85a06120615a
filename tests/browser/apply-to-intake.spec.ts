import { expect, type Page, test } from '@playwright/test';
import * as students from '#sdk/resources/agency-students';
import * as profile from '#sdk/resources/student-profile';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { COMPLETE_PROFILE } from '#tests/support/students.ts';
import { openAsAgency } from './agency-support.ts';
import { universityWithIntakes } from './programme-support.ts';
import { type Language, translator } from './student-support.ts';
import { apiClient, newAccount, signedIn } from './support.ts';

const STATEMENT =
  'Since my first summer job at a harbour in Aqaba I have wanted to design coasts that stand up to storms and rising seas.';

/** Finds the programme by typing, then sees the closed intake refused and chooses the open one. */
async function chooseProgrammeAndIntake(page: Page, t: ReturnType<typeof translator>, programme: string) {
  await page.getByLabel(t("Search the university's programmes")).fill('Coastal');
  await page.getByRole('radio', { name: programme }).check();
  const intakes = page.getByRole('group', { name: t('Intake') }).getByRole('radio');
  await expect(intakes).toHaveCount(2);
  await expect(intakes.first()).toBeDisabled();
  await expect(page.getByText(t('Applications are closed'))).toBeVisible();
  await intakes.nth(1).check();
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  const t = translator(language);

  test(`a student applies to an open intake of a programme (${language})`, async ({ page }) => {
    const { university, programme } = await universityWithIntakes();
    const { token } = await newAccount('STUDENT');
    await profile.setup(apiClient(token), COMPLETE_PROFILE);
    await signedIn(page, token, '/forgot-password');
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await page.goto(`/student/apply/${university.id}`);

    // The university lists programmes: no free-text programme name.
    await expect(page.getByLabel(t('Program name'), { exact: true })).toHaveCount(0);
    await chooseProgrammeAndIntake(page, t, programme);
    await page.getByLabel(t('Degree level'), { exact: true }).selectOption("Master's Degree");
    await page.getByRole('button', { name: t('Submit Application') }).click();
    await expect(page.getByText(t('Application created successfully!'))).toBeVisible();
    await expect(page).toHaveURL(/\/student\/applications$/);
    const row = page.getByTestId('application-row').filter({ hasText: programme });
    await expect(row).toContainText(t('SUBMITTED'));
    await expect(row).toContainText(t('Starts {start}', { start: '' }).trim());
  });

  test(`an agency's wizard picks an open intake for its student (${language})`, async ({ page }) => {
    const { university, programme } = await universityWithIntakes();
    const { client } = await openAsAgency(page, language, '/applications');
    const { student } = await students.create(client, {
      firstName: 'Yara',
      lastName: 'Mansour',
      email: uniqueEmail('yara'),
      nationality: 'Jordan',
    });
    await page.goto(`/applications/new?studentId=${student.id}`);
    await page.getByLabel(t('Search universities')).fill(university.name);
    await page.getByRole('radio', { name: university.name }).check();
    await page.getByRole('button', { name: t('Next') }).click();

    await chooseProgrammeAndIntake(page, t, programme);
    await page.getByLabel(t('Degree level')).selectOption("Master's Degree");
    await page.getByLabel(t('Personal statement')).fill(STATEMENT);
    await page.getByRole('button', { name: t('Submit Application') }).click();
    await expect(
      page.getByText(t('Application submitted: our admins check it before it goes to the university')),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: programme })).toBeVisible();
    await expect(page.getByText(t('Starts {start}', { start: '' }).trim()).first()).toBeVisible();
  });
}
