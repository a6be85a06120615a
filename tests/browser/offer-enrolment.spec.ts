import { expect, test } from '@playwright/test';
import * as programs from '#sdk/resources/programs';
import * as decisions from '#sdk/resources/university-applications';
import { adminToken } from './admin-support.ts';
import { approvedApplication, universityToken } from './review-support.ts';
import { type Language, translator } from './student-support.ts';
import { apiClient, signedIn } from './support.ts';

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  const t = translator(language);

  test(`the student accepts the offer and the university confirms the enrolment (${language})`, async ({ page }) => {
    const firstName = language === 'en' ? 'Nadia' : 'Huda';
    const student = await approvedApplication(firstName);
    const university = apiClient(await universityToken());
    await decisions.startReview(university, student.application.id);
    await decisions.decide(university, student.application.id, { decision: 'ACCEPTED', note: 'Welcome!' });

    await page.goto('/forgot-password');
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await signedIn(page, student.token, '/student/applications');
    const row = page.getByTestId('application-row').filter({ hasText: 'MSc Informatics' });
    await row.getByRole('button', { name: t('View {program}', { program: 'MSc Informatics' }) }).click();
    const details = page.getByRole('dialog', { name: t('Application Details') });
    const offer = details.getByRole('region', { name: t('Offer') });
    await offer.getByRole('button', { name: t('Accept offer') }).click();
    // Asked once more, in place, before anything is sent.
    await expect(offer.getByRole('alert')).toContainText('MSc Informatics');
    await offer.getByRole('button', { name: t('Cancel') }).click();
    await expect(offer.getByRole('button', { name: t('Decline offer') })).toBeVisible();
    await offer.getByRole('button', { name: t('Accept offer') }).click();
    await offer.getByRole('button', { name: t('Accept offer') }).click();
    await expect(details.getByTestId('timeline')).toContainText(t('OFFER ACCEPTED'));
    await expect(details.getByRole('region', { name: t('Offer') })).toHaveCount(0);

    await signedIn(page, await universityToken(), '/university/dashboard');
    await page.getByRole('searchbox', { name: t('Search') }).fill(firstName);
    await page.getByRole('button', { name: t('Search'), exact: true }).click();
    await page.getByRole('button', { name: `${t('Review')} ${firstName} Haddad` }).click();
    const dialog = page.getByRole('dialog');
    const enrolment = dialog.getByRole('region', { name: t('Enrolment') });
    await enrolment.getByRole('button', { name: t('Confirm enrolment') }).click();
    await expect(enrolment.getByRole('alert')).toContainText(`${firstName} Haddad`);
    await enrolment.getByRole('button', { name: t('Confirm enrolment') }).click();
    await expect(dialog.getByTestId('timeline')).toContainText(t('ENROLLED'));
    await expect(dialog.getByRole('region', { name: t('Enrolment') })).toHaveCount(0);

    await signedIn(page, student.token, '/student/applications');
    await expect(page.getByTestId('application-row').filter({ hasText: 'MSc Informatics' })).toContainText(
      t('ENROLLED'),
    );
  });

  test(`the student defers the offer to a later intake of the programme (${language})`, async ({ page }) => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const open = { opens: inDays(-10), closes: inDays(60) };
    const windows = { EU: open, NON_EU: open, NON_EU_VISA: open };
    const university = apiClient(await universityToken());
    const universityId = (await decisions.dashboard(university)).university.id;
    const name = `MSc Deferred Robotics ${language}`;
    const { program } = await programs.create(apiClient(await adminToken()), universityId, {
      name,
      level: "Master's Degree",
      intakes: [
        { startDate: inDays(120), windows },
        { startDate: inDays(480), windows },
      ],
    });
    const [first, later] = (await programs.retrieve(apiClient(), program.id)).program.intakes;
    const student = await approvedApplication(language === 'en' ? 'Rana' : 'Salma', {
      programName: name,
      programId: program.id,
      intakeId: first!.id,
    });
    await decisions.startReview(university, student.application.id);
    await decisions.decide(university, student.application.id, { decision: 'ACCEPTED' });

    await page.goto('/forgot-password');
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await signedIn(page, student.token, '/student/applications');
    const row = page.getByTestId('application-row').filter({ hasText: name });
    await row.getByRole('button', { name: t('View {program}', { program: name }) }).click();
    const details = page.getByRole('dialog', { name: t('Application Details') });
    const offer = details.getByRole('region', { name: t('Offer') });
    await offer.getByLabel(t('Defer to a later intake')).selectOption(String(later!.id));
    await offer.getByRole('button', { name: t('Defer offer') }).click();
    await offer.getByRole('button', { name: t('Defer offer') }).click();
    await expect(details.getByTestId('timeline').locator('li').last()).toContainText(
      t('Offer deferred to the intake starting {deferredTo}', { deferredTo: '' }).trim(),
    );
    // Still accepted, with the offer to answer for the later intake.
    await expect(details.getByRole('region', { name: t('Offer') })).toBeVisible();
  });
}
