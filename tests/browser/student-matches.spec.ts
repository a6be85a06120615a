import { expect, test } from '@playwright/test';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as profile from '#sdk/resources/student-profile';
import { openAsAgency } from './agency-support.ts';
import { translator } from './student-support.ts';
import { apiClient, newAccount, signedIn } from './support.ts';

/** The server's reason for a held bachelor's degree, in each language (the server's catalogs). */
const DEGREE_MET = {
  en: "You hold the degree required: a bachelor's degree",
  ar: 'لديك الشهادة المطلوبة: درجة البكالوريوس',
};

for (const language of ['en', 'ar'] as const) {
  const t = translator(language);

  test.describe(`matching programmes (${language})`, () => {
    test('a student sees the programmes they qualify for, with verdicts and reasons, and filters them', async ({
      page,
    }) => {
      const { token } = await newAccount('STUDENT');
      await profile.setup(apiClient(token), {
        firstName: 'Rana',
        lastName: 'Khatib',
        nationality: 'Egypt',
        currentEducationLevel: "Bachelor's Degree",
        gpa: 3.4,
        gradeScale: '4.0 Scale (US)',
        ieltsScore: 7.5,
        budgetRange: '€20,000 - €30,000',
      });
      await page.goto('/forgot-password');
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await signedIn(page, token, '/student/matches');

      await expect(page.getByRole('heading', { name: t('Programmes you qualify for') })).toBeVisible();
      const matches = page.getByRole('list', { name: t('Matching programmes') });
      const first = matches.getByRole('listitem').first();
      await expect(first).toBeVisible();
      await expect(first.getByText(t('Eligible'), { exact: true })).toBeVisible();
      await expect(first.getByRole('list', { name: t('Reasons') })).toContainText(DEGREE_MET[language]);

      await page.getByLabel(t('Verdict')).selectOption({ label: t('Not eligible') });
      await expect(matches.getByText(t('Not eligible'), { exact: true }).first()).toBeVisible();
      await expect(matches.getByText(t('Eligible'), { exact: true })).toHaveCount(0);
    });

    test("an agency sees its student's matching programmes on the student's page", async ({ page }) => {
      const { client } = await openAsAgency(page, language, '/students');
      const { student } = await agencyStudents.create(client, {
        firstName: 'Sami',
        lastName: 'Odeh',
        email: `sami-${Date.now()}-${language}@example.org`,
        nationality: 'Jordan',
        currentEducationLevel: "Bachelor's Degree",
        gpa: 3.6,
        englishProficiency: 'IELTS 7.0+',
      });
      await page.goto(`/students/${student.id}`);
      await page.getByRole('tab', { name: t('Matching programmes') }).click();
      const first = page
        .getByRole('list', { name: t('Matching programmes') })
        .getByRole('listitem')
        .first();
      await expect(first.getByRole('list', { name: t('Reasons') })).toContainText(DEGREE_MET[language]);
    });
  });
}
