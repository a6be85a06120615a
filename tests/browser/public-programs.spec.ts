import { expect, test } from '@playwright/test';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as programs from '#sdk/resources/programs';
import { adminToken } from './admin-support.ts';
import { apiClient } from './support.ts';

/** A date `days` from today, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dateIn = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
const moneyIn = (locale: string, amount: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** A Swiss programme with two intakes, fees in francs and requirements, as its university lists it. */
async function swissProgramme(tag: string) {
  const admin = apiClient(await adminToken());
  const { university } = await adminUniversities.create(admin, {
    name: `Lakeside Polytechnic ${tag}`,
    country: 'Switzerland',
    city: 'Lausanne',
  });
  const { program } = await programs.create(admin, university.id, {
    name: `MSc Glacier Robotics ${tag}`,
    nameAr: `ماجستير روبوتات الأنهار الجليدية ${tag}`,
    level: "Master's Degree",
    field: '071',
    languages: ['en'],
    durationMonths: 24,
    ects: 120,
    intakes: [
      {
        startDate: inDays(200),
        windows: {
          EU: { opens: inDays(-10), closes: inDays(120) },
          NON_EU: { opens: inDays(-10), closes: inDays(60) },
        },
      },
      { startDate: inDays(380), windows: { EU: { opens: inDays(250), closes: inDays(360) } } },
    ],
    fees: [
      { feeGroup: 'EU', amount: 1460, currency: 'CHF' },
      { feeGroup: 'NON_EU', amount: 4000, currency: 'CHF' },
    ],
    requirements: { priorDegree: 'BACHELOR', english: { ieltsOverall: 6.5, toeflIbt: 90 } },
  });
  return { university, program };
}

test('a visitor finds a programme on /programs and sees its non-EU deadline and its fee in francs', async ({
  page,
}) => {
  const tag = String(Date.now());
  const { program } = await swissProgramme(tag);
  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Programmes');
  const search = page.getByRole('search', { name: 'Search programmes' });
  await search.getByLabel('Search').fill(`Glacier Robotics ${tag}`);
  await search.getByRole('button', { name: 'Search' }).click();
  const result = page.getByRole('link', { name: program.name });
  await expect(result).toBeVisible();
  // The list shows the non-EU fee and deadline until the visitor says otherwise.
  await expect(page.getByRole('listitem').filter({ has: result })).toContainText(moneyIn('en', 4000, 'CHF'));
  await result.click();

  await expect(page).toHaveURL(new RegExp(`/programs/${program.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.name);
  const intakes = page.getByRole('region', { name: 'Intakes and application deadlines' });
  const nonEu = intakes.getByRole('columnheader', { name: 'Non-EU applicants', exact: true });
  await expect(nonEu).toBeVisible();
  await expect(intakes.getByRole('row').nth(1)).toContainText(dateIn('en', inDays(60)));
  const fees = page.getByRole('region', { name: 'Fees' });
  await expect(fees).toContainText(`${moneyIn('en', 4000, 'CHF')} per year`);
  await expect(fees).toContainText(`${moneyIn('en', 1460, 'CHF')} per year`);
  await expect(page.getByRole('region', { name: 'Entry requirements' })).toContainText('IELTS 6.5');

  // The fee group switch: remembered on the next page.
  const apply = page.getByRole('complementary', { name: 'Apply' });
  await expect(apply).toContainText(`Your next application deadline: ${dateIn('en', inDays(60))}`);
  await apply.getByRole('button', { name: 'EU/EEA citizen' }).click();
  await expect(apply).toContainText(`Your next application deadline: ${dateIn('en', inDays(120))}`);
  await page.reload();
  await expect(apply.getByRole('button', { name: 'EU/EEA citizen' })).toHaveAttribute('aria-pressed', 'true');
});

test('in Arabic: the programme search, then the page with the non-EU deadline and the fee in francs', async ({
  page,
}) => {
  const tag = String(Date.now());
  const { program } = await swissProgramme(tag);
  await page.goto(`/ar/programs?search=${encodeURIComponent(`Glacier Robotics ${tag}`)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('البرامج');
  const arabicName = `ماجستير روبوتات الأنهار الجليدية ${tag}`;
  await page.getByRole('link', { name: arabicName }).click();

  await expect(page).toHaveURL(new RegExp(`/ar/programs/${program.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicName);
  const intakes = page.getByRole('region', { name: 'مواعيد القبول والمواعيد النهائية للتقديم' });
  await expect(
    intakes.getByRole('columnheader', { name: 'المتقدمون من خارج الاتحاد الأوروبي', exact: true }),
  ).toBeVisible();
  await expect(intakes.getByRole('row').nth(1)).toContainText(dateIn('ar', inDays(60)));
  await expect(page.getByRole('region', { name: 'الرسوم' })).toContainText(moneyIn('ar', 4000, 'CHF'));
});
