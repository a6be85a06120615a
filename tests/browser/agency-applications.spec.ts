import { expect, test } from '@playwright/test';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as universities from '#sdk/resources/universities';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { openAsAgency } from './agency-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';
import { apiClient } from './support.ts';
import { universityWithoutProgrammes } from './programme-support.ts';

const STATEMENT =
  'Since my first summer job at a water plant in Amman I have wanted to design systems that keep cities healthy and safe.';

for (const language of ['en', 'ar'] as const) {
  const t = translator(language);

  test(`an agency creates, edits, submits and withdraws applications (${language})`, async ({ page }) => {
    // A journey with several axe scans; the shared test machine can be slow.
    test.slow();
    const { client } = await openAsAgency(page, language, '/applications');
    const { student } = await students.create(client, {
      firstName: 'Samir',
      lastName: 'Haddad',
      email: uniqueEmail('samir'),
    });
    const second = (await universities.list(apiClient(), { limit: 1 })).universities[0]!;
    // A university that lists no programmes: the programme is typed freely.
    const first = await universityWithoutProgrammes();
    // One to withdraw from the list.
    const other = (
      await applications.create(client, {
        studentId: student.id,
        universityId: second.id,
        programName: 'BSc Architecture',
        degreeLevel: "Bachelor's Degree",
        personalStatement: STATEMENT,
      })
    ).application;

    // The wizard from the student's page: the student is chosen, it starts at step 2.
    await page.goto(`/students/${student.id}`);
    await page.getByRole('tab', { name: t('Applications') }).click();
    await page.getByRole('link', { name: t('New Application') }).click();
    await expect(page.getByRole('heading', { name: t('New Application') })).toBeVisible();
    await expect(page.getByText(/Samir Haddad/)).toBeVisible();
    const next = page.getByRole('button', { name: t('Next') });
    await expect(next).toBeDisabled();
    await page.getByLabel(t('Search universities')).fill(first.name);
    await page.getByRole('radio', { name: first.name }).check();
    await expectNoSeriousViolations(page);
    await next.click();
    await page.getByLabel(t('Program name')).fill('MSc Water Engineering');
    await page.getByLabel(t('Degree level')).selectOption("Master's Degree");
    await page.getByLabel(t('Personal statement')).fill('Too short.');
    await page.getByRole('button', { name: t('Save as Draft') }).click();
    await expect(page.getByText(t('Personal statement should be at least 100 characters'))).toBeVisible();
    await page.getByLabel(t('Personal statement')).fill(STATEMENT);
    await page.getByRole('button', { name: t('Save as Draft') }).click();
    await expect(page.getByText(t('Application created successfully!'))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'MSc Water Engineering' })).toBeVisible();
    await expectNoSeriousViolations(page);

    // Edit the draft with the same wizard, then submit it.
    await page.getByRole('link', { name: t('Edit Application') }).click();
    await page.getByRole('button', { name: t('Next') }).click();
    await page.getByLabel(t('Program name')).fill('MSc Water Resources Engineering');
    await page.getByRole('button', { name: t('Submit Application') }).click();
    await expect(
      page.getByText(t('Application submitted: our admins check it before it goes to the university')),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'MSc Water Resources Engineering' })).toBeVisible();
    await page.getByRole('tab', { name: t('Timeline') }).click();
    await expect(page.getByTestId('timeline').getByRole('listitem')).toHaveCount(2);

    // The list: search on the server, then withdraw the other one.
    await page
      .getByRole('link', { name: t('Applications') })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'MSc Water Resources Engineering' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: t('Actions for {0}', { 0: other.programName }) }).click();
    await page.getByRole('button', { name: t('Withdraw') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('Withdraw') })
      .click();
    await expect(page.getByText(t('Application withdrawn successfully'))).toBeVisible();
    await expect(page.getByRole('row', { name: /BSc Architecture/ }).getByText(t('WITHDRAWN'))).toBeVisible();
  });
}
