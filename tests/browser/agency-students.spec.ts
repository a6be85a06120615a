import { expect, test } from '@playwright/test';
import * as students from '#sdk/resources/agency-students';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { openAsAgency } from './agency-support.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';

for (const language of ['en', 'ar'] as const) {
  const t = translator(language);

  test(`an agency adds, finds, edits and deactivates a student (${language})`, async ({ page }) => {
    // A journey with several axe scans; the shared test machine can be slow.
    test.slow();
    const { client } = await openAsAgency(page, language, '/students');
    await expect(page.getByRole('heading', { name: t('No students yet') })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page
      .getByRole('link', { name: t('Add Student') })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: t('Add New Student') })).toBeVisible();
    await expectNoSeriousViolations(page);
    const email = uniqueEmail('browser-student');
    await page.getByLabel(t('First Name')).fill('Lina');
    await page.getByLabel(t('Last Name')).fill('Haddad');
    await page.getByLabel(t('Email')).fill(email);
    await page.getByLabel(t('GPA (0-4)')).fill('4.5');
    await page.getByRole('button', { name: t('Add Student') }).click();
    await expect(page.getByText(t('GPA must be a number between 0 and 4'))).toBeVisible();
    await page.getByLabel(t('GPA (0-4)')).fill('3.7');
    await page.getByRole('button', { name: t('Add Student') }).click();
    await expect(page.getByText(t('Student added successfully!'))).toBeVisible();
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByRole('link', { name: 'Lina Haddad' })).toBeVisible();

    // Search runs on the server over every student, not the page shown.
    await students.create(client, { firstName: 'Karim', lastName: 'Nasser', email: uniqueEmail('karim') });
    await page.getByRole('searchbox', { name: t('Search') }).fill('karim');
    await page.getByRole('button', { name: t('Search') }).click();
    await expect(page.getByRole('link', { name: 'Karim Nasser' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lina Haddad' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: t('Search') }).fill('');
    await page.getByRole('button', { name: t('Search') }).click();

    await page.getByRole('button', { name: t('Actions for {0}', { 0: 'Karim Nasser' }) }).click();
    await page.getByRole('button', { name: t('Deactivate') }).click();
    const dialog = page.getByRole('dialog', { name: t('Deactivate student?') });
    await dialog.getByRole('button', { name: t('Deactivate') }).click();
    await expect(page.getByText(t('Student deactivated successfully'))).toBeVisible();
    await expect(page.getByRole('row', { name: /Karim Nasser/ }).getByText(t('Inactive'))).toBeVisible();

    await page.getByRole('link', { name: 'Lina Haddad' }).click();
    await expect(page.getByRole('heading', { name: 'Lina Haddad' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: t('Edit Profile') }).click();
    const save = page.getByRole('button', { name: t('Save Changes') });
    await expect(save).toBeDisabled();
    await page.getByLabel(t('Career goals')).fill('Hospital software engineer');
    await expect(save).toBeEnabled();
    await page.getByRole('button', { name: t('Cancel') }).click();
    await expect(page.getByText(t('You have unsaved changes. Are you sure you want to cancel?'))).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('Cancel') })
      .click();
    await save.click();
    await expect(page.getByText(t('Student profile updated successfully!'))).toBeVisible();
    await expect(page.getByText('Hospital software engineer')).toBeVisible();
  });
}
