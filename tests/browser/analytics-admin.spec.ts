import { readFile } from 'node:fs/promises';
import { expect, type Page, type Response, test } from '@playwright/test';
import * as auth from '#sdk/resources/auth';
import type { AdminAnalytics } from '#sdk/schemas/admin-analytics';
import type { UniversityAnalytics } from '#sdk/schemas/university-analytics';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { adminToken } from './admin-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { type Language, translator } from './student-support.ts';
import { apiClient, inArabic, signedIn } from './support.ts';

const total = (counts: Partial<Record<string, number>>) =>
  Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);
const PAST = { from: '2020-01-01', to: '2020-01-31' };

/** The analytics answer of a range, read as the page receives it. */
const analyticsAnswer = <T>(page: Page, call: 'admin' | 'university', range?: { from: string; to: string }) =>
  page
    .waitForResponse((r: Response) => {
      const url = new URL(r.url());
      const asked = url.searchParams;
      return (
        url.pathname === `/api/analytics/${call}` &&
        (!range || (asked.get('from') === range.from && asked.get('to') === range.to))
      );
    })
    .then((r) => r.json() as Promise<T>);

/** The figure a StatCard shows under its name. */
const statCard = (page: Page, name: string) =>
  page.getByRole('term').filter({ hasText: name }).locator('xpath=..').getByRole('definition').first();
/** What a StatCard says under its figure: the change against the previous period. */
const statChange = (page: Page, name: string) =>
  page.getByRole('term').filter({ hasText: name }).locator('xpath=..').getByRole('definition').nth(1);

/** Chooses "This intake": the call asks from the latest 1 April or 1 October, in the browser's time zone. */
async function chooseThisIntake<T>(page: Page, t: (s: string) => string, call: 'admin' | 'university') {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === `/api/analytics/${call}` &&
      url.searchParams.get('timeZone') === timeZone &&
      /-(04|10)-01$/.test(url.searchParams.get('from') ?? '')
    );
  });
  await page.getByLabel(t('Period')).selectOption({ label: t('This intake') });
  return (await answer).json() as Promise<T>;
}

/** A chart panel by its title: its table on request, and its CSV. */
function chartPanel(page: Page, title: string) {
  const panel = page.getByRole('region', { name: title });
  return {
    panel,
    async table(showTable: string) {
      await panel.getByRole('button', { name: showTable }).click();
      return panel.getByRole('table');
    },
    async csv(download: string) {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: download }).click(),
      ]);
      return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
    },
  };
}

/** Chooses custom dates in the date range control. */
async function chooseDates(page: Page, t: (s: string) => string, range: { from: string; to: string }) {
  await page.getByLabel(t('Period')).selectOption('custom');
  // The end first: the start stays after it until the start is filled, so only the whole range is asked for.
  await page.getByLabel(t('To'), { exact: true }).fill(range.to);
  await page.getByLabel(t('From'), { exact: true }).fill(range.from);
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  const t = translator(language);
  const number = (n: number) => new Intl.NumberFormat(language).format(n);
  const open = async (page: Page, token: string, path: string) => {
    if (language === 'ar') await inArabic(page, '/');
    await signedIn(page, token, path);
  };

  test(`an admin reads the platform's analytics: figures, a table view, CSV, another range (${language})`, async ({
    page,
  }) => {
    const answer = analyticsAnswer<AdminAnalytics>(page, 'admin');
    await open(page, await adminToken(), '/admin/analytics');
    const figures = await answer;
    await expect(page.getByRole('heading', { level: 1, name: t('Analytics') })).toBeVisible();
    const signUps = total(figures.signUps.totals);
    expect(signUps).toBeGreaterThan(0);
    await expect(statCard(page, t('Sign-ups'))).toHaveText(number(signUps));
    await expect(statCard(page, t('Applications submitted'))).toHaveText(number(total(figures.applications.totals)));
    // Against the previous period, as the same answer counts it.
    expect(figures.previousRange.to < figures.range.from).toBe(true);
    await expect(statChange(page, t('Sign-ups'))).toContainText(
      figures.previous.signUps ? `(${number(figures.previous.signUps)})` : t('None in the previous period'),
    );
    await expectNoSeriousViolations(page);

    // The applications page, from the analytics' own navigation.
    await page
      .getByRole('navigation', { name: t('Analytics') })
      .getByRole('link', { name: t('Applications') })
      .click();
    await expect(page).toHaveURL(/\/admin\/analytics\/applications$/);
    await expect(page.getByRole('heading', { level: 1, name: t('Application analytics') })).toBeVisible();
    await expect(statCard(page, t('Decisions'))).toHaveText(number(figures.reviewQueue.overall.decided));
    await expectNoSeriousViolations(page);

    // The users page: sign-ups per week as a table and as CSV, the same numbers.
    await page
      .getByRole('navigation', { name: t('Analytics') })
      .getByRole('link', { name: t('Users and agencies') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('User analytics') })).toBeVisible();
    const weekly = chartPanel(page, t('Sign-ups per week, by role'));
    await expect(weekly.panel.locator('canvas')).toBeVisible();
    const table = await weekly.table(t('Show table'));
    await expect(table.getByRole('row')).toHaveCount(figures.signUps.weeks.length + 1);
    await expect(table.getByRole('columnheader').first()).toHaveText(t('Week of'));
    const csv = await weekly.csv(t('Download CSV'));
    expect(csv.name).toBe('sign-ups-per-week.csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(figures.signUps.weeks.length + 1);
    // A week's label may hold a comma ("Nov 23, 2026"): a row's figures are its last four cells, one per role.
    const sums = lines.slice(1).map((line) =>
      line
        .split(',')
        .slice(-4)
        .map(Number)
        .reduce((a, b) => a + b, 0),
    );
    expect(sums.reduce((a, b) => a + b, 0)).toBe(signUps);
    await expectNoSeriousViolations(page);

    // A range in the past: nothing happened then.
    const past = analyticsAnswer<AdminAnalytics>(page, 'admin', PAST);
    await chooseDates(page, t, PAST);
    expect(total((await past).signUps.totals)).toBe(0);
    await expect(page.getByText(t('Nobody signed up in this period.'))).toBeVisible();
    await expectNoSeriousViolations(page);
    const intake = await chooseThisIntake<AdminAnalytics>(page, t, 'admin');
    expect(total(intake.signUps.totals)).toBeGreaterThan(0);
    await expect(page.getByText(t('Nobody signed up in this period.'))).toBeHidden();
  });

  test(`a university reads its analytics tab: figures, demand, a table view, CSV, another range (${language})`, async ({
    page,
  }) => {
    const demo = DEMO_ACCOUNTS.find((a) => a.userType === 'UNIVERSITY')!;
    const { token } = await auth.login(apiClient(), { email: demo.email, password: demo.password });
    const answer = analyticsAnswer<UniversityAnalytics>(page, 'university');
    await open(page, token, '/university/dashboard?tab=analytics');
    const figures = await answer;
    await expect(page.getByRole('tab', { name: t('Analytics') })).toHaveAttribute('aria-selected', 'true');
    const applications = total(figures.applications.totals);
    expect(applications).toBeGreaterThan(0);
    await expect(statCard(page, t('Applications'))).toHaveText(number(applications));
    await expect(statCard(page, t('Page views'))).toHaveText(number(figures.demand.totals.views));
    await expect(statChange(page, t('Applications'))).toContainText(
      figures.previous.applications ? `(${number(figures.previous.applications)})` : t('None in the previous period'),
    );
    await expectNoSeriousViolations(page);

    const bySource = chartPanel(page, t('Applications through an agency or direct'));
    const table = await bySource.table(t('Show table'));
    await expect(table.getByRole('row', { name: new RegExp(t('Direct')) })).toContainText(
      number(figures.applications.bySource.direct),
    );
    const csv = await bySource.csv(t('Download CSV'));
    expect(csv.name).toBe('applications-by-source.csv');
    expect(csv.text).toContain(`${t('Direct')},${figures.applications.bySource.direct}`);
    await expectNoSeriousViolations(page);

    const past = analyticsAnswer<UniversityAnalytics>(page, 'university', PAST);
    await chooseDates(page, t, PAST);
    expect(total((await past).applications.totals)).toBe(0);
    await expect(statCard(page, t('Applications'))).toHaveText(number(0));
    await expect(page.getByText(t('Nobody saw your pages in this period.')).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    const intake = await chooseThisIntake<UniversityAnalytics>(page, t, 'university');
    expect(total(intake.applications.totals)).toBeGreaterThan(0);
    await expect(statCard(page, t('Applications'))).toHaveText(number(total(intake.applications.totals)));
  });
}
