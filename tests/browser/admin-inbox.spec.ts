import { expect, test } from '@playwright/test';
import * as leads from '#sdk/resources/leads';
import { adminToken } from './admin-support.ts';
import { adminLeads, expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';
import { apiClient, signedIn, uniqueEmail } from './support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`the admins' inbox lists the requests of no agency, answers by e-mail, marks contacted and closes (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    const marker = `Zq${Date.now().toString(36)}${language}`;
    const contactEmail = uniqueEmail('inbox-contact');
    await leads.contact(apiClient(), {
      name: 'Lukas Brandt',
      email: contactEmail,
      subject: `Partnership ${marker}`,
      message: `We would like to list our programmes. ${marker}`,
    });
    await leads.create(apiClient(), {
      kind: 'consultation',
      name: 'Mariam Yousef',
      email: uniqueEmail('inbox-consultation'),
      message: `Please call me about engineering. ${marker}`,
    });

    if (language === 'ar') {
      await page.goto('/forgot-password');
      await page.evaluate(() => localStorage.setItem('language', 'ar'));
    }
    await signedIn(page, await adminToken(), '/admin/dashboard');
    await page
      .getByRole('navigation', { name: t('Admin area') })
      .getByRole('link', { name: t('Inbox') })
      .click();
    await expect(page).toHaveURL(/\/admin\/inbox$/);
    await expect(page.getByRole('heading', { name: t('Inbox'), level: 1 })).toBeVisible();
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.getByLabel(t('Search')).fill(marker);
    await page.getByRole('button', { name: t('Search') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: language === 'ar' ? 'عميلان محتملان' : '2 leads' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel(t('Kind')).selectOption('contact');
    await expect(page.getByRole('heading', { name: 'Mariam Yousef' })).toHaveCount(0);
    const lukas = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lukas Brandt' }) });
    await expect(lukas).toContainText(`Partnership ${marker}`);
    // The admins answer from their own mail program; an agency's actions are not offered here.
    const reply = lukas.getByRole('link', { name: t('Reply by email') });
    await expect(reply).toHaveAttribute(
      'href',
      `mailto:${contactEmail}?subject=Re%3A%20Partnership%20${marker}&body=%0A%0A%3E%20We%20would%20like%20to%20list%20our%20programmes.%20${marker}`,
    );
    await expect(lukas.getByRole('button', { name: t('Convert to student') })).toHaveCount(0);

    await lukas.getByRole('button', { name: t('Mark contacted') }).click();
    await expect(lukas.getByText(t('Contacted'), { exact: true })).toBeVisible();
    await lukas.getByRole('button', { name: t('Close') }).click();
    await expect(lukas.getByText(t('Closed'), { exact: true })).toBeVisible();
    await expect(lukas.getByRole('button', { name: t('Reopen') })).toBeVisible();

    await page.getByLabel(t('Kind')).selectOption('');
    await page.getByLabel(t('Status')).selectOption('CLOSED');
    await expect(page.getByRole('heading', { name: 'Lukas Brandt' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mariam Yousef' })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    const [stored] = (await adminLeads(contactEmail)).filter((lead) => lead.email === contactEmail);
    expect(stored.status).toBe('CLOSED');
  });
}
