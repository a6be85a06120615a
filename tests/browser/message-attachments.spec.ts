import { expect, test } from '@playwright/test';
import * as conversations from '#sdk/resources/conversations';
import { conversationParties } from '#tests/support/conversation-parties.ts';
import { blobOf, pdfBytes } from '#tests/support/files.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';
import { apiClient, signedIn } from './support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`a student attaches files to a message and downloads the agency's (${language})`, async ({ page }) => {
    const t = translator(language);
    const { agency, student, application } = await conversationParties(() => apiClient());
    if (language === 'ar') {
      await page.goto('/forgot-password');
      await page.evaluate(() => localStorage.setItem('language', 'ar'));
    }
    await signedIn(page, student.token!, `/student/applications?application=${application.id}`);
    const conversation = page
      .getByRole('dialog', { name: t('Application Details') })
      .getByRole('region', { name: t('Messages') });
    await expect(conversation.getByText(t('No messages yet. Write the first one below.'))).toBeVisible();

    // Two files picked, one removed again; the message goes with the other and a text.
    await conversation.getByLabel(t('Attach files')).setInputFiles([
      { name: 'translation.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Certified translation') },
      { name: 'wrong.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Not this one') },
    ]);
    const picked = conversation.getByRole('list', { name: t('Files to send') });
    await expect(picked.getByRole('listitem')).toHaveCount(2);
    await picked.getByRole('button', { name: t('Remove {fileName}', { fileName: 'wrong.pdf' }) }).click();
    await expect(picked.getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousViolations(page);
    await conversation.getByLabel(t('Your message')).fill('Here is the certified translation.');
    await conversation.getByRole('button', { name: t('Send') }).click();

    const messages = conversation.getByTestId('messages');
    await expect(messages).toContainText('Here is the certified translation.');
    const sent = messages.getByRole('list', { name: t('Attachments') });
    await expect(sent.getByRole('button', { name: 'translation.pdf' })).toBeVisible();
    await expect(picked).toHaveCount(0);
    await expect(messages.getByRole('button', { name: 'wrong.pdf' })).toHaveCount(0);

    // The agency answers with a file only; it appears without a reload and downloads under its name.
    await conversations.sendWithFiles(
      agency,
      application.id,
      conversations.attachmentForm([{ blob: blobOf(pdfBytes('Checklist')), name: 'checklist.pdf' }]),
    );
    const answer = messages.getByRole('button', { name: 'checklist.pdf' });
    await expect(answer).toBeVisible({ timeout: 20_000 });
    const download = page.waitForEvent('download');
    await answer.click();
    expect((await download).suggestedFilename()).toBe('checklist.pdf');
    await expectNoSeriousViolations(page);
  });
}
