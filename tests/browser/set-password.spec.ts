import { expect, test } from '@playwright/test';
import * as adminAgencies from '#sdk/resources/admin-agencies';
import * as outbox from '#sdk/resources/admin-outbox';
import { adminToken } from './admin-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';
import { apiClient, inArabic, uniqueEmail } from './support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`an agency an admin created without a password sets its own through the e-mailed link (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    const admin = apiClient(await adminToken());
    const email = uniqueEmail('invited-agency');
    await adminAgencies.create(admin, { email, name: 'Danube Study Partners', country: 'Austria' });
    // The invitation is written with the account: it is in the outbox at once.
    const [mail] = (await outbox.list(admin, { to: email })).emails;
    expect(mail.kind).toBe('ACCOUNT_CREATED');
    const path = /\/set-password\?token=[\w-]+/.exec(mail.text)![0];

    if (language === 'ar') await inArabic(page, path);
    else await page.goto(path);
    await expect(page.getByRole('heading', { name: t('Choose your password'), level: 1 })).toBeVisible();
    await expect(
      page.getByText(t('Your account is ready. Choose the password you will sign in with; then you are signed in.')),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel(t('New password'), { exact: true }).fill('danube-password');
    await page.getByLabel(t('Confirm password')).fill('danube-password');
    await page.getByRole('button', { name: t('Set my password') }).click();
    await expect(page.getByText(t('Your password is set. Welcome!'))).toBeVisible();
    await expect(page).not.toHaveURL(/set-password/);
  });
}
