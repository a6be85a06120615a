import type { Page } from '@playwright/test';
import * as auth from '#sdk/resources/auth';
import { createClient } from '#sdk/client';
import type { RegisterPayload } from '#sdk/schemas/auth';
import { uniqueEmail } from '#tests/support/api-error.ts';

export const PASSWORD = 'secret-password';
export { uniqueEmail };

/** A client for the server the global setup started. */
export const apiClient = (token?: string) => createClient({ baseUrl: process.env.PORTAL_URL!, token });

/** A new account made through the API (faster than the form when the form is not under test). */
export async function newAccount(userType: RegisterPayload['userType']) {
  const email = uniqueEmail(`browser-${userType.toLowerCase()}`);
  const answer = await auth.register(apiClient(), { email, password: PASSWORD, userType });
  return { email, token: answer.token };
}

/** Opens the portal signed in with `token` (the session key of spec part 1, 4). */
export async function signedIn(page: Page, token: string, path: string) {
  await page.goto('/forgot-password');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto(path);
}

/** Opens the portal in Arabic (the remembered language). */
export async function inArabic(page: Page, path: string) {
  await page.goto('/forgot-password');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto(path);
}

/** A tiny valid PNG (1×1 pixel). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
