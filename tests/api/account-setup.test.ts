import { expect, it } from 'vitest';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as universityClaims from '#sdk/resources/admin-university-claims';
import * as auth from '#sdk/resources/auth';
import * as meta from '#sdk/resources/meta';
import * as universities from '#sdk/resources/universities';
import * as universityProfile from '#sdk/resources/university-profile';
import type { RegisterPayload } from '#sdk/schemas/auth';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('account setup', (server) => {
  const signedUp = async (userType: RegisterPayload['userType']) => {
    const client = server().client();
    await auth.register(client, {
      email: uniqueEmail(`setup-${userType.toLowerCase()}`),
      password: 'secret-password',
      userType,
    });
    return client;
  };

  it('lists the demo accounts when the server runs with demo data', async () => {
    const { accounts } = await meta.demoAccounts(server().client());
    expect(accounts).toEqual(DEMO_ACCOUNTS.map(({ userType, email, password }) => ({ userType, email, password })));
  });

  it('sets up an agency with a slug from its name, completes the profile, and refuses a second setup', async () => {
    const client = await signedUp('AGENCY');
    const { agency } = await agencyProfile.setup(client, {
      name: 'Nile Bridge Education',
      country: 'Germany',
      city: 'Berlin',
      phone: '+49 30 1234567',
      website: 'https://nile-bridge.example.com',
      companyDescription: 'Advising students from Egypt.',
      subscriptionTier: 'PROFESSIONAL',
    });
    expect(agency).toMatchObject({
      name: 'Nile Bridge Education',
      country: 'Germany',
      city: 'Berlin',
      subscriptionTier: 'PROFESSIONAL',
      subscriptionActive: true,
      agencySlug: expect.stringMatching(/^nile-bridge-education(-\d+)?$/),
      logoUrl: null,
      _count: { students: 0, applications: 0 },
    });
    const me = await auth.me(client);
    expect(me.user.profileComplete).toBe(true);
    expect(me.user.agency).toMatchObject({
      id: agency.id,
      name: 'Nile Bridge Education',
      agencySlug: agency.agencySlug,
    });
    expect((await agencyProfile.retrieve(client)).agency).toEqual(agency);

    const again = await apiError(agencyProfile.setup(client, { name: 'Other', country: 'France' }));
    expect(again.status).toBe(409);
    expect(again.message).toBe('The agency profile has already been set up');
  });

  it('gives agencies of the same name different slugs', async () => {
    const [first, second] = await Promise.all([signedUp('AGENCY'), signedUp('AGENCY')]);
    const a = (await agencyProfile.setup(first, { name: 'Twin Name Agency', country: 'Spain' })).agency;
    const b = (await agencyProfile.setup(second, { name: 'Twin Name Agency', country: 'Spain' })).agency;
    expect(a.agencySlug).not.toBe(b.agencySlug);
    expect(b.agencySlug.startsWith('twin-name-agency')).toBe(true);
  });

  it('refuses bad agency setups with 400 and the spec messages', async () => {
    const client = await signedUp('AGENCY');
    const error = await apiError(
      agencyProfile.setup(client, { name: ' ', country: 'Atlantis' as 'Germany', website: 'nope', phone: 'abc' }),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([
      { field: 'name', message: 'Agency name is required' },
      { field: 'country', message: 'Country is required' },
      { field: 'phone', message: 'Please enter a valid phone number' },
      { field: 'website', message: 'Please enter a valid website URL' },
    ]);
  });

  it('updates the agency profile and keeps the slug', async () => {
    const client = await signedUp('AGENCY');
    const { agency } = await agencyProfile.setup(client, { name: 'Update Me Agency', country: 'Italy' });
    const updated = (await agencyProfile.update(client, { city: 'Rome', name: 'Updated Agency' })).agency;
    expect(updated).toMatchObject({
      name: 'Updated Agency',
      city: 'Rome',
      country: 'Italy',
      agencySlug: agency.agencySlug,
    });
    expect((await apiError(agencyProfile.update(client, { country: 'Mars' as 'Italy' }))).errors).toEqual([
      { field: 'country', message: 'Country is required' },
    ]);
  });

  it('lets only agencies set up agencies, and answers 404 before setup', async () => {
    expect(
      (await apiError(agencyProfile.setup(server().client(), { name: 'X Agency', country: 'Italy' }))).status,
    ).toBe(401);
    expect(
      (await apiError(agencyProfile.setup(await signedUp('STUDENT'), { name: 'X Agency', country: 'Italy' }))).status,
    ).toBe(403);
    expect((await apiError(agencyProfile.retrieve(await signedUp('AGENCY')))).status).toBe(404);
  });

  it('sets up a university as a claim; once an admin approves it, the new entry is owned by the account', async () => {
    const client = await signedUp('UNIVERSITY');
    const name = `Setup Test University ${Date.now()}`;
    const { claim } = await universityProfile.setup(client, {
      name,
      country: 'Austria',
      city: 'Graz',
      website: 'https://setup-test.example.at',
      email: 'Admissions@Setup-Test.example.at',
      description: 'A new university.',
    });
    expect(claim).toMatchObject({
      name,
      status: 'PENDING',
      country: 'Austria',
      city: 'Graz',
      email: 'admissions@setup-test.example.at',
      university: null,
    });
    const pending = await auth.me(client);
    expect(pending.user).toMatchObject({
      profileComplete: true,
      university: null,
      universityClaim: { status: 'PENDING', rejectionReason: null },
    });
    expect((await universities.list(server().client(), { search: name })).universities).toEqual([]);
    const refused = await apiError(universityProfile.retrieve(client));
    expect([refused.status, refused.message]).toEqual([403, 'Your university account is pending verification']);

    const admin = DEMO_ACCOUNTS.find((a) => a.userType === 'ADMIN')!;
    const adminClient = server().client();
    await auth.login(adminClient, admin);
    const approved = (await universityClaims.approve(adminClient, claim.id)).claim;
    expect(approved.status).toBe('APPROVED');
    const university = (await universityProfile.retrieve(client)).university;
    expect(approved.university).toEqual({ id: university.id, name });
    expect(university).toMatchObject({ name, country: 'Austria', city: 'Graz', programCount: 0, specialties: [] });
    expect((await universities.retrieve(server().client(), university.id)).university.name).toBe(name);
    const me = await auth.me(client);
    expect(me.user.profileComplete).toBe(true);
    expect(me.user.university).toMatchObject({ id: university.id, name, city: 'Graz', country: 'Austria' });

    const updated = (await universityProfile.update(client, { city: 'Vienna' })).university;
    expect(updated).toMatchObject({ id: university.id, city: 'Vienna', name });
    expect(
      (await apiError(universityProfile.setup(client, { name: 'Twice', country: 'Austria', city: 'Graz' }))).status,
    ).toBe(409);
  });

  it('refuses bad university setups with 400 and the spec messages', async () => {
    const client = await signedUp('UNIVERSITY');
    const error = await apiError(
      universityProfile.setup(client, { name: '', country: '', city: '', website: 'ftp://x', email: 'not-an-email' }),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([
      { field: 'name', message: 'University name is required' },
      { field: 'country', message: 'Country is required' },
      { field: 'city', message: 'City is required' },
      { field: 'website', message: 'Please enter a valid website URL' },
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(
      (
        await apiError(
          universityProfile.setup(await signedUp('AGENCY'), { name: 'U', country: 'Austria', city: 'Graz' }),
        )
      ).status,
    ).toBe(403);
  });
});

describeApi(
  'demo accounts without demo data',
  (server) => {
    it('lists no demo accounts', async () => {
      expect(await meta.demoAccounts(server().client())).toEqual({ accounts: [] });
    });
  },
  { DEMO_DATA: '0' },
);
