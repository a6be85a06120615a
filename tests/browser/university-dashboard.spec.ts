import { expect, test } from '@playwright/test';
import * as auth from '#sdk/resources/auth';
import * as programs from '#sdk/resources/programs';
import * as universityApplications from '#sdk/resources/university-applications';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { type Language, translator } from './student-support.ts';
import { apiClient, inArabic, signedIn } from './support.ts';

const demo = DEMO_ACCOUNTS.find((a) => a.userType === 'UNIVERSITY')!;

/** The demo university's session and an SDK client with it. */
async function demoUniversity() {
  const client = apiClient();
  const { token } = await auth.login(client, { email: demo.email, password: demo.password });
  client.token = token;
  return { token, client };
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  const t = translator(language);
  const open = async (page: import('@playwright/test').Page, token: string, path: string) => {
    if (language === 'ar') await inArabic(page, '/');
    await signedIn(page, token, path);
  };

  test.describe(`university dashboard (${language})`, () => {
    test('real figures, Review Applications opens the applications; the university reviews and accepts with a note', async ({
      page,
    }) => {
      const { token, client } = await demoUniversity();
      const { applications } = await universityApplications.list(client, { status: 'ADMIN_APPROVED' });
      const target = applications[language === 'en' ? 0 : applications.length - 1];
      const name = `${target.student.firstName} ${target.student.lastName}`;

      // The figures shown are the server's (other journeys may add applications meanwhile).
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/university/dashboard'));
      await open(page, token, '/university/dashboard?tab=programs');
      const { figures } = (await (await answer).json()) as Awaited<ReturnType<typeof universityApplications.dashboard>>;
      await expect(page.getByRole('heading', { level: 1, name: t('University Dashboard') })).toBeVisible();
      const toReview = page
        .getByRole('term')
        .filter({ hasText: t('To review') })
        .locator('xpath=..');
      await expect(toReview.getByRole('definition').first()).toHaveText(
        new Intl.NumberFormat(language).format(figures.toReview),
      );
      await page.getByRole('button', { name: t('Review Applications') }).click();
      await expect(page.getByRole('tab', { name: t('Applications') })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/tab=applications/);
      await expectNoSeriousViolations(page);

      await page.getByRole('searchbox', { name: t('Search') }).fill(target.student.lastName!);
      await page.getByRole('button', { name: t('Search'), exact: true }).click();
      await page.getByRole('button', { name: `${t('Review')} ${name}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(target.programName)).toBeVisible();
      await dialog.getByRole('button', { name: t('Start review') }).click();
      await expect(dialog.getByLabel(t('Rating'))).toBeVisible();
      await expectNoSeriousViolations(page);

      await dialog.getByLabel(t('Rating')).selectOption('4');
      await dialog.getByLabel(t('Internal notes')).fill('Solid grades.');
      await dialog.getByRole('button', { name: t('Save review') }).click();
      await expect(page.getByText(t('Review saved'))).toBeVisible();

      await dialog.getByRole('radio', { name: t('Accept') }).check();
      await dialog.getByLabel(t('Note to the applicant')).fill('Welcome aboard!');
      await dialog.getByLabel(t('Conditions (optional)')).fill('Bring your final certificate.');
      await dialog.getByRole('button', { name: t('Send decision') }).click();
      await expect(page.getByText(t('Application accepted'))).toBeVisible();
      await expect(dialog.getByRole('region', { name: t('Note to the applicant') })).toContainText('Welcome aboard!');
      await expect(dialog.getByTestId('timeline')).toContainText('Welcome aboard!');
      await expect(dialog.getByText('Bring your final certificate.')).toBeVisible();

      const { application } = await universityApplications.retrieve(client, target.id);
      expect(application).toMatchObject({
        status: 'ACCEPTED',
        universityNotes: 'Welcome aboard!',
        review: { rating: 4, notes: 'Solid grades.' },
      });
    });

    test('a rejection needs a note, in the reader’s language', async ({ page }) => {
      // The demo applicant the university is reviewing (no journey decides on him).
      const { token } = await demoUniversity();
      await open(page, token, '/university/dashboard');
      await page.getByRole('combobox', { name: t('Status') }).selectOption('UNDER_REVIEW');
      await page.getByRole('searchbox', { name: t('Search') }).fill('Qasim');
      await page.getByRole('button', { name: t('Search'), exact: true }).click();
      await page.getByRole('button', { name: `${t('Review')} Hassan Qasim` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: t('Reject') }).check();
      await dialog.getByRole('button', { name: t('Send decision') }).click();
      await expect(dialog.getByText(t('Please write a note for the applicant'))).toBeVisible();
      await page.keyboard.press('Escape');
    });

    test('programmes: add one with two intakes and requirements; field errors; edit; delete', async ({ page }) => {
      const { token, client } = await demoUniversity();
      const programName = `MSc Test Programme ${language} ${Date.now()}`;
      await open(page, token, '/university/dashboard?tab=programs');
      await page.getByRole('button', { name: t('Add program') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t('Save program') }).click();
      await expect(dialog.getByText(t('Program name is required'))).toBeVisible();
      await dialog.getByLabel(t('Program name')).fill(programName);
      await dialog.getByLabel(t('Level'), { exact: true }).selectOption("Master's Degree");

      const closes = (group: string) => dialog.getByLabel(t('{0}: window closes', { 0: t(group) }), { exact: true });
      await dialog.getByRole('button', { name: t('Add intake') }).click();
      await dialog.getByRole('button', { name: t('Add intake') }).click();
      await dialog.getByLabel(t('Start date')).nth(0).fill('2099-09-01');
      await closes('EU/EEA applicants').nth(0).fill('2099-10-01');
      await closes('Non-EU applicants who need a visa').nth(0).fill('2099-04-01');
      await dialog.getByLabel(t('Start date')).nth(1).fill('2100-02-01');
      await closes('EU/EEA applicants').nth(1).fill('2099-12-01');
      await dialog.getByLabel(t('Tuition per year, non-EU'), { exact: true }).fill('12000');
      await dialog.getByLabel(t('Currency of {label}', { label: t('Tuition per year, non-EU') })).selectOption('CHF');
      await dialog.getByLabel(t('IELTS overall')).fill('6.3');
      await dialog.getByLabel(t('TOEFL iBT')).fill('90');
      await dialog.getByLabel(t('Prior degree')).selectOption('BACHELOR');

      // Each wrong field is told under itself, in the reader's language.
      await dialog.getByRole('button', { name: t('Save program') }).click();
      await expect(dialog.getByText(t('The application window must close before the programme starts'))).toBeVisible();
      await closes('EU/EEA applicants').nth(0).fill('2099-05-01');
      await dialog.getByRole('button', { name: t('Save program') }).click();
      await expect(dialog.getByText(t('{test} must be in half bands (e.g. 6.5)', { test: 'IELTS' }))).toBeVisible();
      await dialog.getByLabel(t('IELTS overall')).fill('6.5');
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: t('Save program') }).click();
      await expect(page.getByText(t('Program added successfully'))).toBeVisible();

      const row = page.getByRole('row').filter({ hasText: programName });
      const created = (await programs.list(client, 'own')).programs.find((p) => p.name === programName)!;
      expect(created.requiredDocuments).toEqual(['PASSPORT', 'TRANSCRIPT']);
      const { program } = await programs.retrieveManaged(client, 'own', created.id);
      expect(program.intakes.map((i) => [i.startDate, i.deadlines])).toEqual([
        ['2099-09-01', { EU: '2099-05-01', NON_EU: '2099-05-01', NON_EU_VISA: '2099-04-01' }],
        ['2100-02-01', { EU: '2099-12-01', NON_EU: '2099-12-01', NON_EU_VISA: '2099-12-01' }],
      ]);
      expect(program.fees).toEqual([{ feeGroup: 'NON_EU', amount: 12000, currency: 'CHF', per: 'YEAR' }]);
      expect(program.requirements).toEqual({ priorDegree: 'BACHELOR', english: { ieltsOverall: 6.5, toeflIbt: 90 } });

      // The editor shows every part again; taking out the first intake keeps the second.
      await row.getByRole('button', { name: `${t('Edit')} ${programName}` }).click();
      await expect(dialog.getByLabel(t('Start date')).nth(1)).toHaveValue('2100-02-01');
      await dialog.getByRole('button', { name: t('Remove intake {n}', { n: '1' }) }).click();
      await expect(dialog.getByLabel(t('Start date'))).toHaveCount(1);
      await dialog.getByRole('button', { name: t('Save program') }).click();
      await expect(page.getByText(t('Program updated successfully'))).toBeVisible();
      const edited = (await programs.retrieveManaged(client, 'own', created.id)).program;
      expect(edited.intakes.map((i) => i.startDate)).toEqual(['2100-02-01']);

      await row.getByRole('button', { name: `${t('Delete')} ${programName}` }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('Delete'), exact: true })
        .click();
      await expect(page.getByText(t('Program deleted successfully'))).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: programName })).toHaveCount(0);
    });

    test('settings: the profile is edited and saved', async ({ page }) => {
      const { token } = await demoUniversity();
      await open(page, token, '/university/dashboard?tab=settings');
      const phone = language === 'en' ? '+49 89 289 01' : '+49 89 289 02';
      await page.getByLabel(t('Phone')).fill(phone);
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: t('Save changes') }).click();
      await expect(page.getByText(t('Profile updated successfully!'))).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(t('Phone'))).toHaveValue(phone);
    });
  });
}

test('/university-dashboard redirects to the dashboard', async ({ page }) => {
  const { token } = await demoUniversity();
  await signedIn(page, token, '/university-dashboard');
  await expect(page).toHaveURL(/\/university\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'University Dashboard' })).toBeVisible();
});
