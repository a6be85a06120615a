import { afterAll, beforeAll, expect, it } from 'vitest';
import * as leads from '#sdk/resources/leads';
import * as notifications from '#sdk/resources/notifications';
import * as applications from '#sdk/resources/student-applications';
import { apiError } from '#tests/support/api-error.ts';
import { conversationParties } from '#tests/support/conversation-parties.ts';
import { isolated, startSmtp } from '#tests/support/smtp.ts';
import { describeApi } from '#tests/support/suite.ts';

const smtp = await startSmtp();
afterAll(() => smtp.stop());

describeApi(
  'notifications of application events and leads',
  (server) => {
    let parties: Awaited<ReturnType<typeof conversationParties>>;
    beforeAll(async () => {
      parties = await conversationParties(() => server().client());
    }, 60_000);

    it('tells the agency and the admins of a status change, not the one who made it, by bell and e-mail', async () => {
      const { agency, agencyEmail, admin, student, application } = parties;
      await applications.withdraw(student, application.id);

      for (const reader of [agency, admin]) {
        const { notifications: list } = await notifications.list(reader);
        expect(list[0]).toMatchObject({
          kind: 'STATUS_CHANGED',
          applicationId: application.id,
          params: { status: 'WITHDRAWN', programName: 'Computer Science', studentName: 'Lina Haddad' },
          read: false,
        });
      }
      const own = (await notifications.list(student)).notifications;
      expect(own.filter((n) => n.kind === 'STATUS_CHANGED')).toEqual([]);

      const mail = await smtp.mailWith(agencyEmail, `is now: ${isolated('WITHDRAWN')}.`);
      expect(mail.subject).toMatch(/^Application update: \u2068Computer Science\u2069 at /);
      expect(mail.text).toContain(`/applications/${application.id}`);
    });

    it('tells the agency of a lead from its widget, and the admins of one without an agency', async () => {
      const { agency, agencyEmail, admin } = parties;
      await leads.create(server().client(), {
        kind: 'consultation',
        agencySlug: parties.agencySlug,
        name: 'Omar Khalil',
        email: 'omar@example.com',
      });
      expect((await notifications.list(agency)).notifications[0]).toMatchObject({
        kind: 'NEW_LEAD',
        params: { name: 'Omar Khalil', leadKind: 'consultation' },
      });
      const mail = await smtp.mailWith(agencyEmail, `${isolated('Omar Khalil')} sent a request.`);
      expect(mail.subject).toBe(`New request from ${isolated('Omar Khalil')}`);
      expect(mail.text).toContain(`${server().url}/dashboard/leads`);

      await leads.contact(server().client(), {
        name: 'Sara Nour',
        email: 'sara@example.com',
        subject: 'Visa',
        message: 'How long does a visa take?',
      });
      expect((await notifications.list(admin)).notifications[0]).toMatchObject({
        kind: 'NEW_LEAD',
        params: { name: 'Sara Nour' },
      });
      expect((await notifications.list(agency)).notifications[0]?.params.name).toBe('Omar Khalil');
      const toAdmins = await smtp.mailWith('admin@test.local', `${isolated('Sara Nour')} sent a request.`);
      expect(toAdmins.text).toContain(`${server().url}/admin/inbox`);
    });

    it('marks chosen notifications read, only the reader’s own', async () => {
      const { agency, admin } = parties;
      const [first] = (await notifications.list(agency)).notifications;
      await notifications.markRead(admin, { ids: [first!.id] });
      expect((await notifications.list(agency)).notifications[0]!.read).toBe(false);
      await notifications.markRead(agency, { ids: [first!.id] });
      const after = await notifications.list(agency);
      expect(after.notifications[0]!.read).toBe(true);
      expect(after.unread).toBe(after.notifications.filter((n) => !n.read).length);
    });

    it('refuses unknown kinds and languages in the settings, and anyone signed out', async () => {
      const bad = await apiError(
        notifications.updateSettings(parties.student, { language: 'fr', emailOff: ['SPAM'] } as never),
      );
      expect(bad.status).toBe(400);
      expect(bad.errors.map((e) => e.field)).toEqual(['language', 'emailOff.0']);
      expect((await apiError(notifications.list(server().client()))).status).toBe(401);
      expect(await notifications.settings(parties.student)).toEqual({ language: 'en', emailOff: [] });
    });
  },
  { SMTP_URL: smtp.url, MAIL_POLL_MS: '100' },
);
