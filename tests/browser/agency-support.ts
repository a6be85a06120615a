import type { Page } from '@playwright/test';
import * as agencyProfile from '#sdk/resources/agency-profile';
import type { Language } from './student-support.ts';
import { apiClient, newAccount, signedIn } from './support.ts';

/** A new agency made through the API, opened in the portal in the language at `path`. */
export async function openAsAgency(page: Page, language: Language, path: string) {
  const { token } = await newAccount('AGENCY');
  const client = apiClient(token);
  const { agency } = await agencyProfile.setup(client, { name: 'Cedar Gate Education', country: 'Germany' });
  await page.goto('/forgot-password');
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await signedIn(page, token, path);
  // A navigation while the portal still checks the session would abort that check.
  await page.waitForLoadState('networkidle');
  return { client, agency };
}
