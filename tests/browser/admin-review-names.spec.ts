import { expect, test } from '@playwright/test';
import { adminToken } from './admin-support.ts';
import { approvedApplication } from './review-support.ts';
import { translator } from './student-support.ts';
import { signedIn } from './support.ts';

// The admin's review of an application names the applicant's education, grade scale and the
// degree level in the reader's language, and names each part of the page once.
for (const language of ['en', 'ar'] as const) {
  test(`the admin's review names degree, education and grade scale in the reader's language (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    const { application } = await approvedApplication(`Lina${Date.now().toString(36)}`);
    await page.goto('/forgot-password');
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await signedIn(page, await adminToken(), `/admin/applications/${application.id}`);

    const main = page.getByRole('main');
    await expect(main).toContainText(t("Bachelor's Degree"));
    await expect(main).toContainText(t('4.0 Scale (US)'));
    await expect(main).toContainText(`MSc Informatics · ${t("Master's Degree")}`);
    if (language === 'ar')
      for (const english of ["Bachelor's Degree", "Master's Degree", '4.0 Scale (US)'])
        await expect(main).not.toContainText(english);

    // The documents card and its checklist table each have a name of their own.
    await expect(page.getByRole('heading', { name: t('Document review and requests') })).toBeVisible();
    await expect(page.getByRole('table', { name: t('Document checklist') })).toBeVisible();
  });
}
