import { afterAll, beforeAll, expect, it } from 'vitest';
import * as outbox from '#sdk/resources/admin-outbox';
import * as conversations from '#sdk/resources/conversations';
import * as notifications from '#sdk/resources/notifications';
import * as profile from '#sdk/resources/student-profile';
import { apiError } from '#tests/support/api-error.ts';
import { conversationParties } from '#tests/support/conversation-parties.ts';
import { openDatabase } from '#tests/support/students.ts';
import { startSmtp } from '#tests/support/smtp.ts';
import { describeApi } from '#tests/support/suite.ts';

const smtp = await startSmtp();
afterAll(() => smtp.stop());

describeApi(
  'conversations',
  (server) => {
    let parties: Awaited<ReturnType<typeof conversationParties>>;
    let id: number;
    beforeAll(async () => {
      parties = await conversationParties(() => server().client());
      id = parties.application.id;
    }, 60_000);

    /** Moves the application on without the review screens (another area's API). */
    const setStatus = async (status: 'ADMIN_APPROVED' | 'SUBMITTED') => {
      const db = openDatabase(server());
      await db.updateTable('applications').set({ status }).where('id', '=', id).execute();
      await db.destroy();
    };

    it('lets only participants read or write (404 for the others, 401 without sign-in)', async () => {
      for (const stranger of [parties.outsider, parties.university]) {
        expect((await apiError(conversations.messages(stranger, id))).status).toBe(404);
        expect((await apiError(conversations.send(stranger, id, { body: 'Hello' }))).status).toBe(404);
        expect((await apiError(conversations.markRead(stranger, id))).status).toBe(404);
      }
      expect((await apiError(conversations.messages(server().client(), id))).status).toBe(401);
      expect((await apiError(conversations.messages(parties.student, 999_999))).status).toBe(404);
    });

    it("lists a student's applications for the agency's Messages tab, before the first message too", async () => {
      const studentId = (await profile.retrieve(parties.student)).student.id;
      const tab = await conversations.list(parties.agency, { studentId });
      expect(tab.conversations).toEqual([
        expect.objectContaining({ applicationId: id, unread: 0, lastMessage: null, studentName: 'Lina Haddad' }),
      ]);
      // Without the filter only conversations with messages are listed; another's student lists nothing.
      expect((await conversations.list(parties.agency)).conversations).toEqual([]);
      expect((await conversations.list(parties.outsider, { studentId })).conversations).toEqual([]);
    });

    it('counts unread messages until they are read, with read receipts, on both sides', async () => {
      const { agency, student } = parties;
      const { message } = await conversations.send(agency, id, { body: '  Your transcript is missing a stamp.  ' });
      expect(message).toMatchObject({
        applicationId: id,
        body: 'Your transcript is missing a stamp.',
        internal: false,
        author: { userType: 'AGENCY', name: 'Cedar Bridge Education' },
      });

      expect((await profile.dashboard(student)).unreadMessages).toBe(1);
      const listed = await conversations.list(student);
      expect(listed.unreadTotal).toBe(1);
      expect(listed.conversations).toEqual([
        expect.objectContaining({
          applicationId: id,
          unread: 1,
          programName: 'Computer Science',
          lastMessage: message,
        }),
      ]);
      const page = await conversations.messages(student, id);
      expect(page.messages).toEqual([message]);
      expect(page.unread).toBe(1);
      expect(page.canWriteInternal).toBe(false);

      await conversations.markRead(student, id);
      expect((await profile.dashboard(student)).unreadMessages).toBe(0);
      const reply = (await conversations.send(student, id, { body: 'I will send a new copy today.' })).message;
      expect(reply.author).toMatchObject({ userType: 'STUDENT', name: 'Lina Haddad' });

      const agencySide = await conversations.messages(agency, id);
      expect(agencySide.unread).toBe(1);
      expect(agencySide.messages.map((m) => m.body)).toEqual([message.body, reply.body]);
      // The student has read everything up to their reply.
      expect(agencySide.reads).toContainEqual(
        expect.objectContaining({
          reader: expect.objectContaining({ userType: 'STUDENT' }),
          lastReadMessageId: reply.id,
        }),
      );
      await conversations.markRead(agency, id);
      expect((await conversations.list(agency)).unreadTotal).toBe(0);
    });

    it('keeps internal notes from the applicant side', async () => {
      const { admin, agency, student } = parties;
      const refused = await apiError(conversations.send(student, id, { body: 'Note', internal: true }));
      expect(refused.status).toBe(403);
      const note = (
        await conversations.send(admin, id, { body: 'Check the stamp with the registrar.', internal: true })
      ).message;
      expect(note.internal).toBe(true);
      for (const side of [student, agency]) {
        const page = await conversations.messages(side, id);
        expect(page.messages.map((m) => m.id)).not.toContain(note.id);
        expect(page.unread).toBe(0);
      }
      const adminSide = await conversations.messages(admin, id);
      expect(adminSide.canWriteInternal).toBe(true);
      expect(adminSide.messages.at(-1)).toEqual(note);
    });

    it('lets the university in once the application reaches it', async () => {
      await setStatus('ADMIN_APPROVED');
      const page = await conversations.messages(parties.university, id);
      expect(page.canWriteInternal).toBe(true);
      expect(page.messages.some((m) => m.internal)).toBe(true);
      const sent = await conversations.send(parties.university, id, { body: 'We received the file.' });
      expect(sent.message.author?.userType).toBe('UNIVERSITY');
      expect((await conversations.messages(parties.student, id)).unread).toBe(1);
      await setStatus('SUBMITTED');
      expect((await apiError(conversations.messages(parties.university, id))).status).toBe(404);
    });

    it('pages from the newest, each page oldest first', async () => {
      const all = (await conversations.messages(parties.admin, id, { limit: 100 })).messages;
      const first = await conversations.messages(parties.admin, id, { limit: 2 });
      expect(first.messages).toEqual(all.slice(-2));
      expect(first.pagination).toEqual({ page: 1, limit: 2, total: all.length, pages: Math.ceil(all.length / 2) });
      const second = await conversations.messages(parties.admin, id, { limit: 2, page: 2 });
      expect(second.messages).toEqual(all.slice(-4, -2));
    });

    it('refuses bad input with 400', async () => {
      const empty = await apiError(conversations.send(parties.student, id, { body: '   ' }));
      expect(empty.status).toBe(400);
      expect(empty.errors).toEqual([{ field: 'body', message: 'Please write a message' }]);
      const long = await apiError(conversations.send(parties.student, id, { body: 'x'.repeat(5001) }));
      expect(long.errors).toEqual([{ field: 'body', message: 'A message can have at most 5000 characters' }]);
      const badId = await parties.student.fetchRaw('GET', '/conversations/abc/messages').catch((e) => e);
      expect(badId.status).toBe(400);
    });

    it('notifies the others in the bell and by e-mail, in their language, unless turned off', async () => {
      const { agency, student, studentEmail } = parties;
      await notifications.updateSettings(student, { language: 'ar', emailOff: [] });
      await conversations.send(agency, id, { body: 'Please also send the passport copy.' });
      const arabic = await smtp.mailWith(studentEmail, 'Please also send the passport copy.');
      expect(arabic.subject).toMatch(/^رسالة جديدة: \u2068Computer Science\u2069 في /);
      expect(arabic.text).toContain('فتح المحادثة: http://127.0.0.1:');
      expect(arabic.text).toContain(`/student/applications?application=${id}`);
      expect(arabic.html).toContain('dir="rtl"');
      // The agency's own message is not mailed back to it (the outbox is written with the message).
      const toAgency = await outbox.list(parties.admin, { to: parties.agencyEmail, limit: 100 });
      expect(toAgency.emails.filter((e) => e.text.includes('passport copy'))).toEqual([]);
      expect(toAgency.emails.length).toBeGreaterThan(0);

      const bell = await notifications.list(student);
      expect(bell.unread).toBeGreaterThanOrEqual(1);
      expect(bell.notifications[0]).toMatchObject({
        kind: 'NEW_MESSAGE',
        applicationId: id,
        read: false,
        params: { programName: 'Computer Science' },
      });
      await notifications.markRead(student);
      expect((await notifications.list(student)).unread).toBe(0);

      expect(await notifications.updateSettings(student, { language: 'en', emailOff: ['NEW_MESSAGE'] })).toEqual({
        language: 'en',
        emailOff: ['NEW_MESSAGE'],
      });
      const before = (await outbox.list(parties.admin, { to: studentEmail })).pagination.total;
      await conversations.send(agency, id, { body: 'One more thing.' });
      expect((await notifications.list(student)).unread).toBe(1);
      expect((await outbox.list(parties.admin, { to: studentEmail })).pagination.total).toBe(before);
    });
  },
  { SMTP_URL: smtp.url, MAIL_POLL_MS: '100' },
);
