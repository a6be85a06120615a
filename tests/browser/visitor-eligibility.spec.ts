import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createClient, type Client } from '#sdk/client';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as auth from '#sdk/resources/auth';
import * as leads from '#sdk/resources/leads';
import type { AgencyEmbed } from '#sdk/schemas/agency';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { type HostSite, startHostSite } from './embed-host/host-server.ts';
import { comparableProgrammes } from './programme-support.ts';
import { translator } from './student-support.ts';
import { signedIn, uniqueEmail } from './support.ts';

/** A widget text in the language, from the widgets' Arabic catalogs. */
const widgetArabic = new Map<string, string>();
for (const catalog of ['widget-eligibility', 'widget-search', 'widget-shared'])
  for (const [, id, text] of readFileSync(new URL(`../../locales/ar/${catalog}.po`, import.meta.url), 'utf8').matchAll(
    /msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g,
  ))
    widgetArabic.set(id!, text!);
const widgetText = (language: 'en' | 'ar') => (english: string) =>
  language === 'en' ? english : (widgetArabic.get(english) ?? english);

const SLUG = 'horizon-education';
const server = () => process.env.PORTAL_URL!;

let agency: Client;
let before: AgencyEmbed;
let site: HostSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  agency = createClient({ baseUrl: server() });
  const account = DEMO_ACCOUNTS.find((a) => a.userType === 'AGENCY')!;
  await auth.login(agency, { email: account.email, password: account.password });
  const { university } = await comparableProgrammes(['MSc Wadi Hydrology']);
  site = await startHostSite(server(), SLUG, university.id);
  before = (await agencyProfile.retrieveEmbed(agency)).embed;
  await agencyProfile.updateEmbed(agency, {
    agencySlug: before.agencySlug,
    brandColor: before.brandColor,
    allowedOrigins: [...before.allowedOrigins, site.origin],
  });
});

test.afterAll(async () => {
  await agencyProfile.updateEmbed(agency, {
    agencySlug: before.agencySlug,
    brandColor: before.brandColor,
    allowedOrigins: before.allowedOrigins,
  });
  await site?.close();
});

for (const language of ['en', 'ar'] as const) {
  const t = translator(language);
  const w = widgetText(language);

  test(`a visitor checks eligibility on a programme page from a short form (${language})`, async ({ page }) => {
    const name = `MSc Saline Soils ${language}`;
    const { ids } = await comparableProgrammes([name]);
    await page.goto(`${language === 'ar' ? '/ar' : ''}/programs/${ids[0]}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: t('Check your eligibility') }).click();
    const form = page.getByRole('form', { name: t('Check your eligibility') });
    await form.getByRole('combobox', { name: t('Education level') }).selectOption("Bachelor's Degree");
    await form.getByRole('combobox', { name: t('Grade scale') }).selectOption('FR_20');
    // A grade outside its scale is refused under its field, in the page's language.
    await form.getByRole('spinbutton', { name: t('Grade') }).fill('24');
    await form.getByRole('combobox', { name: t('English test') }).selectOption('IELTS');
    await form.getByRole('spinbutton', { name: t('English score') }).fill('7');
    await form.getByRole('combobox', { name: t('Nationality') }).selectOption('Jordan');
    await form.getByRole('button', { name: t('Check'), exact: true }).click();
    await expect(form.getByText(t('The grade does not fit its scale'))).toBeVisible();

    await form.getByRole('spinbutton', { name: t('Grade') }).fill('14');
    await form.getByRole('button', { name: t('Check'), exact: true }).click();
    const answer = page.getByRole('region', { name: t('Your eligibility') });
    await expect(answer.getByText(t('Eligible'), { exact: true })).toBeVisible();
    await expect(
      answer
        .getByRole('list', { name: t('Reasons') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(answer.getByText(t('Tuition per year, non-EU'))).toBeVisible();
    await expect(answer.getByText(t('Nothing you entered is stored.'))).toBeVisible();
    await expect(answer.getByRole('link', { name: t('Sign up to keep your profile and apply') })).toBeVisible();
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test(`the search widget ranks by a visitor's check and sends a qualified lead the agency's leads page shows (${language})`, async ({
    page,
  }) => {
    await page.goto(`${site.origin}/${language === 'ar' ? '?lang=ar' : ''}`);
    const search = page.locator('study-search');
    const box = search.getByRole('combobox', { name: w('Search universities') });
    await box.fill('Compare');
    await box.press('Escape');
    await search.getByRole('button', { name: w('Check your eligibility') }).click();
    const check = search.getByRole('region', { name: w('Check your eligibility') });
    await check.getByRole('combobox', { name: w('Education level') }).selectOption("Bachelor's Degree");
    await check.getByRole('combobox', { name: w('Grade scale') }).selectOption('US_4');
    await check.getByRole('textbox', { name: w('Grade') }).fill('3.6');
    await check.getByRole('combobox', { name: w('English test') }).selectOption('IELTS');
    await check.getByRole('textbox', { name: w('English score') }).fill('7');
    await check.getByRole('combobox', { name: w('Nationality') }).selectOption('Egypt');
    await check.getByRole('button', { name: w('Check'), exact: true }).click();
    await expect(search.getByText(w('Ranked by your eligibility'))).toBeVisible();
    await expect(search.locator('.se-card .se-verdict').first()).toContainText(w('Eligible'));

    const email = uniqueEmail(`qualified-${language}`);
    await check.getByLabel(w('Full name')).fill('Yousef Mansour');
    await check.getByLabel(w('Email address')).fill(email);
    await check.getByRole('button', { name: w('Send my check') }).click();
    await expect(check.getByRole('heading', { name: w('Request sent') })).toBeVisible();

    const [lead] = (await leads.list(agency, { search: email })).leads;
    expect(lead?.eligibilityCheck?.profile).toMatchObject({
      nationality: 'Egypt',
      english: { test: 'IELTS', score: 7 },
    });
    expect(lead?.eligibilityCheck?.programs[0]).toMatchObject({ verdict: 'ELIGIBLE' });

    await page.goto(`${server()}/forgot-password`);
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await signedIn(page, agency.token!, `/dashboard/leads?search=${encodeURIComponent(email)}`);
    const item = page.getByRole('listitem').filter({ hasText: 'Yousef Mansour' });
    await expect(item.getByText(t('Qualified lead'))).toBeVisible();
    const checked = item.getByRole('region', { name: t('Eligibility check') });
    await expect(checked.getByRole('list', { name: t('Programmes checked') })).toContainText(
      lead!.eligibilityCheck!.programs[0]!.name,
    );
    await expect(checked.getByText(t('Eligible'), { exact: true }).first()).toBeVisible();
  });
}
