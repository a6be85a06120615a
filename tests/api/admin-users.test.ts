import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as audit from '#sdk/resources/admin-audit';
import * as adminUsers from '#sdk/resources/admin-users';
import * as auth from '#sdk/resources/auth';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

const PASSWORD = 'secret-password';

describeApi('admin users', (server) => {
  let admin: Client;
  let adminId: number;

  beforeAll(async () => {
    admin = server().client();
    adminId = (await auth.login(admin, { email: 'admin@test.local', password: 'admin-password' })).user.id;
  });

  const registerNew = async (userType: 'STUDENT' | 'AGENCY' | 'UNIVERSITY' = 'STUDENT', label = 'person') => {
    const client = server().client();
    const email = uniqueEmail(label);
    const { user } = await auth.register(client, { email, password: PASSWORD, userType });
    return { client, email, id: user.id };
  };

  it('lists users newest first with pagination, page size 10 by default', async () => {
    const { email, id } = await registerNew('AGENCY', 'newest');
    const { users, pagination } = await adminUsers.list(admin);
    expect(users.length).toBeLessThanOrEqual(10);
    expect(pagination).toMatchObject({ page: 1, limit: 10 });
    expect(pagination.pages).toBe(Math.ceil(pagination.total / 10));
    expect(users[0]).toEqual({
      id,
      email,
      userType: 'AGENCY',
      isActive: true,
      lastLogin: null,
      createdAt: expect.any(String),
      agency: null,
      university: null,
    });
  });

  it('filters by user type, active state and search text', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const student = await registerNew('STUDENT', `${marker}-student`);
    const university = await registerNew('UNIVERSITY', `${marker}-uni`);

    const bySearch = await adminUsers.list(admin, { search: marker.toUpperCase(), limit: 100 });
    expect(bySearch.users.map((u) => u.id).sort()).toEqual([student.id, university.id].sort());
    expect(bySearch.pagination.total).toBe(2);

    const students = await adminUsers.list(admin, { search: marker, userType: 'STUDENT' });
    expect(students.users.map((u) => u.id)).toEqual([student.id]);

    const admins = await adminUsers.list(admin, { userType: 'ADMIN', limit: 100 });
    expect(admins.users.every((u) => u.userType === 'ADMIN')).toBe(true);
    expect(admins.users.some((u) => u.email === 'admin@test.local')).toBe(true);

    // LIKE wildcards in the search are taken literally.
    expect((await adminUsers.list(admin, { search: '%' })).pagination.total).toBe(0);
    expect((await adminUsers.list(admin, { search: '_' })).pagination.total).toBe(0);
  });

  it('deactivates a user: sessions end at once and sign-in is refused until activated again', async () => {
    const { client, email, id } = await registerNew('STUDENT', 'deactivated');
    const second = server().client();
    await auth.login(second, { email, password: PASSWORD });

    const { user } = await adminUsers.deactivate(admin, id);
    expect(user).toMatchObject({ id, email, isActive: false });

    for (const session of [client, second]) expect((await apiError(auth.me(session))).status).toBe(401);
    const refused = await apiError(auth.login(server().client(), { email, password: PASSWORD }));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('This account has been deactivated');

    const inactive = await adminUsers.list(admin, { isActive: false, search: email, limit: 100 });
    expect(inactive.users.map((u) => u.id)).toEqual([id]);
    const active = await adminUsers.list(admin, { isActive: true, search: email });
    expect(active.pagination.total).toBe(0);

    expect((await adminUsers.activate(admin, id)).user.isActive).toBe(true);
    const { entries } = await audit.list(admin, { entity: 'user', limit: 100 });
    expect(entries.filter((e) => e.entityId === id).map((e) => [e.action, e.before, e.after])).toEqual([
      ['activate', { isActive: false }, { isActive: true }],
      ['deactivate', { isActive: true }, { isActive: false }],
    ]);
    const again = await auth.login(server().client(), { email, password: PASSWORD });
    expect(again.user.isActive).toBe(true);
    // The sessions revoked by the deactivation stay revoked.
    expect((await apiError(auth.me(client))).status).toBe(401);
  });

  it('does not let an admin deactivate their own account', async () => {
    const error = await apiError(adminUsers.deactivate(admin, adminId));
    expect(error.status).toBe(409);
    expect(error.code).toBe('CONFLICT');
    expect((await auth.me(admin)).user.isActive).toBe(true);
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    expect((await apiError(adminUsers.deactivate(admin, 2_000_000_000))).status).toBe(404);
    expect((await apiError(adminUsers.activate(admin, 2_000_000_000))).status).toBe(404);
    for (const id of [0, -1, 1.5, 99_999_999_999]) {
      const error = await apiError(adminUsers.activate(admin, id));
      expect(error.status).toBe(400);
      expect(error.errors[0].field).toBe('id');
    }
  });

  it('validates the list query', async () => {
    for (const query of [{ limit: 101 }, { page: 0 }, { userType: 'WIZARD' }, { isActive: 'maybe' }]) {
      const error = await apiError(adminUsers.list(admin, query as never));
      expect(error.status).toBe(400);
      expect(error.errors.map((e) => e.field)).toEqual(Object.keys(query));
    }
  });

  it('is for admins only: 401 without a token, 403 for other types', async () => {
    const { client, id } = await registerNew('AGENCY', 'not-admin');
    expect((await apiError(adminUsers.list(server().client()))).status).toBe(401);
    expect((await apiError(adminUsers.deactivate(server().client(), id))).status).toBe(401);
    for (const call of [
      () => adminUsers.list(client),
      () => adminUsers.deactivate(client, id),
      () => adminUsers.activate(client, id),
    ]) {
      const error = await apiError(call());
      expect(error.status).toBe(403);
      expect(error.code).toBe('FORBIDDEN');
    }
    expect((await auth.me(client)).user.isActive).toBe(true);
  });
});
