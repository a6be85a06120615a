import { expect, type Locator, test } from '@playwright/test';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as universities from '#sdk/resources/universities';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { adminToken } from './admin-support.ts';
import { openAsAgency } from './agency-support.ts';
import { translator } from './student-support.ts';
import { apiClient } from './support.ts';

// The figures of one screen agree: a card that counts several statuses says which, and its figure
// is the sum of those statuses' columns on the board.

const STATEMENT =
  'I want to study hydrology in Europe and bring it home, where every city I know is short of clean water in summer.';

/** A figure read back from its digits, Arabic-Indic ones too. */
const figure = async (element: Locator) =>
  Number(
    ((await element.textContent()) ?? '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, ''),
  );

for (const language of ['en', 'ar'] as const) {
  const t = translator(language);

  test(`the applications cards agree with the board's columns (${language})`, async ({ page }) => {
    test.slow();
    const { client } = await openAsAgency(page, language, '/applications');
    const { student } = await students.create(client, {
      firstName: 'Yara',
      lastName: 'Nasser',
      email: uniqueEmail('yara'),
    });
    const university = (await universities.list(apiClient(), { limit: 1 })).universities[0];
    const apply = (programName: string, status?: 'SUBMITTED') =>
      applications.create(client, {
        studentId: student.id,
        universityId: university.id,
        programName,
        degreeLevel: "Master's Degree",
        personalStatement: STATEMENT,
        status,
      });
    const admin = apiClient(await adminToken());
    await apply('MSc Draft Hydrology');
    await apply('MSc Submitted Hydrology', 'SUBMITTED');
    const inReview = (await apply('MSc Reviewed Hydrology', 'SUBMITTED')).application;
    await adminApplications.take(admin, inReview.id);
    const refused = (await apply('MSc Refused Hydrology', 'SUBMITTED')).application;
    await adminApplications.take(admin, refused.id);
    await adminApplications.reject(admin, refused.id, { reason: 'OTHER', note: 'Not this year' });

    await page.reload();
    const card = (name: string) => page.locator('dl').filter({ has: page.locator('dt', { hasText: name }) });
    const reviewed = card(t('Being reviewed by the admins or the university'));
    const rejected = card(t('Rejected by the admins or the university'));
    // The list loads first (slow on a busy machine).
    await expect(reviewed.locator('dd').first()).toHaveText(/\S/, { timeout: 30_000 });
    // Each folded card lists the statuses it counts, by the names the board's columns have.
    for (const status of ['ADMIN REVIEW', 'ADMIN APPROVED', 'UNDER REVIEW'])
      await expect(reviewed).toContainText(t(status));
    for (const status of ['ADMIN REJECTED', 'REJECTED']) await expect(rejected).toContainText(t(status));
    const cards = {
      reviewed: await figure(reviewed.locator('dd').first()),
      rejected: await figure(rejected.locator('dd').first()),
      submitted: await figure(card(t('SUBMITTED')).locator('dd').first()),
    };
    expect(cards).toEqual({ reviewed: 1, rejected: 1, submitted: 1 });

    await page.getByRole('button', { name: t('Board') }).click();
    const board = page.getByRole('region', { name: t('Applications by status') });
    const column = async (status: string) => {
      const heading = board.getByRole('heading', { name: new RegExp(`^${t(status)}`) });
      return figure(heading.locator(':scope > span').last());
    };
    await expect(board.getByRole('link', { name: /Yara/ }).first()).toBeVisible();
    expect({
      reviewed: (await column('ADMIN REVIEW')) + (await column('ADMIN APPROVED')) + (await column('UNDER REVIEW')),
      rejected: (await column('ADMIN REJECTED')) + (await column('REJECTED')),
      submitted: await column('SUBMITTED'),
    }).toEqual(cards);
  });

  test(`at 390 px the plan's percentage keeps clear of its label on the students page (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAsAgency(page, language, '/students');
    const bar = page.getByRole('progressbar');
    await expect(bar).toBeVisible();
    const [label, percent] = await bar.evaluate((element) =>
      [...(element.previousElementSibling?.children ?? [])].map((part) => {
        const box = part.getBoundingClientRect();
        return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      }),
    );
    const overlap =
      Math.min(label!.right, percent!.right) - Math.max(label!.left, percent!.left) > 0 &&
      Math.min(label!.bottom, percent!.bottom) - Math.max(label!.top, percent!.top) > 0;
    expect(overlap, JSON.stringify({ label, percent })).toBe(false);
  });
}
