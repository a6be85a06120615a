import { expect, type Page, test } from '@playwright/test';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as programs from '#sdk/resources/programs';
import * as universities from '#sdk/resources/universities';
import { guide as germany } from '#portal/content/countries/germany.ts';
import { nextDeadline, today } from '#portal/features/public/university/deadlines.ts';
import { adminToken } from './admin-support.ts';
import { universityNamed } from './public-support.ts';
import { apiClient, inArabic, newAccount, signedIn } from './support.ts';

test('the detail page: overview, programs, admissions and practical info tabs', async ({ page }) => {
  const { id } = await universityNamed('Technical University of Munich');
  const { university } = await universities.retrieve(apiClient(), id);
  await page.goto(`/universities/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(university.name);
  await expect(page).toHaveTitle(/Technical University of Munich/);

  const tabs = page.getByRole('tablist', { name: `About ${university.name}` });
  await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Programs', 'Admissions', 'Practical Info']);
  await expect(page.getByRole('tabpanel')).toContainText(university.description!);

  await tabs.getByRole('tab', { name: 'Programs' }).click();
  const shown = Math.min(10, university.academicPrograms.length);
  await expect(page.getByRole('tabpanel').locator('tbody tr')).toHaveCount(shown);
  await expect(page.getByRole('tabpanel').locator('tbody tr').first()).toContainText(
    university.academicPrograms[0].name,
  );

  await tabs.getByRole('tab', { name: 'Admissions' }).click();
  const admissions = page.getByRole('tabpanel');
  // The demo university's programmes carry deadlines ahead: the earliest is the next one, no static date.
  const next = nextDeadline(university.academicPrograms, today());
  expect(next).toBeDefined();
  await expect(admissions.getByRole('definition').first()).toContainText(
    new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(next!)),
  );
  await expect(admissions.getByRole('definition').first()).toContainText(/\(in \d+ (days?|weeks?|months?|years?)\)/);
  await expect(admissions).not.toContainText('February 15, 2026');
  await expect(admissions).toContainText(
    university.applicationFee ? `€${university.applicationFee}` : 'No application fee',
  );
  await expect(admissions).toContainText(`${university.responseTimeDays} days`);
  await expect(admissions).toContainText(university.admissionRequirements!);

  await tabs.getByRole('tab', { name: 'Practical Info' }).click();
  const practical = page.getByRole('tabpanel');
  await expect(practical.getByRole('heading', { name: 'Living costs in Germany' })).toBeVisible();
  // The Germany guide's figures, not a copy of the tab's own.
  await expect(practical).toContainText(
    'Blocked account€11,904 for the first year (€992 a month, the rate for 2025–2026)',
  );
  await expect(practical).toContainText('Student health insurance€140–€150 a month');
  await expect(practical).toContainText(germany.en.visa);
  await expect(practical).toContainText(`include ${germany.en.scholarships[0].name}`);
  await expect(practical).not.toContainText('€11,208');

  // Keyboard: arrows move along the tabs.
  await tabs.getByRole('tab', { name: 'Practical Info' }).press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Admissions' })).toHaveAttribute('aria-selected', 'true');
});

test('Apply Now sends a visitor to login with the way back, a student straight to the apply screen', async ({
  page,
}) => {
  const { id } = await universityNamed('KU Leuven');
  await page.goto(`/universities/${id}`);
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/student/apply/${id}`)}$`));

  const student = await newAccount('STUDENT');
  await signedIn(page, student.token, `/universities/${id}`);
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', `/student/apply/${id}`);

  const agency = await newAccount('AGENCY');
  await signedIn(page, agency.token, `/universities/${id}`);
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/student/apply/${id}`)}`,
  );
});

test('Request Information and Schedule Consultation lead to the request page of that university', async ({ page }) => {
  const { id } = await universityNamed('KU Leuven');
  await page.goto(`/universities/${id}`);
  await page.getByRole('link', { name: 'Request Information' }).click();
  await expect(page).toHaveURL(new RegExp(`/university-consultation/${id}\\?type=information$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request information');
  await page.goBack();
  await page.getByRole('link', { name: 'Schedule Consultation' }).click();
  await expect(page).toHaveURL(new RegExp(`/university-consultation/${id}\\?type=consultation$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule a consultation');
});

for (const path of ['/universities/99999999', '/universities/not-a-number']) {
  test(`"University not found" for ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'University not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to universities' }).click();
    await expect(page).toHaveURL(/\/universities$/);
  });
}

test('in Arabic: tabs, figures and the not-found view', async ({ page }) => {
  const { id } = await universityNamed('Technical University of Munich');
  await inArabic(page, `/universities/${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['نظرة عامة', 'البرامج', 'القبول', 'معلومات عملية']);
  await tabs.getByRole('tab', { name: 'القبول' }).click();
  const { university } = await universities.retrieve(apiClient(), id);
  const next = nextDeadline(university.academicPrograms, today())!;
  await expect(page.getByRole('tabpanel').getByRole('definition').first()).toContainText(
    new Intl.DateTimeFormat('ar', { month: 'long', timeZone: 'UTC' }).format(new Date(next)),
  );
  await tabs.getByRole('tab', { name: 'معلومات عملية' }).click();
  await expect(page.getByRole('heading', { name: 'تكاليف المعيشة في ألمانيا' })).toBeVisible();
  await page.goto('/universities/99999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الجامعة غير موجودة');
});

test('in Arabic: English names and texts keep their shape, and a long e-mail stays in its cell', async ({ page }) => {
  const { id } = await universityNamed('Technical University of Munich');
  const { university } = await universities.retrieve(apiClient(), id);
  await inArabic(page, `/universities/${id}`);
  // The name is isolated inside the translated sentence, so the question mark lands after it, on the left.
  const panel = page.getByRole('complementary');
  await expect(panel.getByRole('heading')).toHaveText(`هل تودّ الدراسة في ${university.name}؟`);
  await expect(panel.getByRole('heading').locator('bdi')).toHaveText(university.name);
  // The university's own description runs in its own direction.
  await expect(page.getByRole('tabpanel').locator('p[dir="auto"]')).toHaveText(university.description!);
  // No fact overflows its cell (the e-mail was clipped).
  const email = page.getByRole('link', { name: university.email! });
  await expect(email).toBeVisible();
  const overflowing = await page
    .locator('dd')
    .evaluateAll((cells) => cells.filter((dd) => dd.scrollWidth > dd.clientWidth).map((dd) => dd.textContent));
  expect(overflowing).toEqual([]);
  // The programmes table's scroll box is a named tab stop, for when it is wider than its column.
  await page.getByRole('tab', { name: 'البرامج' }).click();
  const region = page.getByRole('region', { name: /برامج/ });
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.getByRole('columnheader')).toHaveText([
    'البرنامج',
    'المجال',
    'المستوى',
    'اللغة',
    'المدة',
    'الرسوم الدراسية السنوية',
    'الموعد النهائي القادم',
  ]);
});

/** The figures list of the visa section, as the page shows it. */
const visaFigures = (page: Page, section: string) => page.locator(`section[aria-labelledby="${section}"] dl`);

/** A German university of the catalogue whose only programme's deadline has passed, made by an admin. */
async function germanUniversityWithPassedDeadline() {
  const client = apiClient(await adminToken());
  const name = `Passed Deadline ${Date.now().toString(36)} University`;
  const { university } = await adminUniversities.create(client, { name, country: 'Germany', city: 'Berlin' });
  await programs.create(client, university.id, {
    name: 'Data Science (M.Sc.)',
    level: "Master's Degree",
    applicationDeadline: '2026-02-15',
  });
  return university;
}

for (const language of ['en', 'ar'] as const) {
  test(`a German university: the guide's blocked account and a passed deadline shown as closed (${language})`, async ({
    page,
  }) => {
    const university = await germanUniversityWithPassedDeadline();
    const open = (path: string) => (language === 'ar' ? inArabic(page, path) : page.goto(path));
    const funds = germany.figures!.proofOfFunds!;
    await open(`/universities/${university.id}`);
    const euros = (value: number) =>
      page.evaluate(
        ([locale, amount]) =>
          new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
            amount,
          ),
        [language, value] as const,
      );
    const tabs = page.getByRole('tablist');

    await tabs.getByRole('tab', { name: language === 'ar' ? 'القبول' : 'Admissions' }).click();
    const deadline = page.getByRole('tabpanel').locator('dl > div').first();
    const closedOn = await page.evaluate(
      (locale) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-02-15')),
      language,
    );
    await expect(deadline.getByRole('term')).toHaveText(
      language === 'ar' ? 'آخر موعد للتقديم' : 'Application deadline',
    );
    await expect(deadline.getByRole('definition')).toContainText(
      language === 'ar' ? `أُغلق في ${closedOn}` : `Closed on ${closedOn}`,
    );
    await expect(page.getByRole('tabpanel')).not.toContainText(
      language === 'ar' ? 'الموعد النهائي التالي' : 'Next application deadline',
    );

    await tabs.getByRole('tab', { name: language === 'ar' ? 'معلومات عملية' : 'Practical Info' }).click();
    const onTab = visaFigures(page, 'practical-visa');
    await expect(onTab).toContainText(await euros(funds.monthly * 12));
    await expect(onTab).toContainText(await euros(funds.monthly));
    await expect(page.getByRole('tabpanel')).not.toContainText(await euros(11_208));
    const shown = await onTab.textContent();

    // The Germany guide shows the very same figures, from the same record.
    await open('/countries/germany');
    await expect(visaFigures(page, 'country-visa')).toHaveText(shown!);
  });
}
