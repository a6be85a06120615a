import { expect, test } from '@playwright/test';
import * as applications from '#sdk/resources/student-applications';
import * as profile from '#sdk/resources/student-profile';
import { COMPLETE_PROFILE } from '#tests/support/students.ts';
import { translator } from './student-support.ts';
import { apiClient, newAccount, signedIn } from './support.ts';
import { universityWithoutProgrammes } from './programme-support.ts';

// A double click on Submit sends one request, and the answer makes one application.
for (const language of ['en', 'ar'] as const) {
  test(`a double click on Submit Application sends one request (${language})`, async ({ page }) => {
    const t = translator(language);
    const { token } = await newAccount('STUDENT');
    await profile.setup(apiClient(token), COMPLETE_PROFILE);
    const university = await universityWithoutProgrammes();
    await signedIn(page, token, '/forgot-password');
    if (language === 'ar') await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto(`/student/apply/${university.id}`);

    // Hold the request until both clicks are in, as a slow network would.
    let sent = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/direct-students/applications', async (route) => {
      if (route.request().method() === 'POST') {
        sent++;
        await held;
      }
      await route.continue();
    });

    await page.getByLabel(t('Program name'), { exact: true }).fill('MSc Robotics');
    await page.getByLabel(t('Degree level'), { exact: true }).selectOption("Master's Degree");
    const submit = page.getByRole('button', { name: t('Submit Application') });
    // Two submissions in one task, before React can re-render the disabled button (a fast
    // double click or Enter pressed twice), then a real double click.
    await page
      .locator('form')
      .filter({ has: submit })
      .evaluate((form: HTMLFormElement) => {
        form.requestSubmit();
        form.requestSubmit();
      });
    await submit.dblclick({ force: true });
    await expect(submit).toBeDisabled();
    release();
    await expect(page.getByText(t('Application created successfully!'))).toBeVisible();
    expect(sent).toBe(1);
    const mine = (await applications.list(apiClient(token))).applications;
    expect(mine.map((a) => [a.programName, a.status])).toEqual([['MSc Robotics', 'SUBMITTED']]);
  });
}
