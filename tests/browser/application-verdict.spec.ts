import { expect, test } from '@playwright/test';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as programs from '#sdk/resources/programs';
import * as universities from '#sdk/resources/universities';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { adminToken } from './admin-support.ts';
import { openAsAgency } from './agency-support.ts';
import { translator } from './student-support.ts';
import { apiClient, signedIn } from './support.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const STATEMENT =
  'Since my first summer job at a water plant in Amman I have wanted to design systems that keep cities healthy and safe.';

/** A master's programme open to every group, asking for a bachelor's degree first. */
async function masters(name: string) {
  const admin = apiClient(await adminToken());
  const [university] = (await universities.list(apiClient(), { limit: 1 })).universities;
  const windows = { opens: inDays(-100), closes: inDays(60) };
  const { program } = await programs.create(admin, university!.id, {
    name,
    level: "Master's Degree",
    languages: ['en'],
    intakes: [{ startDate: inDays(200), windows: { EU: windows, NON_EU: windows, NON_EU_VISA: windows } }],
    requirements: { priorDegree: 'BACHELOR' },
  });
  const { program: whole } = await programs.retrieve(apiClient(), program.id);
  return { universityId: university!.id, programId: whole.id, intakeId: whole.intakes[0]!.id, admin };
}

for (const language of ['en', 'ar'] as const) {
  const t = translator(language);
  test(`the agency's wizard shows the verdict before submitting; the review queue shows and filters it (${language})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const target = await masters(`MSc Verdict Hydraulics ${language} ${Date.now()}`);
    const { client } = await openAsAgency(page, language, '/applications');
    const lastName = `Verdict${language}${Date.now() % 100000}`;
    const { student } = await students.create(client, {
      firstName: 'Rami',
      lastName,
      email: uniqueEmail('rami'),
      nationality: 'Jordan',
      currentEducationLevel: 'High School',
    });
    const { application } = await applications.create(client, {
      studentId: student.id,
      universityId: target.universityId,
      programName: 'x',
      programId: target.programId,
      intakeId: target.intakeId,
      degreeLevel: "Master's Degree",
      personalStatement: STATEMENT,
    });

    // The wizard's last step: the chosen programme's verdict and reasons, before submitting.
    await page.goto(`${language === 'ar' ? '/ar' : ''}/applications/${application.id}/edit`);
    await page.getByRole('button', { name: t('Next') }).click();
    await expect(page.getByText(t('Eligibility for this programme'))).toBeVisible();
    const verdict = page.getByTestId('programme-verdict');
    await expect(
      verdict
        .getByRole('list', { name: t('Reasons') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: t('Submit Application') }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${application.id}$`));

    // The admins' queue: the verdict kept at submission, and the filter by it.
    const context = await browser.newContext();
    const admin = await context.newPage();
    await admin.goto('/forgot-password');
    await admin.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(admin, await adminToken(), '/admin/applications/pending');
    await admin.getByLabel(t('Eligibility')).selectOption('NOT_ELIGIBLE');
    await admin.getByLabel(t('Order')).selectOption('-verdict');
    const row = admin.getByRole('row').filter({ hasText: lastName });
    await expect(row).toBeVisible();
    await admin.getByLabel(t('Eligibility')).selectOption('ELIGIBLE');
    await expect(admin.getByRole('row').filter({ hasText: lastName })).toHaveCount(0);
    await context.close();
  });
}
