import { expect, test } from '@playwright/test';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as universities from '#sdk/resources/universities';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { openAsAgency } from './agency-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';
import { apiClient } from './support.ts';

for (const language of ['en', 'ar'] as const) {
  const t = translator(language);

  test(`the agency dashboard shows real figures, plan usage and recent work (${language})`, async ({ page }) => {
    // A journey with several axe scans; the shared test machine can be slow.
    test.slow();
    const { client } = await openAsAgency(page, language, '/students');
    const { student } = await students.create(client, {
      firstName: 'Maya',
      lastName: 'Aziz',
      email: uniqueEmail('maya'),
    });
    const [university] = (await universities.list(apiClient(), { limit: 1 })).universities;
    await applications.create(client, {
      studentId: student.id,
      universityId: university.id,
      programName: 'MA Urban Planning',
      degreeLevel: "Master's Degree",
      personalStatement: 'x'.repeat(120),
      status: 'SUBMITTED',
    });
    await page.goto('/dashboard');
    const hour = await page.evaluate(() => new Date().getHours());
    const part =
      hour < 12
        ? 'Good morning, <0>{agency}</0>'
        : hour < 18
          ? 'Good afternoon, <0>{agency}</0>'
          : 'Good evening, <0>{agency}</0>';
    await expect(page.getByRole('heading', { name: t(part, { agency: 'Cedar Gate Education' }) })).toBeVisible();
    const figure = (label: string) => page.locator('dl').filter({ has: page.getByText(t(label), { exact: true }) });
    await expect(figure('Total Students')).toContainText(/[1١]/);
    await expect(figure('Pending Reviews')).toContainText(/[1١]/);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    // The plan counts active students, and says so beside the total of every student.
    await expect(page.getByRole('progressbar')).toHaveAccessibleName(language === 'ar' ? /نشط/ : /active students/);
    await expect(page.getByRole('link', { name: 'Maya Aziz' })).toBeVisible();
    await expect(page.getByRole('link', { name: /MA Urban Planning/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('tab', { name: t('Applications') }).click();
    await expect(page).toHaveURL(/\/applications$/);
  });
}
