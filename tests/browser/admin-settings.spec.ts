import { expect, test } from '@playwright/test';
import * as settings from '#sdk/resources/settings';
import { DEFAULT_CONTACT } from '#sdk/schemas/settings';
import { adminToken } from './admin-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { apiClient, signedIn } from './support.ts';

const TEXTS = {
  en: { street: 'Street', postalCode: 'Postal code', save: 'Save', saved: 'Settings saved successfully' },
  ar: { street: 'الشارع', postalCode: 'الرمز البريدي', save: 'حفظ', saved: 'تم حفظ الإعدادات بنجاح' },
};

// One journey after the other: both change the one set of contact details the public pages show.
test.describe.configure({ mode: 'serial' });

for (const language of ['en', 'ar'] as const) {
  test(`an admin edits the contact details and the contact page shows them (${language})`, async ({ page }) => {
    const text = TEXTS[language];
    const token = await adminToken();
    const street = `Unter den Linden ${Date.now() % 1000}`;
    try {
      await page.goto('/forgot-password');
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await signedIn(page, token, '/admin/settings');
      const streetField = page.getByRole('textbox', { name: text.street });
      await expect(streetField).toHaveValue(DEFAULT_CONTACT.street);
      await expectNoSeriousViolations(page);
      await page.getByRole('textbox', { name: text.postalCode }).fill('');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByRole('textbox', { name: text.postalCode })).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousViolations(page);
      await page.getByRole('textbox', { name: text.postalCode }).fill('10178');
      await streetField.fill(street);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved)).toBeVisible();

      await page.goto('/contact');
      await expect(page.getByText(street).first()).toBeVisible();
      await expect(page.getByText('10178').first()).toBeVisible();
    } finally {
      await settings.updateContact(apiClient(token), DEFAULT_CONTACT);
    }
  });
}

test('the e-mail settings page is accessible in Arabic', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await signedIn(page, await adminToken(), '/admin/settings/email');
  await expect(page.getByRole('textbox', { name: 'اسم المرسل' })).not.toHaveValue('');
  await expectNoSeriousViolations(page);
});
