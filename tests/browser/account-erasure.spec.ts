import { expect, test } from '@playwright/test';
import * as auth from '#sdk/resources/auth';
import * as outbox from '#sdk/resources/admin-outbox';
import * as profile from '#sdk/resources/student-profile';
import { translator } from './student-support.ts';
import { apiClient, PASSWORD, signedIn, uniqueEmail } from './support.ts';

/** The confirmation link of the newest erasure e-mail to `email`, read from the admins' outbox. */
async function confirmationPathFor(email: string) {
  const admin = apiClient();
  await auth.login(admin, { email: 'admin@test.local', password: 'admin-password' });
  let path: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await outbox.list(admin, { to: email })).emails;
      path = mails.map((mail) => /(\/ar)?\/confirm-erasure\?token=[\w-]+/.exec(mail.text)?.[0]).find(Boolean);
      return path;
    })
    .toBeTruthy();
  return path!;
}

for (const language of ['en', 'ar'] as const) {
  test(`a student deletes their account, confirmed from the e-mail (${language})`, async ({ page }) => {
    const t = translator(language);
    const email = uniqueEmail('browser-erase');
    const client = apiClient();
    const { token } = await auth.register(client, { email, password: PASSWORD, userType: 'STUDENT', language });
    await profile.setup(client, { firstName: 'Sami', lastName: 'Nasser', nationality: 'Jordan' });

    await page.goto('/login');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, token, '/settings');
    await page.getByRole('button', { name: t('Delete my account'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('Delete your account?') });
    await dialog.getByRole('button', { name: t('E-mail me the confirmation') }).click();
    await expect(page.getByText(t('Check your e-mail: the link in it confirms the deletion.'))).toBeVisible();

    const path = await confirmationPathFor(email);
    expect(path.startsWith('/ar/')).toBe(language === 'ar');
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: t('Delete my account for good') }).click();
    await expect(
      page.getByRole('status').getByText(t('Your account and your personal data have been erased. Goodbye!')),
    ).toBeVisible();
    await expect(auth.login(apiClient(), { email, password: PASSWORD })).rejects.toMatchObject({ status: 401 });
  });
}
