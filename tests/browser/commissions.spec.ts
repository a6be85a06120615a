import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyTeam from '#sdk/resources/agency-team';
import * as commissions from '#sdk/resources/commissions';
import * as decisions from '#sdk/resources/university-applications';
import type { Client } from '#sdk/client';
import { acceptedAgencyApplication, agreementTerms, swissUniversity } from '#tests/support/commissions.ts';
import { joinedMember } from '#tests/support/agency-team.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { adminToken } from './admin-support.ts';
import { openAsAgency } from './agency-support.ts';
import { type Language, translator } from './student-support.ts';
import { apiClient, signedIn } from './support.ts';

/** A claim's status as the portal names it (the names catalog gives it the context "commission claim"). */
const claimStatus = (language: Language, english: string) => {
  if (language === 'en') return english;
  const names = readFileSync(new URL('../../locales/ar/names.po', import.meta.url), 'utf8');
  const found = new RegExp(`msgctxt "commission claim"\nmsgid "${english}"\nmsgstr "([^"]+)"`).exec(names);
  if (!found) throw new Error(`No Arabic for the claim status ${english}`);
  return found[1]!;
};

const arranger = async () => ({ client: () => apiClient(), admin: apiClient(await adminToken()) });

/** Opens the portal in `language` as the holder of `client`'s session. */
async function openAs(page: Page, client: Client, language: Language, path: string) {
  await page.goto('/forgot-password');
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await signedIn(page, client.token!, path);
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  const t = translator(language);

  test(`an agency records an agreement on its Agreements page and the university confirms it on its Commissions tab (${language})`, async ({
    page,
  }) => {
    const university = await swissUniversity(await arranger());
    await openAsAgency(page, language, '/commissions/agreements');
    await expect(page.getByRole('heading', { name: t('Agreements'), level: 1 })).toBeVisible();
    await expect(page.getByText(t('No agreements yet.'))).toBeVisible();

    await page.getByRole('button', { name: t('New agreement') }).click();
    const dialog = page.getByRole('dialog');
    // Nothing chosen yet: the refusals under their fields, in the page's language.
    await dialog.getByRole('button', { name: t('Save agreement') }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: t('Please select a university') })).toBeVisible();
    await dialog.getByRole('searchbox', { name: t('Search universities') }).fill(university.name);
    await dialog.getByRole('radio', { name: new RegExp(university.name) }).check();
    await dialog.getByRole('textbox', { name: t('Share of first-year tuition (%)') }).fill('150');
    await dialog.getByRole('button', { name: t('Save agreement') }).click();
    await expect(dialog.getByText(t('A percentage is at most 100'))).toBeVisible();
    await dialog.getByRole('textbox', { name: t('Share of first-year tuition (%)') }).fill('15');
    await dialog.getByRole('button', { name: t('Save agreement') }).click();
    await expect(page.getByText(t('Agreement saved. The university is asked to confirm it.'))).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: university.name });
    await expect(row).toContainText(t('Awaiting confirmation'));
    await expect(row).toContainText(t('After the census date'));

    await openAs(page, university.client, language, '/university/dashboard?tab=commissions');
    const named = page.getByRole('row').filter({ hasText: 'Cedar Gate Education' });
    await expect(named).toContainText(t('Awaiting confirmation'));
    await named.getByRole('button', { name: t('Confirm') }).click();
    await expect(page.getByText(t('Agreement confirmed'))).toBeVisible();
    await expect(named).toContainText(t('Confirmed'));
  });
  test(`an agency raises the commission of an enrolment on its Commissions page, the university marks it paid on its tab, the revenue shows it (${language})`, async ({
    page,
  }) => {
    const university = await swissUniversity(await arranger());
    const { client: agency } = await openAsAgency(page, language, '/commissions');
    const { agreement } = await commissions.createAgreement(agency, agreementTerms(university.universityId));
    await commissions.confirmAgreement(university.client, agreement.id);
    const applicationId = await acceptedAgencyApplication({ client: agency }, university);
    await agencyApplications.answerOffer(agency, applicationId, { decision: 'ACCEPT' });
    await decisions.recordEnrolment(university.client, applicationId, { enrolled: true });

    // 15% of the non-EU tuition of 8,000 CHF.
    const amount = new Intl.NumberFormat(language, { style: 'currency', currency: 'CHF' }).format(1200);
    const figure = (name: string) =>
      page.locator('dl').filter({ has: page.getByRole('term').getByText(name, { exact: true }) });
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Omar Haddad' });
    await expect(row).toContainText(claimStatus(language, 'Expected'));
    await expect(row).toContainText(amount);
    await expect(figure(t('Expected revenue'))).toContainText(amount);
    await row.getByRole('button', { name: t('Raise claim') }).click();
    await expect(page.getByText(t('Claim raised'))).toBeVisible();
    await expect(row).toContainText(claimStatus(language, 'Raised'));
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: t('Invoice (PDF)') }).click();
    const invoice = await download;
    expect(invoice.suggestedFilename()).toMatch(/^invoice-INV-\d{4}-\d{6}\.pdf$/);
    // The amount due as the API test reads it: its whole part (pdftotext reads the decimal point of
    // the larger bold figure only now and then).
    expect(pdfText(readFileSync(await invoice.path()))).toContain(new Intl.NumberFormat(language).format(1200));

    await openAs(page, university.client, language, '/university/dashboard?tab=commissions');
    const claim = page.getByRole('row').filter({ hasText: 'Omar Haddad' });
    await expect(claim).toContainText(amount);
    await claim.getByRole('button', { name: t('Mark paid') }).click();
    await expect(page.getByText(t('Marked as paid'))).toBeVisible();
    await expect(claim).toContainText(claimStatus(language, 'Paid'));

    await openAs(page, agency, language, '/dashboard');
    await expect(figure(t('Revenue'))).toContainText(amount);
    await page.goto('/commissions');
    await row.getByRole('button', { name: t('Mark received') }).click();
    await expect(row).toContainText(claimStatus(language, 'Received'));
  });

  test(`the owner reads revenue by university, intake and counsellor in Analytics; a counsellor sees no money (${language})`, async ({
    page,
  }) => {
    const by = await arranger();
    const university = await swissUniversity(by);
    const { client: owner } = await openAsAgency(page, language, '/analytics');
    const { agreement } = await commissions.createAgreement(owner, agreementTerms(university.universityId));
    await commissions.confirmAgreement(university.client, agreement.id);
    const counsellor = await joinedMember({ client: () => apiClient() }, owner, by.admin, 'COUNSELLOR');
    const applicationId = await acceptedAgencyApplication({ client: owner }, university);
    const { application } = await agencyApplications.retrieve(owner, applicationId);
    await agencyTeam.assignStudents(owner, { ids: [application.student.id], assignedMemberId: counsellor.member.id });
    await agencyApplications.answerOffer(owner, applicationId, { decision: 'ACCEPT' });
    await decisions.recordEnrolment(university.client, applicationId, { enrolled: true });

    const amount = new Intl.NumberFormat(language, { style: 'currency', currency: 'CHF' }).format(1200);
    await page.reload();
    await expect(page.getByRole('heading', { name: t('Revenue'), exact: true })).toBeVisible();
    const table = (caption: string) => page.getByRole('table', { name: t(caption) });
    await expect(table('Revenue by university').getByRole('row').filter({ hasText: university.name })).toContainText(
      amount,
    );
    await expect(table('Revenue by intake').getByRole('row').nth(1)).toContainText(amount);
    await expect(table('Revenue by counsellor').getByRole('row').filter({ hasText: counsellor.email })).toContainText(
      amount,
    );

    // The counsellor's analytics and dashboard hold no revenue, and the dashboard still loads.
    await openAs(page, counsellor.client, language, '/analytics');
    await expect(page.getByRole('heading', { name: t('Analytics'), level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('Revenue'), exact: true })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByText(t('Total Students'))).toBeVisible();
    await expect(table('Revenue by counsellor')).toHaveCount(0);
  });

  test(`the admins read every agency's agreements and claims on their Commissions page, by agency and status (${language})`, async ({
    page,
  }) => {
    const by = await arranger();
    const university = await swissUniversity(by);
    const { client: agency, agency: profile } = await openAsAgency(page, language, '/commissions');
    const { agreement } = await commissions.createAgreement(agency, agreementTerms(university.universityId));
    await commissions.confirmAgreement(university.client, agreement.id);
    const applicationId = await acceptedAgencyApplication({ client: agency }, university);
    await agencyApplications.answerOffer(agency, applicationId, { decision: 'ACCEPT' });
    await decisions.recordEnrolment(university.client, applicationId, { enrolled: true });

    await openAs(page, by.admin, language, '/admin/dashboard');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: t('Commissions') })
      .click();
    await expect(page.getByRole('heading', { name: t('Commissions'), level: 1 })).toBeVisible();
    await page.getByLabel(t('University')).selectOption(String(university.universityId));
    await expect(page).toHaveURL(new RegExp(`universityId=${university.universityId}`));
    const claim = page.getByRole('row').filter({ hasText: 'Omar Haddad' });
    await expect(claim).toContainText(university.name);
    await expect(claim).toContainText(profile.name);
    await expect(claim).toContainText(claimStatus(language, 'Expected'));
    await expect(page.getByRole('row').filter({ hasText: t('Confirmed') })).toContainText(university.name);

    await page.getByLabel(t('Claim status')).selectOption('PAID');
    await expect(claim).toHaveCount(0);
    await page.getByLabel(t('Claim status')).selectOption('EXPECTED');
    await expect(claim).toContainText(claimStatus(language, 'Expected'));
  });
}
