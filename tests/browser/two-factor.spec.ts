import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { translator } from './student-support.ts';
import { newAccount, PASSWORD, signedIn } from './support.ts';

/** The code an authenticator app would show now for the key on the screen. */
const codeFor = (key: string) => TOTP.generate({ secret: Secret.fromBase32(key) });

for (const language of ['en', 'ar'] as const) {
  test(`a user turns on two-factor sign-in from Settings and signs in with a code (${language})`, async ({ page }) => {
    const t = translator(language);
    const { email, token } = await newAccount('AGENCY');
    await page.goto('/login');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, token, '/settings');

    const card = page.getByRole('main');
    await card.getByRole('button', { name: t('Set up two-factor sign-in') }).click();
    await expect(card.getByRole('img', { name: t('QR code for your authenticator app') })).toBeVisible();
    const key = (await card.getByTestId('two-factor-key').textContent())!.trim();
    await card.getByRole('textbox', { name: t('Authentication code') }).fill(codeFor(key));
    await card.getByRole('button', { name: t('Turn on') }).click();

    const codes = card.getByRole('list', { name: t('Recovery codes') }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await card.getByRole('button', { name: t('I have saved them') }).click();
    await expect(
      card.getByText(t('Two-factor sign-in is on: each sign-in asks for a code from your authenticator app.')),
    ).toBeVisible();

    await page.getByRole('button', { name: t('Profile') }).click();
    await page.getByRole('button', { name: t('Logout') }).click();
    await expect(page.getByText(t('Logged out successfully'))).toBeVisible();
    await page.goto('/login');
    await page.getByLabel(t('Email'), { exact: true }).fill(email);
    await page.getByLabel(t('Password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t('Login'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('Two-factor sign-in'), level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: t('Authentication code') }).fill(codeFor(key));
    await page.getByRole('button', { name: t('Verify') }).click();
    await expect(page.getByText(t('Logged in successfully!'))).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  });
}
