import { readFile } from 'node:fs/promises';
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
  const digits = (n: number) => new Intl.NumberFormat(language).format(n);

  test(`the agency's analytics show charts, their tables and CSV, and follow the date range (${language})`, async ({
    page,
  }) => {
    // Axe scans and a download; the shared test machine can be slow.
    test.slow();
    const { client } = await openAsAgency(page, language, '/dashboard');
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

    await page.getByRole('link', { name: t('Analytics') }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: t('Analytics') })).toBeVisible();
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const figure = (label: string) =>
      page
        .getByRole('region', { name: t('Headline figures') })
        .locator('dl')
        .filter({ hasText: t(label) });
    await expect(figure('Students')).toContainText(digits(1));
    await expect(figure('Applications submitted')).toContainText(digits(1));
    await expect(figure('Students')).toContainText(t('None in the previous period'));

    // Each chart is drawn (a canvas named by its title), with its numbers as a table on request.
    const funnel = page.getByRole('region', { name: t('Funnel') });
    await expect(funnel.getByRole('img', { name: t('Funnel') })).toBeVisible();
    await expect(page.getByRole('img', { name: t('By source') })).toBeVisible();
    await expectNoSeriousViolations(page);
    const toggle = funnel.getByRole('button', { name: t('Show table') });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const row = (label: string) => funnel.getByRole('row').filter({ hasText: t(label) });
    await expect(row('Students').getByRole('cell').nth(1)).toHaveText(digits(1));
    await expect(row('Accepted by the university').getByRole('cell').nth(1)).toHaveText(digits(0));
    await expectNoSeriousViolations(page);

    // The CSV holds the same numbers, with plain digits and the labels in the reader's language.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      funnel.getByRole('button', { name: t('Download CSV') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('funnel.csv');
    const csv = (await readFile(await download.path())).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(`${t('Stage')},${t('This period')},${t('Previous period')}`);
    expect(csv).toContain(`${t('Students')},1,0`);
    expect(csv).toContain(`${t('Applications submitted')},1,0`);

    // A custom range before anything happened: the figures follow, and the address keeps it.
    await page.getByLabel(t('Period')).selectOption('custom');
    await page.getByLabel(t('From')).fill('2020-01-01');
    await page.getByLabel(t('To')).fill('2020-01-31');
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
    await expect(figure('Students')).toContainText(digits(0));
    await expect(row('Students').getByRole('cell').nth(1)).toHaveText(digits(0));
    // And back to the last 7 days.
    await page.getByLabel(t('Period')).selectOption('7');
    await expect(figure('Students')).toContainText(digits(1));
    await expectNoSeriousViolations(page);

    // By counsellor: the owner, and the student added, assigned to nobody yet.
    const byCounsellor = page.getByRole('table', { name: t('Students and applications by counsellor') });
    const unassigned = byCounsellor.getByRole('row').filter({ hasText: t('Not assigned') });
    await expect(unassigned.getByRole('cell')).toHaveText([t('Not assigned'), '—', digits(1), digits(1), digits(0)]);
    await expect(byCounsellor.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('img', { name: t('By counsellor') })).toBeVisible();

    // This intake, in the browser's time zone: from the latest 1 April or 1 October.
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const asked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname === '/api/analytics/agency' &&
        url.searchParams.get('timeZone') === timeZone &&
        /-(04|10)-01$/.test(url.searchParams.get('from') ?? '')
      );
    });
    await page.getByLabel(t('Period')).selectOption({ label: t('This intake') });
    await asked;
    await expect(figure('Students')).toContainText(digits(1));
    await expectNoSeriousViolations(page);
  });
}
