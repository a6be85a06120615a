import { expect, test } from '@playwright/test';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as eligibility from '#sdk/resources/eligibility';
import { studentForm } from '#tests/support/agencies.ts';
import { openAsAgency } from './agency-support.ts';
import { comparableProgrammes } from './programme-support.ts';
import { translator } from './student-support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`an agency sees which of its students qualify for a programme, and opens one (${language})`, async ({
    page,
  }) => {
    const t = translator(language);
    const {
      ids: [programId],
    } = await comparableProgrammes(['MSc Harbour Logistics']);
    const { client } = await openAsAgency(page, language, `/programs/${programId}`);
    const graduate = studentForm({ firstName: 'Lina', lastName: 'Haddad', currentEducationLevel: "Bachelor's Degree" });
    await agencyStudents.create(client, graduate);
    await agencyStudents.create(client, studentForm({ firstName: 'Sami', lastName: 'Nasser' }));
    // The server's own answer, for the reason the page must show beside Lina.
    const expected = await eligibility.programStudents(client, programId!, { lang: language });
    expect(expected.students.map(({ student }) => student.firstName)).toEqual(['Lina']);

    await page.getByRole('button', { name: t('Which of my students qualify?') }).click();
    const list = page.getByRole('list', { name: t('Your students for this programme') });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(expected.students[0]!.eligibility.reasons[0]!.message);
    await expect(list.getByRole('link', { name: /Sami/ })).toHaveCount(0);
    await list.getByRole('link', { name: 'Lina Haddad' }).click();
    await expect(page).toHaveURL(/\/students\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lina');
  });
}
