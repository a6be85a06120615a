import { expect, test } from '@playwright/test';
import { createClient } from '#sdk/client';
import * as agencyStudents from '#sdk/resources/agency-students';
import { studentForm } from '#tests/support/agencies.ts';
import { openAsAgency } from './agency-support.ts';
import { translator } from './student-support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`an agency makes an API key on Settings, its software reads with it, and revoking it stops it (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    const { client } = await openAsAgency(page, language, '/settings');
    await agencyStudents.create(client, studentForm({ firstName: 'Synced' }));
    const card = page.getByRole('main');
    await expect(card.getByText(t('No API keys yet.'))).toBeVisible();

    await card.getByRole('button', { name: t('New API key') }).click();
    const dialog = page.getByRole('dialog');
    // Nothing chosen: both refusals under their fields, in the page's language.
    await dialog.getByRole('button', { name: t('Create key') }).click();
    await expect(dialog.getByText(t('Please give the key a name'))).toBeVisible();
    await expect(dialog.getByText(t('Please choose what the key may do'))).toBeVisible();

    await dialog.getByRole('textbox', { name: t('Name') }).fill('CRM sync');
    await dialog.getByRole('checkbox', { name: t('Read students') }).check();
    await dialog.getByRole('button', { name: t('Create key') }).click();
    await expect(dialog.getByText(t('Copy it now and keep it somewhere safe. It is not shown again.'))).toBeVisible();
    const key = (await dialog.getByTestId('shown-once').textContent()) ?? '';
    expect(key).toMatch(/^sek_/);
    await dialog.getByRole('button', { name: t('I have saved it') }).click();

    const software = createClient({ baseUrl: process.env.PORTAL_URL!, apiKey: key });
    expect((await agencyStudents.list(software)).students.map((s) => s.firstName)).toEqual(['Synced']);

    const listed = page.getByRole('list', { name: t('API keys') }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed.first()).toContainText('CRM sync');
    await expect(listed.first()).toContainText(t('Read students'));
    // Its use shows after a reload: no longer "never used".
    const neverUsed = t('Created {0} · never used').split('·')[1].trim();
    await page.reload();
    await expect(listed.first()).toContainText('CRM sync');
    await expect(listed.first()).not.toContainText(neverUsed);

    await listed
      .first()
      .getByRole('button', { name: t('Revoke') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('Revoke') })
      .click();
    await expect(page.getByText(t('Key revoked'))).toBeVisible();
    await expect(card.getByText(t('No API keys yet.'))).toBeVisible();
    await expect(agencyStudents.list(software)).rejects.toMatchObject({ status: 401 });
  });
}
