import { expect, type Page, test } from '@playwright/test';
import type { Client } from '#sdk/client';
import * as weeklySummary from '#sdk/resources/weekly-summary';
import { adminToken } from './admin-support.ts';
import { openAsAgency } from './agency-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { universityToken } from './review-support.ts';
import { type Language, translator } from './student-support.ts';
import { apiClient, inArabic, signedIn } from './support.ts';

/** Turns the weekly summary on, then off again: the toast, a reload and the server's answer each time. */
async function chooseAndTurnOff(page: Page, language: Language, client: Client) {
  const t = translator(language);
  const toggle = page.getByRole('switch', { name: t('E-mail me a weekly summary') });
  await expect(page.getByRole('heading', { name: t('Weekly summary'), level: 2 })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expectNoSeriousViolations(page);

  await toggle.click();
  await expect(page.getByText(t('The weekly summary is on'))).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await weeklySummary.retrieve(client)).toEqual({ weeklySummary: true });
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await toggle.click();
  await expect(page.getByText(t('The weekly summary is off'))).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(await weeklySummary.retrieve(client)).toEqual({ weeklySummary: false });
}

for (const language of ['en', 'ar'] as const) {
  test(`an agency's owner chooses the weekly summary on Settings (${language})`, async ({ page }) => {
    const { client } = await openAsAgency(page, language, '/settings');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await chooseAndTurnOff(page, language, client);
  });
}

// The demo university and the admin are shared by the journeys running side by side: one language each.
test('a university chooses the weekly summary on its Settings tab (ar)', async ({ page }) => {
  const token = await universityToken();
  await inArabic(page, '/');
  await signedIn(page, token, '/university/dashboard?tab=settings');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await chooseAndTurnOff(page, 'ar', apiClient(token));
});

test('an admin chooses the weekly summary on the admins’ settings (en)', async ({ page }) => {
  const token = await adminToken();
  await signedIn(page, token, '/admin/settings');
  await chooseAndTurnOff(page, 'en', apiClient(token));
});
