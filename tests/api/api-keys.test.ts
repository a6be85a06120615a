import { beforeAll, expect, it } from 'vitest';
import { type Client, createClient } from '#sdk/client';
import * as audit from '#sdk/resources/admin-audit';
import * as apiKeys from '#sdk/resources/api-keys';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as auth from '#sdk/resources/auth';
import * as leads from '#sdk/resources/leads';
import * as sessions from '#sdk/resources/sessions';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { apiError } from '#tests/support/api-error.ts';
import { adminClient, demoClient } from '#tests/support/demo-sign-in.ts';
import { newStudent } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const CALLS_PER_MINUTE = 25;

describeApi(
  'API keys',
  (server) => {
    let agency: Awaited<ReturnType<typeof newAgency>>;
    const withKey = (key: string): Client => createClient({ baseUrl: server().url, apiKey: key, retry: false });

    beforeAll(async () => {
      agency = await newAgency(server());
      await agencyStudents.create(agency.client, studentForm({ firstName: 'Keyed' }));
    });

    it('answers the key once, lists it by its first characters with its scopes, and acts for the account', async () => {
      const created = await apiKeys.createApiKey(agency.client, { name: 'CRM sync', scopes: ['students:read'] });
      expect(created.key).toMatch(/^sek_[\w-]{40,}$/);
      expect(created.apiKey).toMatchObject({ name: 'CRM sync', scopes: ['students:read'], lastUsedAt: null });
      expect(created.key.startsWith(created.apiKey.prefix)).toBe(true);

      const crm = withKey(created.key);
      const { students } = await agencyStudents.list(crm);
      expect(students.map((s) => s.firstName)).toEqual(['Keyed']);
      expect((await auth.me(crm)).user.id).toBe(agency.user.id);

      const { apiKeys: listed } = await apiKeys.listApiKeys(agency.client);
      const shown = listed.find((k) => k.id === created.apiKey.id)!;
      expect(shown.lastUsedAt).not.toBeNull();
      expect(JSON.stringify(listed)).not.toContain(created.key);
    });

    it('refuses what its scopes do not allow, and every route that needs a person', async () => {
      const { key } = await apiKeys.createApiKey(agency.client, { name: 'Reader', scopes: ['students:read'] });
      const reader = withKey(key);

      const write = await apiError(agencyStudents.create(reader, studentForm()));
      expect([write.status, write.reason, write.params]).toEqual([
        403,
        'API_KEY_SCOPE_MISSING',
        { scope: 'students:write' },
      ]);
      const otherKind = await apiError(leads.list(reader));
      expect([otherKind.status, otherKind.reason]).toEqual([403, 'API_KEY_SCOPE_MISSING']);

      for (const call of [
        () => apiKeys.listApiKeys(reader),
        () => apiKeys.createApiKey(reader, { name: 'Escalation', scopes: ['students:write'] }),
        () => sessions.listSessions(reader),
        () => auth.logout(reader),
      ]) {
        const refused = await apiError(call());
        expect([refused.status, refused.reason]).toEqual([403, 'API_KEY_NOT_ALLOWED']);
      }
    });

    it('writes within its scope, and stops working once revoked', async () => {
      const created = await apiKeys.createApiKey(agency.client, {
        name: 'Importer',
        scopes: ['students:read', 'students:write'],
      });
      const importer = withKey(created.key);
      const { student } = await agencyStudents.create(importer, studentForm({ firstName: 'Imported' }));
      expect(student.firstName).toBe('Imported');

      await apiKeys.revokeApiKey(agency.client, created.apiKey.id);
      expect((await apiError(agencyStudents.list(importer))).status).toBe(401);
      expect((await apiKeys.listApiKeys(agency.client)).apiKeys.map((k) => k.id)).not.toContain(created.apiKey.id);
      const again = await apiError(apiKeys.revokeApiKey(agency.client, created.apiKey.id));
      expect([again.status, again.reason]).toEqual([404, 'API_KEY_NOT_FOUND']);
    });

    it("sees only its own account's records; another account cannot revoke it", async () => {
      const other = await newAgency(server());
      const { key, apiKey } = await apiKeys.createApiKey(other.client, { name: 'Other', scopes: ['students:read'] });
      expect((await agencyStudents.list(withKey(key))).students).toEqual([]);
      const refused = await apiError(apiKeys.revokeApiKey(agency.client, apiKey.id));
      expect([refused.status, refused.reason]).toEqual([404, 'API_KEY_NOT_FOUND']);
    });

    it('is for agencies and universities, with a name and at least one known scope', async () => {
      const { client: student } = await newStudent(server());
      expect((await apiError(apiKeys.listApiKeys(student))).status).toBe(403);
      const university = await demoClient(server(), 'UNIVERSITY');
      const { apiKey } = await apiKeys.createApiKey(university, { name: 'Admissions', scopes: ['applications:read'] });
      expect(apiKey.scopes).toEqual(['applications:read']);

      const bad = await apiError(
        apiKeys.createApiKey(agency.client, { name: ' ', scopes: ['students:delete' as never] }),
      );
      expect(bad.status).toBe(400);
      expect(bad.errors.map((e) => [e.field, e.message])).toEqual([
        ['name', 'Please give the key a name'],
        ['scopes.0', 'Unknown scope'],
      ]);
      const none = await apiError(apiKeys.createApiKey(agency.client, { name: 'Nothing', scopes: [] }));
      expect(none.errors.map((e) => e.message)).toEqual(['Please choose what the key may do']);
    });

    it('is limited per key, and every call is in the audit log', async () => {
      const { key, apiKey } = await apiKeys.createApiKey(agency.client, { name: 'Busy', scopes: ['students:read'] });
      const busy = withKey(key);
      for (let i = 0; i < CALLS_PER_MINUTE; i++) await agencyStudents.list(busy);
      const limited = await apiError(agencyStudents.list(busy));
      expect([limited.status, limited.reason]).toEqual([429, 'TOO_MANY_API_KEY_CALLS']);
      // Another key of the same account has its own allowance.
      const fresh = await apiKeys.createApiKey(agency.client, { name: 'Fresh', scopes: ['students:read'] });
      await agencyStudents.list(withKey(fresh.key));

      const admin = await adminClient(server());
      const { entries } = await audit.list(admin, { entity: 'api_key', limit: 100 });
      const uses = entries.filter((e) => e.entityId === apiKey.id && e.action === 'use');
      expect(uses).toHaveLength(CALLS_PER_MINUTE);
      expect(uses[0]).toMatchObject({ label: 'GET /api/students', actorEmail: agency.user.email });
      expect(entries.find((e) => e.entityId === apiKey.id && e.action === 'create')).toMatchObject({ label: 'Busy' });
    });
  },
  { API_KEY_CALLS_PER_MINUTE: String(CALLS_PER_MINUTE) },
);
