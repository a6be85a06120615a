import { expect, test } from '@playwright/test';
import { adminToken } from './admin-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { newAccount, signedIn } from './support.ts';

const TEXTS = {
  en: {
    search: 'Search users',
    canSignIn: (email: string) => `${email} can sign in`,
    updated: 'User status updated successfully',
    details: (email: string) => `Details of ${email}`,
    dialog: 'User details',
    overview: 'Users by type',
    system: 'System',
    audit: 'Audit log',
  },
  ar: {
    search: 'ابحث عن المستخدمين',
    canSignIn: (email: string) => `يستطيع ${email} تسجيل الدخول`,
    updated: 'تم تحديث حالة المستخدم بنجاح',
    details: (email: string) => `تفاصيل ${email}`,
    dialog: 'تفاصيل المستخدم',
    overview: 'المستخدمون حسب النوع',
    system: 'النظام',
    audit: 'سجل التدقيق',
  },
};

for (const language of ['en', 'ar'] as const) {
  test(`users: the active switch deactivates an account, the details dialog shows it; the dashboard lists the change (${language})`, async ({
    page,
  }) => {
    const text = TEXTS[language];
    const { email } = await newAccount('STUDENT');
    await page.goto('/forgot-password');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, await adminToken(), '/admin/users');

    await page.getByRole('searchbox', { name: text.search }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expectNoSeriousViolations(page);
    const toggle = row.getByRole('switch', { name: text.canSignIn(email) });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText(text.updated)).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await row.getByRole('button', { name: text.details(email) }).click();
    await expect(page.getByRole('dialog', { name: text.dialog })).toContainText(email);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: text.overview })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('tab', { name: text.system }).click();
    await expect(page.getByRole('table', { name: text.audit }).getByRole('row').filter({ hasText: email })).toHaveCount(
      1,
    );
    await expectNoSeriousViolations(page);
  });
}
