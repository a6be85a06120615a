import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import * as universityClaims from '#sdk/resources/admin-university-claims';
import * as auth from '#sdk/resources/auth';
import * as universities from '#sdk/resources/universities';
import * as universityProfile from '#sdk/resources/university-profile';
import type { Database } from '#server/db/tables/database.ts';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { twoAdmins } from '#tests/support/review.ts';
import { openDatabase } from '#tests/support/students.ts';
import { demoClient } from '#tests/support/demo-sign-in.ts';
import { describeApi } from '#tests/support/suite.ts';
import type { Client } from '#sdk/client';

describeApi('university claims', (server) => {
  let admin: Client;
  let otherAdmin: Client;
  let db: Kysely<Database>;
  beforeAll(async () => {
    [admin, otherAdmin] = await twoAdmins(server());
    db = openDatabase(server());
  });
  afterAll(() => db?.destroy());

  const claimant = async (name = `Claim University ${Math.random().toString(36).slice(2, 8)}`) => {
    const client = server().client();
    await auth.register(client, { email: uniqueEmail('claim'), password: 'secret-password', userType: 'UNIVERSITY' });
    const { claim } = await universityProfile.setup(client, { name, country: 'Austria', city: 'Linz' });
    return { client, claim };
  };

  /** A catalogue entry no account owns yet. */
  const unownedEntry = async () =>
    db
      .selectFrom('universities')
      .select(['id', 'name'])
      .where('user_id', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('shows the account its pending claim, lists it for admins, and links it to an existing entry', async () => {
    const { client, claim } = await claimant();
    expect((await universityProfile.claim(client)).claim).toMatchObject({ id: claim.id, status: 'PENDING' });
    const { claims } = await universityClaims.list(admin, { status: 'PENDING' });
    expect(claims.map((c) => c.id)).toContain(claim.id);
    expect(claims.every((c) => c.status === 'PENDING')).toBe(true);
    expect(claims.find((c) => c.id === claim.id)?.accountEmail).toMatch(/^claim-/);

    const entry = await unownedEntry();
    const approved = (await universityClaims.approve(admin, claim.id, { universityId: entry.id })).claim;
    expect(approved).toMatchObject({ status: 'APPROVED', university: { id: entry.id, name: entry.name } });
    expect((await universityProfile.retrieve(client)).university.id).toBe(entry.id);
    expect((await auth.me(client)).user.university?.id).toBe(entry.id);
    expect((await apiError(universityClaims.approve(admin, claim.id))).message).toBe(
      'This claim has already been approved',
    );

    // An entry that has an account cannot be linked to another.
    const second = await claimant();
    const taken = await apiError(universityClaims.approve(admin, second.claim.id, { universityId: entry.id }));
    expect([taken.status, taken.message]).toEqual([409, 'This university is already linked to another account']);
    expect((await universityProfile.claim(second.client)).claim?.status).toBe('PENDING');
    expect(
      (await apiError(universityClaims.approve(admin, second.claim.id, { universityId: 99_999_999 }))).status,
    ).toBe(404);
  });

  it('keeps an unverified entry out of the catalogue and the account out of its profile', async () => {
    const name = `Unverified University ${Date.now()}`;
    const { client } = await claimant(name);
    expect((await universities.list(server().client(), { search: name })).universities).toEqual([]);
    const refused = await apiError(universityProfile.update(client, { city: 'Graz' }));
    expect([refused.status, refused.message]).toEqual([403, 'Your university account is pending verification']);
  });

  it('rejects with a reason the university sees; it may send corrected details again', async () => {
    const { client, claim } = await claimant();
    const empty = await apiError(universityClaims.reject(admin, claim.id, { reason: ' ' }));
    expect(empty.errors).toEqual([{ field: 'reason', message: 'Please give a reason the university will see' }]);
    await universityClaims.reject(admin, claim.id, { reason: 'We could not confirm you work for this university.' });
    const me = (await auth.me(client)).user;
    expect(me).toMatchObject({
      profileComplete: false,
      universityClaim: { status: 'REJECTED', rejectionReason: 'We could not confirm you work for this university.' },
    });
    expect((await apiError(universityProfile.retrieve(client))).message).toBe(
      'Your university account was not verified',
    );
    const resent = (await universityProfile.setup(client, { name: 'Corrected Name', country: 'Austria', city: 'Graz' }))
      .claim;
    expect(resent).toMatchObject({ id: claim.id, status: 'PENDING', name: 'Corrected Name', rejectionReason: null });
    expect(
      (await apiError(universityProfile.setup(client, { name: 'Again', country: 'Austria', city: 'Graz' }))).status,
    ).toBe(409);
  });

  it('lets one of two admins deciding at once win; the other gets a clear 409', async () => {
    const { claim } = await claimant();
    const results = await Promise.allSettled([
      universityClaims.approve(admin, claim.id),
      universityClaims.reject(otherAdmin, claim.id, { reason: 'No' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    const error = await apiError(Promise.reject(lost.reason));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(
      /^This claim has already been (approved|rejected)$|^The claim was decided by someone else/,
    );
  });

  it('lets only admins decide claims and only university accounts claim', async () => {
    const { claim } = await claimant();
    for (const role of ['STUDENT', 'AGENCY', 'UNIVERSITY'] as const) {
      const client = await demoClient(server(), role);
      expect((await apiError(universityClaims.list(client))).status).toBe(403);
      expect((await apiError(universityClaims.approve(client, claim.id))).status).toBe(403);
      expect((await apiError(universityClaims.reject(client, claim.id, { reason: 'x' }))).status).toBe(403);
    }
    const student = await demoClient(server(), 'STUDENT');
    expect((await apiError(universityProfile.claim(student))).status).toBe(403);
    expect((await apiError(universityClaims.approve(admin, 99_999_999))).status).toBe(404);
  });

  it('keeps the demo university linked to its entry', async () => {
    const demo = await demoClient(server(), 'UNIVERSITY');
    expect((await universityProfile.retrieve(demo)).university.id).toEqual(expect.any(Number));
  });
});
