import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import type { AdminAgencyCreate } from '#sdk/schemas/agency';
import * as audit from '#sdk/resources/admin-audit';
import * as adminAgencies from '#sdk/resources/admin-agencies';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as auth from '#sdk/resources/auth';
import * as leads from '#sdk/resources/leads';
import * as publicAgencies from '#sdk/resources/public-agencies';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

const PASSWORD = 'agency-password';

describeApi('admin agencies', (server) => {
  let admin: Client;

  beforeAll(async () => {
    admin = server().client();
    await auth.login(admin, { email: 'admin@test.local', password: 'admin-password' });
  });

  const marker = () => `Zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const create = async (extra: Partial<AdminAgencyCreate> = {}) => {
    const email = uniqueEmail('agency');
    const { agency } = await adminAgencies.create(admin, {
      email,
      password: PASSWORD,
      name: `${marker()} Agency`,
      country: 'Germany',
      ...extra,
    });
    return { agency, email };
  };
  const signInAs = async (email: string) => {
    const client = server().client();
    await auth.login(client, { email, password: PASSWORD });
    return client;
  };

  it('creates an agency with its sign-in account in one go', async () => {
    const { agency, email } = await create({
      city: 'Berlin',
      subscriptionTier: 'PROFESSIONAL',
      website: 'https://a.de',
    });
    expect(agency).toMatchObject({
      country: 'Germany',
      city: 'Berlin',
      subscriptionTier: 'PROFESSIONAL',
      subscriptionActive: true,
      user: { email },
      _count: { students: 0, activeStudents: 0, applications: 0 },
      totalRevenueGenerated: 0,
    });
    expect(agency.agencySlug).toMatch(/^zq[a-z0-9-]+-agency$/);
    const client = await signInAs(email);
    expect((await auth.me(client)).user).toMatchObject({ userType: 'AGENCY', agency: { name: agency.name } });

    const taken = await apiError(
      adminAgencies.create(admin, { email, password: PASSWORD, name: 'Other', country: 'Italy' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.message).toBe('An account with this email already exists');
    // Nothing half-made: the refused create left no second agency behind.
    expect((await adminAgencies.list(admin, { search: email })).pagination.total).toBe(1);
  });

  it('validates the form with the spec messages', async () => {
    const error = await apiError(
      adminAgencies.create(admin, { email: 'nope', password: '123', name: '', country: '' } as never),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([
      { field: 'email', message: 'Invalid email address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
      { field: 'name', message: 'Agency name is required' },
      { field: 'country', message: 'Country is required' },
    ]);
    const website = await apiError(
      adminAgencies.create(admin, {
        email: uniqueEmail('a'),
        password: PASSWORD,
        name: 'A',
        country: 'Spain',
        website: 'nope',
      }),
    );
    expect(website.errors).toEqual([{ field: 'website', message: 'Please enter a valid website URL' }]);
  });

  it('lists with filters, page size 10, and figures over all agencies', async () => {
    const name = `${marker()} Filtered`;
    const { agency } = await create({ name, country: 'Portugal', subscriptionTier: 'ENTERPRISE' });
    const found = await adminAgencies.list(admin, { search: name });
    expect(found.agencies.map((a) => a.id)).toEqual([agency.id]);
    expect(found.pagination).toMatchObject({ page: 1, limit: 10, total: 1, pages: 1 });
    expect((await adminAgencies.list(admin, { search: name, country: 'Spain' })).pagination.total).toBe(0);
    expect((await adminAgencies.list(admin, { search: name, subscriptionTier: 'STARTER' })).pagination.total).toBe(0);
    expect((await adminAgencies.list(admin, { search: name, status: 'inactive' })).pagination.total).toBe(0);
    expect((await adminAgencies.list(admin, { search: name, status: 'active' })).pagination.total).toBe(1);

    // The figures count every agency, not the page or the filter.
    const all = await adminAgencies.list(admin, { limit: 100 });
    const { stats } = found;
    expect(stats.total).toBe(all.pagination.total);
    expect(stats.activeSubscriptions).toBe(all.agencies.filter((a) => a.subscriptionActive).length);
    expect(stats.professionalPlus).toBe(all.agencies.filter((a) => a.subscriptionTier !== 'STARTER').length);
    expect(stats.countries).toBe(new Set(all.agencies.map((a) => a.country)).size);
    const bad = await apiError(adminAgencies.list(admin, { status: 'sleeping' } as never));
    expect(bad.errors[0]).toEqual({ field: 'status', message: 'Status is active or inactive' });
  });

  it('edits without touching e-mail or password', async () => {
    const { agency, email } = await create();
    const { agency: edited } = await adminAgencies.update(admin, agency.id, {
      city: 'Hamburg',
      subscriptionTier: 'ENTERPRISE',
      email: 'other@example.com',
    } as never);
    expect(edited).toMatchObject({ city: 'Hamburg', subscriptionTier: 'ENTERPRISE', user: { email } });
    await signInAs(email);
    const error = await apiError(adminAgencies.update(admin, agency.id, { name: '' }));
    expect(error.errors).toEqual([{ field: 'name', message: 'Agency name is required' }]);
    expect((await apiError(adminAgencies.update(admin, 2_000_000_000, { city: 'X' }))).status).toBe(404);
  });

  it('deactivating signs the agency out, refuses its sign-in and stops its widgets; activating undoes it', async () => {
    const { agency, email } = await create();
    const client = await signInAs(email);
    const result = await adminAgencies.bulkAction(admin, {
      action: 'deactivate',
      agencyIds: [agency.id, 2_000_000_000],
    });
    expect(result).toEqual({
      action: 'deactivate',
      affected: 1,
      skipped: [{ id: 2_000_000_000, reason: 'Agency not found' }],
    });
    expect((await apiError(auth.me(client))).status).toBe(401);
    const refused = await apiError(auth.login(server().client(), { email, password: PASSWORD }));
    expect(refused.message).toBe('This account has been deactivated');
    expect((await publicAgencies.retrieve(server().client(), agency.agencySlug)).agency.accepting).toBe(false);
    const lead = await apiError(
      leads.create(server().client(), {
        kind: 'consultation',
        agencySlug: agency.agencySlug,
        name: 'Visitor',
        email: uniqueEmail('visitor'),
      }),
    );
    expect(lead.status).toBe(403);
    expect(lead.message).toBe(`${agency.name} is not accepting requests at the moment`);

    await adminAgencies.bulkAction(admin, { action: 'activate', agencyIds: [agency.id] });
    await signInAs(email);
    expect((await publicAgencies.retrieve(server().client(), agency.agencySlug)).agency.accepting).toBe(true);
  });

  it('deletes an agency without students, refuses one with students (409), bulk delete as a whole', async () => {
    const free = await create();
    expect(await adminAgencies.remove(admin, free.agency.id)).toEqual({ success: true });
    expect((await apiError(auth.login(server().client(), { email: free.email, password: PASSWORD }))).status).toBe(401);
    expect((await apiError(adminAgencies.remove(admin, free.agency.id))).status).toBe(404);

    const busy = await create();
    await agencyStudents.create(await signInAs(busy.email), {
      firstName: 'Omar',
      lastName: 'Said',
      email: uniqueEmail('omar'),
    });
    const refused = await apiError(adminAgencies.remove(admin, busy.agency.id));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('This agency cannot be deleted because it has students or applications');

    const other = await create();
    const bulk = await apiError(
      adminAgencies.bulkAction(admin, { action: 'delete', agencyIds: [other.agency.id, busy.agency.id] }),
    );
    expect(bulk.status).toBe(409);
    expect(bulk.message).toBe(
      `These agencies cannot be deleted because they have students or applications: ${busy.agency.name}`,
    );
    expect((await adminAgencies.list(admin, { search: other.agency.name })).pagination.total).toBe(1);
    const empty = await apiError(adminAgencies.bulkAction(admin, { action: 'delete', agencyIds: [] }));
    expect(empty.errors).toEqual([{ field: 'agencyIds', message: 'Please select agencies first' }]);
  });

  it('records creates, edits, deactivations and deletes in the audit log', async () => {
    const { agency } = await create();
    await adminAgencies.update(admin, agency.id, { city: 'Bonn' });
    await adminAgencies.bulkAction(admin, { action: 'deactivate', agencyIds: [agency.id] });
    await adminAgencies.remove(admin, agency.id);
    const { entries } = await audit.list(admin, { entity: 'agency', limit: 100 });
    const mine = entries.filter((e) => e.entityId === agency.id);
    expect(mine.map((e) => e.action)).toEqual(['delete', 'deactivate', 'update', 'create']);
    expect(mine[2]).toMatchObject({ before: { city: null }, after: { city: 'Bonn' } });
    expect(JSON.stringify(mine[3].after)).not.toContain(PASSWORD);
  });

  it('is for admins only: 401 without a token, 403 for other types', async () => {
    const { email } = await create();
    const agencyClient = await signInAs(email);
    const calls = (client: Client) => [
      adminAgencies.list(client),
      adminAgencies.create(client, { email: uniqueEmail('x'), password: PASSWORD, name: 'X', country: 'Italy' }),
      adminAgencies.update(client, 1, { city: 'Rome' }),
      adminAgencies.remove(client, 1),
      adminAgencies.bulkAction(client, { action: 'activate', agencyIds: [1] }),
    ];
    for (const error of await Promise.all(calls(server().client()).map(apiError))) expect(error.status).toBe(401);
    for (const error of await Promise.all(calls(agencyClient).map(apiError))) expect(error.status).toBe(403);
  });
});
