import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as dashboard from '#sdk/resources/admin-dashboard';
import * as adminUsers from '#sdk/resources/admin-users';
import * as auth from '#sdk/resources/auth';
import * as universities from '#sdk/resources/universities';
import { USER_TYPES } from '#sdk/schemas/enums';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('admin dashboard', (server) => {
  let admin: Client;
  beforeAll(async () => {
    admin = server().client();
    await auth.login(admin, { email: 'admin@test.local', password: 'admin-password' });
  });

  it('counts users by type, applications by status, the new of this week and the catalogue, as they are', async () => {
    const before = (await dashboard.retrieve(admin)).dashboard;
    for (const type of USER_TYPES)
      expect(before.usersByType[type]).toBe((await adminUsers.list(admin, { userType: type })).pagination.total);
    expect(before.catalogue.universities).toBe((await universities.list(admin)).pagination.total);
    expect(before.catalogue.featured).toBe((await universities.list(admin, { featured: true })).pagination.total);
    expect(Object.values(before.applicationsByStatus).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    await auth.register(server().client(), {
      email: uniqueEmail('dash'),
      password: 'secret-password',
      userType: 'STUDENT',
    });
    const after = (await dashboard.retrieve(admin)).dashboard;
    expect(after.usersByType.STUDENT).toBe(before.usersByType.STUDENT + 1);
    expect(after.newThisWeek.users).toBe(before.newThisWeek.users + 1);
  });

  it('is for admins only', async () => {
    expect((await apiError(dashboard.retrieve(server().client()))).status).toBe(401);
    const student = server().client();
    await auth.register(student, { email: uniqueEmail('dash-s'), password: 'secret-password', userType: 'STUDENT' });
    expect((await apiError(dashboard.retrieve(student))).status).toBe(403);
  });
});
