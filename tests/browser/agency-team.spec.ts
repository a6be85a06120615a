import { expect, test } from '@playwright/test';
import * as outbox from '#sdk/resources/admin-outbox';
import * as agencyStudents from '#sdk/resources/agency-students';
import { studentForm } from '#tests/support/agencies.ts';
import { adminToken } from './admin-support.ts';
import { openAsAgency } from './agency-support.ts';
import { translator } from './student-support.ts';
import { apiClient, uniqueEmail } from './support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`the owner invites a counsellor, who sets a password from the e-mail and sees only the student assigned to them (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    const { client } = await openAsAgency(page, language, '/dashboard/team');
    const { student: assigned } = await agencyStudents.create(client, studentForm({ firstName: 'Amal' }));
    await agencyStudents.create(client, studentForm({ firstName: 'Omar' }));

    await expect(page.getByRole('heading', { name: t('Team'), level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('Seats'), level: 2 })).toBeVisible();
    await page.getByRole('button', { name: t('Invite member') }).click();
    const dialog = page.getByRole('dialog');
    const email = uniqueEmail('counsellor');
    await dialog.getByRole('textbox', { name: t('Email') }).fill(email);
    await expect(dialog.getByRole('combobox', { name: t('Role') })).toHaveValue('COUNSELLOR');
    await dialog.getByRole('button', { name: t('Send invitation') }).click();
    await expect(page.getByText(t('Invitation sent to {email}', { email }))).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(t('Invited'));

    // The owner assigns Amal to the counsellor on her page.
    await page.goto(`/students/${assigned.id}`);
    await page.getByRole('combobox', { name: t('Assigned to') }).selectOption({ label: email });
    await expect(page.getByText(t('Assignment saved'))).toBeVisible();

    // The invitation is written with the membership: it is in the outbox at once.
    const [mail] = (await outbox.list(apiClient(await adminToken()), { to: email })).emails;
    expect(mail.kind).toBe('AGENCY_MEMBER_INVITED');
    const path = /\/set-password\?token=[\w-]+/.exec(mail.text)![0];
    await page.evaluate(() => localStorage.removeItem('auth_token'));
    await page.goto(path);
    await page.getByLabel(t('New password'), { exact: true }).fill('counsellor-password');
    await page.getByLabel(t('Confirm password')).fill('counsellor-password');
    await page.getByRole('button', { name: t('Set my password') }).click();
    await expect(page.getByText(t('Your password is set. Welcome!'))).toBeVisible();
    await expect(page).not.toHaveURL(/set-password/);

    await page.goto('/students');
    const students = page.getByRole('table', { name: t('Students') });
    await expect(students.getByRole('link', { name: /Amal/ })).toBeVisible();
    await expect(students.getByRole('link', { name: /Omar/ })).toHaveCount(0);
    await expect(page.getByRole('navigation').getByRole('link', { name: t('Embed') })).toHaveCount(0);
  });

  test(`the owner requires two-factor sign-in of the team and is led to set up their own (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    await openAsAgency(page, language, '/dashboard/team');
    const card = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: t('Two-factor sign-in'), level: 2 }) });
    await card
      .getByRole('checkbox', { name: t('Require two-factor sign-in of every member of the team, you included') })
      .check();
    await card.getByRole('button', { name: t('Save') }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText(t('Your account must use two-factor sign-in. Set it up to continue.'))).toBeVisible();
  });
}
