import { expect, test } from '@playwright/test';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as conversations from '#sdk/resources/conversations';
import { conversationParties } from '#tests/support/conversation-parties.ts';
import { expectNoSeriousViolations } from './public-support.ts';
import { translator } from './student-support.ts';
import { apiClient, signedIn } from './support.ts';

for (const language of ['en', 'ar'] as const) {
  test(`an agency writes on an application; the student sees the unread count, reads and answers (${language})`, async ({
    page,
    browser,
  }) => {
    const t = translator(language);
    const { agency, student, application } = await conversationParties(() => apiClient());

    // The agency writes from the Messages tab of its student's page.
    const agencyContext = await browser.newContext({ baseURL: process.env.PORTAL_URL, locale: 'en-GB' });
    const agencyPage = await agencyContext.newPage();
    if (language === 'ar') {
      await agencyPage.goto('/forgot-password');
      await agencyPage.evaluate(() => localStorage.setItem('language', 'ar'));
    }
    const [{ id: studentId }] = (await agencyStudents.list(agency)).students;
    await signedIn(agencyPage, agency.token!, `/students/${studentId}`);
    await agencyPage.getByRole('tab', { name: t('Messages') }).click();
    const agencyConversation = agencyPage.getByRole('region', { name: t('Messages') });
    await expect(agencyConversation.getByText(t('No messages yet. Write the first one below.'))).toBeVisible();
    await expectNoSeriousViolations(agencyPage);
    await agencyConversation.getByLabel(t('Your message')).fill('Your transcript needs a certified translation.');
    await agencyConversation.getByRole('button', { name: t('Send') }).click();
    await expect(agencyConversation.getByTestId('messages')).toContainText(
      'Your transcript needs a certified translation.',
    );

    if (language === 'ar') {
      await page.goto('/forgot-password');
      await page.evaluate(() => localStorage.setItem('language', 'ar'));
    }
    await signedIn(page, student.token!, '/student/dashboard');
    const messagesCard = page.locator('dl').filter({ hasText: t('Messages') });
    await expect(messagesCard).toContainText(language === 'ar' ? 'رسالة واحدة غير مقروءة' : '1 unread message');
    const waiting = page.locator('section').filter({ has: page.getByRole('heading', { name: t('New messages') }) });
    await expect(waiting).toContainText(language === 'ar' ? 'رسالة جديدة واحدة' : '1 new message');
    await expectNoSeriousViolations(page);

    // The bell counts the notification and names the programme in the reader's language.
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await page
      .getByRole('button', { name: language === 'ar' ? 'الإشعارات، إشعار واحد غير مقروء' : 'Notifications, 1 unread' })
      .click();
    const panel = page.getByRole('region', { name: t('Notifications') });
    await expect(panel.getByRole('link').first()).toContainText(
      language === 'ar' ? 'رسالة جديدة حول Computer Science في' : 'New message about Computer Science at',
    );
    await expect(panel.getByRole('checkbox', { name: t('New messages') })).toBeChecked();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await waiting.getByRole('link', { name: /Computer Science/ }).click();
    const dialog = page.getByRole('dialog', { name: t('Application Details') });
    const conversation = dialog.getByRole('region', { name: t('Messages') });
    await expect(conversation.getByTestId('messages')).toContainText('Your transcript needs a certified translation.');
    await expect(conversation).toContainText('Cedar Bridge Education');
    await expectNoSeriousViolations(page);

    // An empty message is refused on the spot.
    await conversation.getByRole('button', { name: t('Send') }).click();
    await expect(conversation.getByText(t('Please write a message'))).toBeVisible();
    await conversation.getByLabel(t('Your message')).fill('Thank you, I will send it on Monday.');
    await conversation.getByRole('button', { name: t('Send') }).click();
    await expect(conversation.getByTestId('messages')).toContainText('Thank you, I will send it on Monday.');
    await expect(conversation.getByLabel(t('Your message'))).toHaveValue('');

    // The agency sees the answer without a reload, and that the student read its message.
    await expect(agencyConversation.getByTestId('messages')).toContainText('Thank you, I will send it on Monday.', {
      timeout: 20_000,
    });
    await expect(agencyConversation).toContainText(t('Seen by <0>{seen}</0>', { seen: '' }).trim());
    await agencyContext.close();

    // Read: the dashboard counts nothing new any more.
    await page.keyboard.press('Escape');
    await page.goto('/student/dashboard');
    await expect(page.locator('dl').filter({ hasText: t('Messages') })).toContainText(t('No new messages'));

    // A new message from the agency appears in the open conversation without a reload (polling).
    await page.goto(`/student/applications?application=${application.id}`);
    await expect(conversation.getByTestId('messages')).toContainText('Thank you, I will send it on Monday.');
    await conversations.send(agency, application.id, { body: 'Monday is fine.' });
    await expect(conversation.getByTestId('messages')).toContainText('Monday is fine.', { timeout: 20_000 });
  });
}
