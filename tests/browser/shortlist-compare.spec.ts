import { expect, test } from '@playwright/test';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as profile from '#sdk/resources/student-profile';
import { openAsAgency } from './agency-support.ts';
import { comparableProgrammes } from './programme-support.ts';
import { translator } from './student-support.ts';
import { apiClient, newAccount, signedIn } from './support.ts';

const NAMES = ['MSc Glacier Mechanics', 'MSc Delta Ecology', 'MSc Alpine Hydropower'];

for (const language of ['en', 'ar'] as const) {
  const t = translator(language);

  test.describe(`shortlists and comparison (${language})`, () => {
    test('a student saves three programmes from their pages, checks their eligibility on one, compares them side by side with verdicts, and removes one', async ({
      page,
    }) => {
      const { ids } = await comparableProgrammes(NAMES);
      const { token } = await newAccount('STUDENT');
      await profile.setup(apiClient(token), {
        firstName: 'Lina',
        lastName: 'Haddad',
        nationality: 'Lebanon',
        currentEducationLevel: "Bachelor's Degree",
        gpa: 3.5,
        gradeScale: '4.0 Scale (US)',
        ieltsScore: 7,
      });
      await page.goto('/forgot-password');
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      for (const id of ids) {
        await signedIn(page, token, `/programs/${id}`);
        const save = page.getByRole('button', { name: t('Save to shortlist') });
        await save.click();
        await expect(page.getByRole('button', { name: t('Saved to shortlist') })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
      await page.getByRole('button', { name: t('Check my eligibility') }).click();
      await expect(page.getByText(t('Eligible'), { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: t('Reasons') })).not.toBeEmpty();

      await page.goto('/student/shortlist');
      const shortlist = page.getByRole('list', { name: t('Shortlist') });
      await expect(shortlist.getByRole('listitem')).toHaveCount(3);
      for (const name of NAMES) await shortlist.getByRole('checkbox', { name: t('Compare {name}', { name }) }).check();
      await page.getByRole('link', { name: t('Compare selected ({0})', { 0: '3' }) }).click();

      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.join('%2C')}`));
      await expect(page.getByRole('heading', { name: t('Compare programmes') })).toBeVisible();
      const table = page.getByRole('table');
      for (const name of NAMES) await expect(table.getByRole('columnheader', { name })).toBeVisible();
      const verdicts = table.getByRole('row').filter({ hasText: t('Eligibility') });
      await expect(verdicts.getByText(t('Eligible'), { exact: true })).toHaveCount(3);
      await expect(table.getByRole('row').filter({ hasText: t('Tuition for non-EU students') })).toBeVisible();
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

      await page.goto('/student/shortlist');
      await shortlist.getByRole('button', { name: t('Remove {name}', { name: NAMES[1]! }) }).click();
      await expect(shortlist.getByRole('listitem')).toHaveCount(2);
      await expect(shortlist).not.toContainText(NAMES[1]!);
    });

    test("an agency saves a matching programme to its student's shortlist and compares it with the student's verdicts and downloads the PDF quote", async ({
      page,
    }) => {
      const { ids } = await comparableProgrammes(NAMES.slice(0, 2));
      const { client } = await openAsAgency(page, language, '/students');
      const { student } = await agencyStudents.create(client, {
        firstName: 'Omar',
        lastName: 'Nasser',
        email: `omar-${Date.now()}-${language}@example.org`,
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
      const name = ((await first.getByRole('heading').textContent()) ?? '').trim();
      await first.getByRole('button', { name: t('Save to shortlist') }).click();
      await expect(first.getByRole('button', { name: t('Saved to shortlist') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await page.getByRole('tab', { name: t('Shortlist') }).click();
      const shortlist = page.getByRole('list', { name: t('Shortlist') });
      await expect(shortlist.getByRole('listitem')).toHaveCount(1);
      await expect(shortlist).toContainText(name);

      await page.goto(`/compare?ids=${ids.join(',')}&studentId=${student.id}`);
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader', { name: NAMES[0] })).toBeVisible();
      await expect(
        table
          .getByRole('row')
          .filter({ hasText: t('Eligibility') })
          .getByText(t('Eligible'), { exact: true }),
      ).toHaveCount(2);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t('Download PDF quote') }).click();
      expect((await download).suggestedFilename()).toBe(`programme-quote-${student.id}.pdf`);
    });
  });
}
