import { expect, test } from '@playwright/test';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as agencyTeam from '#sdk/resources/agency-team';
import { studentForm } from '#tests/support/agencies.ts';
import { openAsAgency } from './agency-support.ts';
import { translator } from './student-support.ts';
import { uniqueEmail } from './support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`the owner opens an office, puts a manager in it, and a student's activity names who acted (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    const { client } = await openAsAgency(page, language, '/dashboard/team');
    const email = uniqueEmail('manager');
    await agencyTeam.inviteMember(client, { email, role: 'MANAGER' });
    const { student } = await agencyStudents.create(client, studentForm({ firstName: 'Layla' }));
    const owner = (await agencyTeam.listMembers(client)).members.find((m) => m.role === 'OWNER')!;
    await page.reload();

    await page.getByRole('button', { name: t('Add office') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t('Office name') }).fill('Riyadh');
    await dialog.getByRole('button', { name: t('Save') }).click();
    await expect(page.getByText(t('Office saved'))).toBeVisible();
    const offices = page.getByRole('table', { name: t('Offices') });
    await expect(offices.getByRole('row').filter({ hasText: 'Riyadh' })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: t('Edit') }).click();
    await dialog.getByRole('textbox', { name: t('Display name') }).fill('Sara Haddad');
    await dialog.getByRole('combobox', { name: t('Office') }).selectOption({ label: 'Riyadh' });
    await dialog.getByRole('checkbox', { name: t('Limited to their office') }).check();
    await dialog.getByRole('button', { name: t('Save') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Sara Haddad');
    await expect(row).toContainText('Riyadh');
    await expect(row).toContainText(t('Limited to their office'));

    // An office someone works in is not closed: the refusal says why.
    await offices
      .getByRole('row')
      .filter({ hasText: 'Riyadh' })
      .getByRole('button', { name: t('Remove') })
      .click();
    await dialog.getByRole('button', { name: t('Remove') }).click();
    await expect(
      page.getByText(t('Team members still work in this office. Move them to another office first.')),
    ).toBeVisible();
    await expect(offices.getByRole('row').filter({ hasText: 'Riyadh' })).toBeVisible();

    await page.goto(`/students/${student.id}`);
    await page.getByRole('tab', { name: t('Activity') }).click();
    const added = page
      .getByTestId('activity')
      .getByRole('listitem')
      .filter({ hasText: t('Student added') });
    await expect(added).toBeVisible();
    await expect(added).toContainText(owner.email);

    // The students list filters by office, in the address: Layla is in none.
    await page.goto('/students');
    await page.getByRole('combobox', { name: t('Office') }).selectOption({ label: 'Riyadh' });
    await expect(page).toHaveURL(/office=\d+/);
    await expect(page.getByText(t('No students match these filters'))).toBeVisible();
  });
}
