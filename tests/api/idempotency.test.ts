import { beforeAll, expect, it } from 'vitest';
import { withOptions } from '#sdk/call-options';
import * as agencyStudents from '#sdk/resources/agency-students';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { apiError } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('Idempotency keys', (server) => {
  let agency: Awaited<ReturnType<typeof newAgency>>;
  const key = () => `create-${crypto.randomUUID()}`;
  const named = async (firstName: string) =>
    (await agencyStudents.list(agency.client, { search: firstName })).students.filter((s) => s.firstName === firstName);

  beforeAll(async () => {
    agency = await newAgency(server());
  });

  it('makes a POST once: the same request again answers the first answer, marked as replayed', async () => {
    const once = withOptions(agency.client, { idempotencyKey: key() });
    const payload = studentForm({ firstName: 'Onceonly' });
    const first = await agencyStudents.create(once, payload);
    const again = await once.fetchRaw('POST', '/students', { body: payload });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await again.json()).toEqual(first);
    expect(await agencyStudents.create(once, payload)).toEqual(first);
    expect((await named('Onceonly')).map((s) => s.id)).toEqual([first.student.id]);

    const fresh = await agency.client.fetchRaw('POST', '/students', { body: studentForm({ firstName: 'Twice' }) });
    expect(fresh.headers.get('idempotency-replayed')).toBeNull();
  });

  it('refuses the key with another request (409 IDEMPOTENCY_KEY_REUSED), and keeps each caller its own keys', async () => {
    const shared = key();
    await agencyStudents.create(
      withOptions(agency.client, { idempotencyKey: shared }),
      studentForm({ firstName: 'Keyholder' }),
    );
    const other = await apiError(
      agencyStudents.create(
        withOptions(agency.client, { idempotencyKey: shared }),
        studentForm({ firstName: 'Intruder' }),
      ),
    );
    expect([other.status, other.reason]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await named('Intruder')).toEqual([]);

    const otherAgency = await newAgency(server());
    const theirs = await agencyStudents.create(
      withOptions(otherAgency.client, { idempotencyKey: shared }),
      studentForm({ firstName: 'Keyholder' }),
    );
    expect((await agencyStudents.list(otherAgency.client)).students.map((s) => s.id)).toEqual([theirs.student.id]);
  });

  it('lets the key go when the request fails, so the corrected request is made', async () => {
    const retried = withOptions(agency.client, { idempotencyKey: key() });
    const refused = await apiError(agencyStudents.create(retried, studentForm({ firstName: '' })));
    expect(refused.status).toBe(400);
    await expect(agencyStudents.create(retried, studentForm({ firstName: '' }))).rejects.toMatchObject({ status: 400 });
    const made = await agencyStudents.create(retried, studentForm({ firstName: 'Corrected' }));
    expect((await named('Corrected')).map((s) => s.id)).toEqual([made.student.id]);
  });

  it('refuses a key that is empty, too long or not visible text (400 IDEMPOTENCY_KEY_INVALID)', async () => {
    for (const bad of ['', 'x'.repeat(256), 'two words']) {
      const refused = await apiError(
        agencyStudents.create(withOptions(agency.client, { idempotencyKey: bad }), studentForm()),
      );
      expect([refused.status, refused.reason], JSON.stringify(bad)).toEqual([400, 'IDEMPOTENCY_KEY_INVALID']);
    }
  });
});
