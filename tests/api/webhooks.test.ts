import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as admin from '#sdk/resources/admin-applications';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as outbox from '#sdk/resources/admin-outbox';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as conversations from '#sdk/resources/conversations';
import * as leads from '#sdk/resources/leads';
import * as universities from '#sdk/resources/universities';
import * as webhooks from '#sdk/resources/webhooks';
import type { Database } from '#server/db/tables/database.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { clientFromPage, openDatabase } from '#tests/support/embed-fixtures.ts';
import { newStudent } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';
import { startWebhookReceiver } from '#tests/support/webhook-receiver.ts';

const STATEMENT =
  'I want to study civil engineering in Europe because the bridges of Rotterdam taught me how design serves a city.';

describeApi(
  'webhooks',
  (server) => {
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let db: Kysely<Database>;
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      db = openDatabase(server());
    });
    afterAll(async () => {
      await receiver?.close();
      await db?.destroy();
    });

    const arrived = (path: string, count: number) =>
      expect.poll(() => receiver.at(path).length, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(count);

    it('delivers an agency’s events signed with its secret, with the event and delivery in headers', async () => {
      const agency = await newAgency(server());
      const { webhook, secret } = await webhooks.create(agency.client, {
        url: receiver.url('/signed'),
        events: ['student.created', 'lead.created'],
      });
      expect(secret).toMatch(/^whsec_/);
      expect(webhook).toMatchObject({ events: ['student.created', 'lead.created'], disabledAt: null });
      expect(JSON.stringify(await webhooks.list(agency.client))).not.toContain(secret);

      const { student } = await agencyStudents.create(agency.client, studentForm({ firstName: 'Hooked' }));
      const { embed } = await agencyProfile.retrieveEmbed(agency.client);
      await leads.create(clientFromPage(server(), server().url), {
        kind: 'information',
        name: 'Lina Haddad',
        email: uniqueEmail('lina'),
        agencySlug: embed.agencySlug,
      });
      await arrived('/signed', 2);

      const [first, second] = receiver.at('/signed');
      expect(first.headers['study-event']).toBe('student.created');
      expect(Number(first.headers['study-delivery'])).toBeGreaterThan(0);
      expect(await webhooks.verify(first.body, first.headers['study-signature'] as string, secret)).toBe(true);
      expect(await webhooks.verify(first.body, first.headers['study-signature'] as string, 'whsec_wrong')).toBe(false);
      expect(await webhooks.verify(`${first.body} `, first.headers['study-signature'] as string, secret)).toBe(false);
      expect(JSON.parse(first.body)).toMatchObject({
        event: 'student.created',
        data: { student: { id: student.id, firstName: 'Hooked' } },
      });
      expect(JSON.parse(second.body)).toMatchObject({ event: 'lead.created', data: { lead: { name: 'Lina Haddad' } } });

      const { deliveries } = await webhooks.deliveries(agency.client, webhook.id);
      expect(deliveries.map((d) => [d.event, d.status, d.responseStatus])).toEqual([
        ['lead.created', 'DELIVERED', 200],
        ['student.created', 'DELIVERED', 200],
      ]);
    });

    it('sends `student.created` for every student a CSV import adds, and none for a dry run or an update', async () => {
      const agency = await newAgency(server());
      const { secret } = await webhooks.create(agency.client, {
        url: receiver.url('/imported'),
        events: ['student.created'],
      });
      const existing = await agencyStudents.create(agency.client, studentForm({ firstName: 'Already' }));
      await arrived('/imported', 1);
      const emails = [uniqueEmail('csv-one'), uniqueEmail('csv-two')];
      const file = new Blob([
        `firstName,lastName,email\r\nOmar,Saleh,${emails[0]}\r\nMaya,Nassar,${emails[1]}\r\nAlready,Updated,${existing.student.email}\r\n`,
      ]);
      const form = (mode: 'dryRun' | 'apply') =>
        agencyStudents.importForm(file, 'students.csv', { mode, duplicates: 'update' });
      expect((await agencyStudents.importCsv(agency.client, form('dryRun'))).created).toBe(2);
      const report = await agencyStudents.importCsv(agency.client, form('apply'));
      expect(report).toMatchObject({ created: 2, updated: 1 });
      await arrived('/imported', 3);
      // Nothing more comes: the dry run and the updated student send no event.
      await new Promise((done) => setTimeout(done, 1500));
      const received = receiver.at('/imported');
      expect(received).toHaveLength(3);
      for (const delivery of received)
        expect(await webhooks.verify(delivery.body, delivery.headers['study-signature'] as string, secret)).toBe(true);
      const imported = received.slice(1).map((delivery) => JSON.parse(delivery.body));
      expect(imported.map((event) => [event.event, event.data.student.email]).sort()).toEqual(
        emails.map((email) => ['student.created', email]).sort(),
      );
      expect(imported.every((event) => event.data.student.id > existing.student.id)).toBe(true);
    });

    it('retries after the endpoint fails, keeping one application’s events in order', async () => {
      const agency = await newAgency(server());
      await webhooks.create(agency.client, {
        url: receiver.url('/ordered'),
        events: ['application.status_changed', 'document.requested', 'message.created'],
      });
      const { student } = await agencyStudents.create(agency.client, studentForm());
      const [university] = (await universities.list(server().client(), { limit: 1 })).universities;
      receiver.answerNext(503, 500);
      const { application } = await agencyApplications.create(agency.client, {
        studentId: student.id,
        universityId: university.id,
        programName: 'MSc Civil Engineering',
        degreeLevel: "Master's Degree",
        personalStatement: STATEMENT,
        status: 'SUBMITTED',
      });
      const reviewer = await adminClient(server());
      await admin.take(reviewer, application.id);
      await admin.requestDocuments(reviewer, application.id, {
        documentTypes: ['PASSPORT'],
        message: 'Please send your passport.',
        dueDate: '2031-01-10',
      });
      await conversations.send(reviewer, application.id, { body: 'We need your passport first.' });
      await conversations.send(reviewer, application.id, { body: 'Staff only', internal: true });
      await arrived('/ordered', 6);

      const events = receiver.events('/ordered');
      // The first two attempts failed; each event after them waited its turn.
      expect(events.map((e) => e.event)).toEqual([
        'application.status_changed',
        'application.status_changed',
        'application.status_changed',
        'application.status_changed',
        'document.requested',
        'message.created',
      ]);
      expect(events.slice(2, 4).map((e) => e.data)).toEqual([
        expect.objectContaining({ applicationId: application.id, from: 'DRAFT', to: 'SUBMITTED' }),
        expect.objectContaining({ applicationId: application.id, from: 'SUBMITTED', to: 'ADMIN_REVIEW' }),
      ]);
      expect(events[0].id).toBe(events[2].id);
      expect(events[5].data).toMatchObject({ body: 'We need your passport first.' });
    });

    it('sends a test event, rotates the secret, and belongs to its account only', async () => {
      const agency = await newAgency(server());
      const { webhook, secret } = await webhooks.create(agency.client, {
        url: receiver.url('/test'),
        events: ['lead.created'],
      });
      const { secret: rotated } = await webhooks.rotateSecret(agency.client, webhook.id);
      expect(rotated).not.toBe(secret);
      const { delivery } = await webhooks.sendTest(agency.client, webhook.id);
      expect(delivery).toMatchObject({ event: 'webhook.test', status: 'PENDING' });
      await arrived('/test', 1);
      const [test] = receiver.at('/test');
      expect(await webhooks.verify(test.body, test.headers['study-signature'] as string, rotated)).toBe(true);
      expect(await webhooks.verify(test.body, test.headers['study-signature'] as string, secret)).toBe(false);

      const other = await newAgency(server());
      for (const call of [
        () => webhooks.sendTest(other.client, webhook.id),
        () => webhooks.deliveries(other.client, webhook.id),
        () => webhooks.remove(other.client, webhook.id),
      ]) {
        const refused = await apiError(call());
        expect([refused.status, refused.reason]).toEqual([404, 'WEBHOOK_NOT_FOUND']);
      }
      const { client: student } = await newStudent(server());
      expect((await apiError(webhooks.list(student))).status).toBe(403);

      const bad = await apiError(webhooks.create(agency.client, { url: 'crm.example.com', events: [] }));
      expect(bad.errors.map((e) => e.field)).toEqual(['url', 'events']);
      const unknown = await apiError(webhooks.deliveries(agency.client, webhook.id, { since: 1 } as never));
      expect(unknown.status).toBe(400);

      await webhooks.remove(agency.client, webhook.id);
      expect((await webhooks.list(agency.client)).webhooks).toEqual([]);
    });

    it('turns an endpoint off after a day of failures and e-mails its owner; turned on, it resumes', async () => {
      const agency = await newAgency(server());
      const { webhook } = await webhooks.create(agency.client, {
        url: receiver.url('/down'),
        events: ['lead.created'],
      });
      receiver.answerNext(500);
      const { delivery } = await webhooks.sendTest(agency.client, webhook.id);
      await arrived('/down', 1);
      // The delivery was first sent a day ago: the next failure is its last.
      const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
      await db.updateTable('webhook_deliveries').set({ created_at: dayAgo }).where('id', '=', delivery.id).execute();
      receiver.answerNext(500);
      await arrived('/down', 2);
      await expect
        .poll(async () => (await webhooks.list(agency.client)).webhooks[0].disabledAt, { timeout: 10_000 })
        .not.toBeNull();
      const mails = await outbox.list(await adminClient(server()), { to: agency.user.email, limit: 20 });
      expect(mails.emails.map((e) => e.kind)).toContain('WEBHOOK_DISABLED');

      // Disabled: a new event waits; turned on again, it goes.
      await webhooks.sendTest(agency.client, webhook.id);
      await new Promise((wait) => setTimeout(wait, 1500));
      expect(receiver.at('/down')).toHaveLength(2);
      await webhooks.enable(agency.client, webhook.id);
      await arrived('/down', 3);
      const { deliveries } = await webhooks.deliveries(agency.client, webhook.id);
      expect(deliveries.map((d) => d.status)).toEqual(['DELIVERED', 'FAILED']);
    });
  },
  { WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_BASE_MS: '200', WEBHOOK_POLL_MS: '100' },
);

describeApi('webhooks to private addresses', (server) => {
  it('refuses loopback and private endpoints unless the operator allows them', async () => {
    const agency = await newAgency(server());
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://localhost/hook',
      'http://10.1.2.3/hook',
      'http://[::1]/hook',
    ]) {
      const refused = await apiError(webhooks.create(agency.client, { url, events: ['lead.created'] }));
      expect(refused.errors).toEqual([{ field: 'url', message: 'Webhooks can only be sent to public addresses' }]);
    }
  });
});
