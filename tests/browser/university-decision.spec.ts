import { expect, test } from '@playwright/test';
import { approvedApplication, universityToken } from './review-support.ts';
import { type Language, translator } from './student-support.ts';
import { signedIn } from './support.ts';

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  const t = translator(language);

  test(`the university accepts with a note; the student sees ACCEPTED, the note and the whole timeline (${language})`, async ({
    page,
  }) => {
    const firstName = language === 'en' ? 'Lina' : 'Yara';
    const student = await approvedApplication(firstName);
    const name = `${firstName} Haddad`;

    await page.goto('/forgot-password');
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await signedIn(page, await universityToken(), '/university/dashboard');
    await page.getByRole('searchbox', { name: t('Search') }).fill(firstName);
    await page.getByRole('button', { name: t('Search'), exact: true }).click();
    await page.getByRole('button', { name: `${t('Review')} ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: t('Verified documents') })).toBeVisible();
    for (const file of ['PASSPORT.pdf', 'TRANSCRIPT.pdf']) {
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: `${t('Download')} ${file}` }).click();
      expect((await download).suggestedFilename()).toBe(file);
    }
    // The university's timeline shows the steps so far, with who made them.
    const universityTimeline = dialog.getByTestId('timeline');
    for (const status of ['SUBMITTED', 'ADMIN APPROVED']) await expect(universityTimeline).toContainText(t(status));
    await dialog.getByRole('button', { name: t('Start review') }).click();
    await dialog.getByRole('radio', { name: t('Accept') }).check();
    await dialog.getByLabel(t('Note to the applicant')).fill('Welcome to Munich, see you in October!');
    await dialog.getByRole('button', { name: t('Send decision') }).click();
    await expect(page.getByText(t('Application accepted'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('Download decision letter') })).toBeVisible();

    await signedIn(page, student.token, '/student/applications');
    const row = page.getByTestId('application-row').filter({ hasText: 'MSc Informatics' });
    await expect(row).toContainText(t('ACCEPTED'));
    await row.getByRole('button', { name: t('View {program}', { program: 'MSc Informatics' }) }).click();
    const details = page.getByRole('dialog', { name: t('Application Details') });
    await expect(details).toContainText('Welcome to Munich, see you in October!');
    const timeline = details.getByTestId('timeline');
    for (const status of ['DRAFT', 'SUBMITTED', 'ADMIN REVIEW', 'ADMIN APPROVED', 'UNDER REVIEW', 'ACCEPTED'])
      await expect(timeline).toContainText(t(status));
    await expect(timeline).toContainText('Welcome to Munich, see you in October!');
    const download = page.waitForEvent('download');
    await details.getByRole('button', { name: t('Download decision letter') }).click();
    expect((await download).suggestedFilename()).toBe(`decision-letter-${student.application.id}.pdf`);
  });
}
