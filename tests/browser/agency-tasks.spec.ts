import { expect, test } from '@playwright/test';
import * as outbox from '#sdk/resources/admin-outbox';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as agencyTeam from '#sdk/resources/agency-team';
import * as auth from '#sdk/resources/auth';
import * as tasks from '#sdk/resources/tasks';
import { studentForm } from '#tests/support/agencies.ts';
import { adminToken } from './admin-support.ts';
import { openAsAgency } from './agency-support.ts';
import { translator } from './student-support.ts';
import { apiClient, signedIn, uniqueEmail } from './support.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

for (const language of ['en', 'ar'] as const) {
  test(`a counsellor finds the tasks given to them, overdue first, and completes one (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    // The owner (through the API) invites a counsellor, who sets a password from the e-mail.
    const { client: owner } = await openAsAgency(page, language, '/dashboard');
    const email = uniqueEmail('task-counsellor');
    const { member } = await agencyTeam.inviteMember(owner, { email, role: 'COUNSELLOR' });
    const [mail] = (await outbox.list(apiClient(await adminToken()), { to: email })).emails;
    const token = /\/set-password\?token=([\w-]+)/.exec(mail.text)![1];
    await auth.resetPassword(apiClient(), { token, password: 'counsellor-password' });
    const counsellor = await auth.login(apiClient(), { email, password: 'counsellor-password' });

    // The owner gives the counsellor a student and two tasks on it, one already late.
    const { student } = await agencyStudents.create(
      owner,
      studentForm({ firstName: 'Amal', assignedMemberId: member.id }),
    );
    const subject = { subjectType: 'STUDENT' as const, subjectId: student.id, assignedMemberId: member.id };
    await tasks.create(owner, { ...subject, title: 'Book the visa appointment', dueDate: day(4) });
    await tasks.create(owner, { ...subject, title: 'Call about the transcript', dueDate: day(-1) });

    await page.evaluate(() => localStorage.removeItem('auth_token'));
    await signedIn(page, counsellor.token, '/dashboard/tasks');
    await expect(page.getByRole('heading', { name: t('My tasks'), level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: t('My tasks') });
    const rows = table.getByRole('row');
    // The header, then the overdue task first.
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Call about the transcript');
    await expect(rows.nth(1)).toContainText(t('Overdue'));
    await expect(rows.nth(2)).toContainText('Book the visa appointment');
    await expect(rows.nth(1).getByRole('link', { name: /Amal/ })).toBeVisible();

    // The box follows the saved task: it ticks once the server has answered.
    await rows.nth(1).getByRole('checkbox').click();
    await expect(page.getByText(t('Task done: {name}', { name: 'Call about the transcript' }))).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('combobox', { name: t('Show') }).selectOption('DONE');
    await expect(table.getByRole('row').nth(1)).toContainText('Call about the transcript');

    // The student's page lists the tasks on them.
    await page.goto(`/students/${student.id}`);
    await page.getByRole('tab', { name: t('Tasks') }).click();
    const onStudent = page.getByRole('table', { name: t('Tasks') });
    await expect(onStudent.getByRole('row')).toHaveCount(3);
    await expect(onStudent.getByRole('checkbox', { checked: true })).toHaveCount(1);
  });
}
