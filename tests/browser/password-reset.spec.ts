import { expect, type Page, test } from '@playwright/test';
import * as auth from '#sdk/resources/auth';
import * as outbox from '#sdk/resources/admin-outbox';
import { expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';
import { apiClient, inArabic, newAccount, signedIn } from './support.ts';

/** The reset link of the newest e-mail to `email`, read from the admins' outbox. */
async function resetLinkFor(email: string) {
  const admin = apiClient();
  await auth.login(admin, { email: 'admin@test.local', password: 'admin-password' });
  let path: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await outbox.list(admin, { to: email })).emails;
      path = mails.map((mail) => /\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0]).find(Boolean);
      return path;
    })
    .toBeTruthy();
  return path!;
}

const TEXTS = {
  en: {
    forgot: 'Forgot password?',
    email: 'Email',
    send: 'Send reset link',
    sent: 'Check your e-mail',
    password: 'New password',
    confirm: 'Confirm password',
    mismatch: 'Passwords do not match',
    submit: 'Set new password',
    done: 'Your password has been changed',
    used: 'This password reset link is invalid or has expired. Please ask for a new one.',
  },
  ar: {
    forgot: 'نسيت كلمة المرور؟',
    email: 'البريد الإلكتروني',
    send: 'إرسال رابط إعادة التعيين',
    sent: 'تحقّق من بريدك الإلكتروني',
    password: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور',
    mismatch: 'كلمتا المرور غير متطابقتين',
    submit: 'تعيين كلمة المرور الجديدة',
    done: 'تم تغيير كلمة المرور',
    used: 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته. يُرجى طلب رابط جديد.',
  },
};

const open = (page: Page, language: 'en' | 'ar', path: string) =>
  language === 'ar' ? inArabic(page, path) : page.goto(path);

for (const language of ['en', 'ar'] as const) {
  test(`a forgotten password is reset through the e-mailed link (${language})`, async ({ page }) => {
    const text = TEXTS[language];
    const { email } = await newAccount('STUDENT');
    await open(page, language, '/login');
    await page.getByRole('link', { name: text.forgot }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel(text.email).fill(email);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByRole('status').getByText(text.sent)).toBeVisible();
    await expect(page.getByRole('status')).toContainText(email);
    await expectNoSeriousViolations(page);

    const link = await resetLinkFor(email);
    await page.goto(link);
    await page.getByLabel(text.password, { exact: true }).fill('brand-new-password');
    await page.getByLabel(text.confirm).fill('something-else');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.mismatch)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel(text.confirm).fill('brand-new-password');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.done)).toBeVisible();
    // Signed in: a student without a profile is sent to its setup.
    await expect(page).toHaveURL(/\/setup\/student$/);
    await auth.login(apiClient(), { email, password: 'brand-new-password' });

    // The link worked once.
    await page.goto(link);
    await page.getByLabel(text.password, { exact: true }).fill('third-password');
    await page.getByLabel(text.confirm).fill('third-password');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.used })).toBeVisible();
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`admins read the e-mail outbox in the console (${language})`, async ({ page }) => {
    const t = translator(language);
    const { email } = await newAccount('STUDENT');
    await auth.forgotPassword(apiClient(), { email });
    await resetLinkFor(email);
    const admin = apiClient();
    await auth.login(admin, { email: 'admin@test.local', password: 'admin-password' });
    // The console shows the outbox as it is when opened: open it once the mail worker has sent the e-mail
    // (CI: opened while it was being sent, the page showed it waiting until the check gave up).
    await expect
      .poll(
        async () =>
          (await outbox.list(admin, { to: email })).emails.find((mail) => mail.kind === 'PASSWORD_RESET')?.status,
      )
      .toBe('SENT');
    if (language === 'ar') await inArabic(page, '/');
    await signedIn(page, admin.token!, '/admin/outbox');
    await page.getByLabel(t('Recipient')).fill(email);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await table.getByText('Reset your password').click();
    await expect(table).toContainText('/reset-password?token=');
    await expect(table).toContainText(t('Sent'));
    await expectNoSeriousViolations(page);
  });
}
