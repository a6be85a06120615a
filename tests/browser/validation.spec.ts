import { expect, type Page, test } from '@playwright/test';
import { inArabic } from './support.ts';

/** The spec's texts (part 1, 5 and 8) and their Arabic. */
const TEXT = {
  en: {
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    login: 'Login',
    create: 'Create account',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    passwordRequired: 'Password is required',
    passwordShort: 'Password must be at least 6 characters',
    confirmRequired: 'Please confirm your password',
    mismatch: 'Passwords do not match',
    loginFailed: 'Login failed',
    wrongCredentials: 'Invalid email or password',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    login: 'تسجيل الدخول',
    create: 'إنشاء الحساب',
    emailRequired: 'البريد الإلكتروني مطلوب',
    emailInvalid: 'البريد الإلكتروني غير صالح',
    passwordRequired: 'كلمة المرور مطلوبة',
    passwordShort: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل',
    confirmRequired: 'يرجى تأكيد كلمة المرور',
    mismatch: 'كلمتا المرور غير متطابقتين',
    loginFailed: 'فشل تسجيل الدخول',
    wrongCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
} as const;

const open = (page: Page, language: 'en' | 'ar', path: string) =>
  language === 'ar' ? inArabic(page, path) : page.goto(path);

for (const language of ['en', 'ar'] as const) {
  const t = TEXT[language];
  test.describe(`in ${language}`, () => {
    test('login shows every validation message, and the failure of wrong credentials', async ({ page }) => {
      await open(page, language, '/login');
      const form = page.locator('form');
      await form.getByRole('button', { name: t.login }).click();
      await expect(page.getByText(t.emailRequired)).toBeVisible();
      await expect(page.getByText(t.passwordRequired)).toBeVisible();

      await page.getByLabel(t.email).fill('not-an-email');
      // Editing a field clears its error.
      await expect(page.getByText(t.emailRequired)).toHaveCount(0);
      await form.getByRole('button', { name: t.login }).click();
      await expect(page.getByText(t.emailInvalid)).toBeVisible();

      await page.getByLabel(t.email).fill('nobody@example.com');
      await page.getByLabel(t.password, { exact: true }).fill('wrong-password');
      await form.getByRole('button', { name: t.login }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.loginFailed })).toContainText(t.wrongCredentials);
      await expect(page).toHaveURL(/\/login$/);
    });

    test('register shows every validation message and clears each on edit', async ({ page }) => {
      await open(page, language, '/register');
      const create = page.getByRole('button', { name: t.create });
      await create.click();
      await expect(page.getByText(t.emailRequired)).toBeVisible();
      await expect(page.getByText(t.passwordRequired)).toBeVisible();
      await expect(page.getByText(t.confirmRequired)).toBeVisible();

      await page.getByLabel(t.email).fill('bad@address');
      await page.getByLabel(t.password, { exact: true }).fill('12345');
      await page.getByLabel(t.confirm).fill('54321');
      await expect(page.getByText(t.confirmRequired)).toHaveCount(0);
      await create.click();
      await expect(page.getByText(t.emailInvalid)).toBeVisible();
      await expect(page.getByText(t.passwordShort)).toBeVisible();
      await expect(page.getByText(t.mismatch)).toBeVisible();

      await page.getByLabel(t.password, { exact: true }).fill('123456');
      await expect(page.getByText(t.passwordShort)).toHaveCount(0);
      await expect(page.getByText(t.mismatch)).toBeVisible();
      await page.getByLabel(t.confirm).fill('123456');
      await expect(page.getByText(t.mismatch)).toHaveCount(0);
    });
  });
}

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});
