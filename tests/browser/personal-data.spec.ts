import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import * as auth from '#sdk/resources/auth';
import * as outbox from '#sdk/resources/admin-outbox';
import * as profile from '#sdk/resources/student-profile';
import * as documents from '#sdk/resources/student-documents';
import { translator } from './student-support.ts';
import { apiClient, PASSWORD, PNG, signedIn, uniqueEmail } from './support.ts';

/** The export link of the newest e-mail to `email`, read from the admins' outbox. */
async function exportLinkFor(email: string) {
  const admin = apiClient();
  await auth.login(admin, { email: 'admin@test.local', password: 'admin-password' });
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await outbox.list(admin, { to: email })).emails;
        link = mails.map((mail) => /https?:\/\/\S+\/api\/data-exports\/[\w-]+/.exec(mail.text)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

const SUMMARY_TITLE = { en: 'Your data on Study in Europe', ar: 'بياناتك في منصة الدراسة في أوروبا' };

for (const language of ['en', 'ar'] as const) {
  test(`a student downloads their data from the e-mailed link (${language})`, async ({ page }) => {
    const t = translator(language);
    const email = uniqueEmail('browser-export');
    const client = apiClient();
    const { token } = await auth.register(client, { email, password: PASSWORD, userType: 'STUDENT', language });
    await profile.setup(client, { firstName: 'Rana', lastName: 'Saleh', nationality: 'Jordan' });
    await documents.upload(client, documents.uploadForm([{ blob: new Blob([PNG]), name: 'photo.png' }], 'PASSPORT'));

    await page.goto('/login');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page, token, '/settings');
    await page.getByRole('button', { name: t('Download my data') }).click();
    const dialog = page.getByRole('dialog', { name: t('Download the data?') });
    await dialog.getByRole('button', { name: t('Send me the link') }).click();
    await expect(page.getByText(t('Export requested. We will e-mail you a link to the data.'))).toBeVisible();

    const link = await exportLinkFor(email);
    const downloading = page.waitForEvent('download');
    await page.goto(link).catch(() => {});
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^study-in-europe-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['data.json', 'summary.html', expect.stringMatching(/^documents\/\d+-photo\.png$/)]),
    );
    expect(JSON.parse(strFromU8(files['data.json']!)).account.email).toBe(email);

    await page.setContent(strFromU8(files['summary.html']!));
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUMMARY_TITLE[language]);
    await expect(page.getByText('Rana Saleh')).toBeVisible();
  });
}
