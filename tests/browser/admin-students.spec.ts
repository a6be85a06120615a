import { expect, test } from '@playwright/test';
import * as adminStudents from '#sdk/resources/admin-students';
import { adminToken } from './admin-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { apiClient, signedIn, uniqueEmail } from './support.ts';

const TEXTS = {
  en: {
    search: 'Search students',
    select: (name: string) => `Select ${name}`,
    delete: 'Delete',
    confirm: 'The selected students will be deleted with their applications and documents. This cannot be undone.',
    done: 'Bulk delete completed successfully',
    empty: 'No students match your filters',
    partial: 'Incomplete',
  },
  ar: {
    search: 'ابحث عن الطلاب',
    select: (name: string) => `تحديد ${name}`,
    delete: 'حذف',
    confirm: 'سيُحذف الطلاب المحددون مع طلباتهم ومستنداتهم. لا يمكن التراجع عن ذلك.',
    done: 'اكتمل إجراء الحذف الجماعي بنجاح',
    empty: 'لا يوجد طلاب يطابقون عوامل التصفية',
    partial: 'غير مكتمل',
  },
};

for (const language of ['en', 'ar'] as const) {
  test(`an admin bulk-deletes two students after confirming (${language})`, async ({ page }) => {
    const text = TEXTS[language];
    const token = await adminToken();
    const family = `Qadri${Date.now().toString(36)}${language}`;
    for (const firstName of ['Amal', 'Basel'])
      await adminStudents.create(apiClient(token), { email: uniqueEmail('bulk'), firstName, lastName: family });

    await page.goto('/forgot-password');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, token, '/admin/students');
    await page.getByRole('searchbox', { name: text.search }).fill(family);
    const rows = page.getByRole('row').filter({ hasText: family });
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByText(text.partial)).toBeVisible();
    await expectNoSeriousViolations(page);

    for (const firstName of ['Amal', 'Basel'])
      await page.getByRole('checkbox', { name: text.select(`${firstName} ${family}`) }).check();
    await page.getByRole('button', { name: text.delete, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text.confirm);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: text.delete, exact: true }).click();
    await expect(page.getByText(text.done)).toBeVisible();
    await expect(page.getByText(text.empty)).toBeVisible();
    expect((await adminStudents.list(apiClient(token), { search: family })).pagination.total).toBe(0);
  });
}
