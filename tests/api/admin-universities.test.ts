import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as audit from '#sdk/resources/admin-audit';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as auth from '#sdk/resources/auth';
import * as applications from '#sdk/resources/student-applications';
import * as universities from '#sdk/resources/universities';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { blobOf, pdfBytes, pngBytes } from '#tests/support/files.ts';
import { newStudent, storedFiles } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('admin universities', (server) => {
  let admin: Client;

  beforeAll(async () => {
    admin = server().client();
    await auth.login(admin, { email: 'admin@test.local', password: 'admin-password' });
  });

  const marker = () => `Zed${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const create = async (name = `${marker()} University`, extra = {}) =>
    (await adminUniversities.create(admin, { name, country: 'Netherlands', city: 'Delft', ...extra })).university;
  /** A university with one application on it. */
  const withApplication = async (name?: string) => {
    const university = await create(name);
    const { client } = await newStudent(server());
    await applications.create(client, {
      universityId: university.id,
      programName: 'Physics',
      degreeLevel: "Master's Degree",
    });
    return university;
  };

  it('creates a university with the form rules of spec part 2, 5', async () => {
    const name = `${marker()} Institute`;
    const university = await create(name, {
      website: 'https://example.edu',
      email: 'info@example.edu',
      specialties: 'Engineering, Design',
      qsRank: '120',
      applicationFee: 75,
    });
    expect(university).toMatchObject({
      name,
      country: 'Netherlands',
      city: 'Delft',
      specialties: ['Engineering', 'Design'],
      featured: false,
      qsRank: 120,
      applicationFee: 75,
      programCount: 0,
    });
    const missing = await apiError(adminUniversities.create(admin, { name: ' ', country: '', city: '' } as never));
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual([
      { field: 'name', message: 'University name is required' },
      { field: 'country', message: 'Country is required' },
      { field: 'city', message: 'City is required' },
    ]);
    const bad = await apiError(
      adminUniversities.create(admin, { name: 'X', country: 'Italy', city: 'Rome', website: 'not a url', email: 'no' }),
    );
    expect(bad.errors.map((e) => e.field)).toEqual(['website', 'email']);
  });

  it('lists with search, country and featured filters, page size 10, each with its applications', async () => {
    const name = `${marker()} Polytechnic`;
    const university = await withApplication(name);
    const { universities: found, pagination } = await adminUniversities.list(admin, { search: name });
    expect(pagination).toMatchObject({ page: 1, limit: 10, total: 1, pages: 1 });
    expect(found[0]).toMatchObject({ id: university.id, name, _count: { applications: 1 } });
    expect((await adminUniversities.list(admin, { search: name, country: 'Italy' })).pagination.total).toBe(0);
    expect((await adminUniversities.list(admin, { search: name, featured: true })).pagination.total).toBe(0);
    const all = await adminUniversities.list(admin);
    expect(all.universities).toHaveLength(10);
    expect(all.pagination.pages).toBe(Math.ceil(all.pagination.total / 10));
  });

  it('edits only the fields sent, and the public catalogue shows the change at once', async () => {
    const university = await create();
    await universities.retrieve(server().client(), university.id);
    const renamed = `${marker()} Renamed`;
    const { university: edited } = await adminUniversities.update(admin, university.id, {
      name: renamed,
      featured: true,
    });
    expect(edited).toMatchObject({ name: renamed, city: 'Delft', featured: true });
    expect((await universities.retrieve(server().client(), university.id)).university.name).toBe(renamed);
    const featured = await universities.list(server().client(), { featured: true, search: renamed });
    expect(featured.universities.map((u) => u.id)).toEqual([university.id]);
    const error = await apiError(adminUniversities.update(admin, university.id, { name: '' }));
    expect(error.errors).toEqual([{ field: 'name', message: 'University name is required' }]);
    expect((await apiError(adminUniversities.update(admin, 2_000_000_000, { city: 'Rome' }))).status).toBe(404);
  });

  it('deletes a university without applications, and refuses one with applications (409)', async () => {
    const free = await create();
    expect(await adminUniversities.remove(admin, free.id)).toEqual({ success: true });
    expect((await apiError(universities.retrieve(server().client(), free.id))).status).toBe(404);
    expect((await apiError(adminUniversities.remove(admin, free.id))).status).toBe(404);

    const busy = await withApplication();
    const refused = await apiError(adminUniversities.remove(admin, busy.id));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('This university cannot be deleted because it has applications');
    expect((await universities.retrieve(server().client(), busy.id)).university.id).toBe(busy.id);
  });

  it('uploads an image checked by content and size, serves it, and replaces the old file', async () => {
    const university = await create();
    const before = storedFiles(server(), 'images').length;
    const { imageUrl } = await adminUniversities.uploadImage(admin, university.id, blobOf(pngBytes()), 'campus.png');
    expect(imageUrl).toMatch(new RegExp(`^/api/universities/${university.id}/image\\?v=`));
    const served = await fetch(`${server().url}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pngBytes());
    expect((await universities.retrieve(server().client(), university.id)).university.imageUrl).toBe(imageUrl);
    expect(storedFiles(server(), 'images')).toHaveLength(before + 1);

    const second = await adminUniversities.uploadImage(admin, university.id, blobOf(pngBytes()), 'again.png');
    expect(second.imageUrl).not.toBe(imageUrl);
    expect(storedFiles(server(), 'images')).toHaveLength(before + 1);

    const notImage = await apiError(adminUniversities.uploadImage(admin, university.id, blobOf(pdfBytes()), 'x.png'));
    expect(notImage.status).toBe(415);
    expect(notImage.message).toBe('Please select an image file');
    const big = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await apiError(adminUniversities.uploadImage(admin, university.id, blobOf(big), 'big.png'));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.message).toBe('Image file must be smaller than 5MB');
    expect((await apiError(adminUniversities.uploadImage(admin, 2_000_000_000, blobOf(pngBytes())))).status).toBe(404);

    await adminUniversities.remove(admin, university.id);
    expect(storedFiles(server(), 'images')).toHaveLength(before);
    expect((await fetch(`${server().url}${second.imageUrl}`)).status).toBe(404);
  });

  it('features and unfeatures in bulk, skipping unknown ids', async () => {
    const [a, b] = [await create(), await create()];
    const result = await adminUniversities.bulkAction(admin, {
      action: 'feature',
      universityIds: [a.id, b.id, 2_000_000_000],
    });
    expect(result).toEqual({
      action: 'feature',
      affected: 2,
      skipped: [{ id: 2_000_000_000, reason: 'University not found' }],
    });
    const home = await universities.list(server().client(), { featured: true, limit: 100 });
    expect(home.universities.map((u) => u.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    await adminUniversities.bulkAction(admin, { action: 'unfeature', universityIds: [a.id] });
    const after = await adminUniversities.list(admin, { featured: true, limit: 100 });
    expect(after.universities.map((u) => u.id)).not.toContain(a.id);
    expect(after.universities.map((u) => u.id)).toContain(b.id);
  });

  it('refuses an empty or unknown bulk action with the spec message', async () => {
    const empty = await apiError(adminUniversities.bulkAction(admin, { action: 'feature', universityIds: [] }));
    expect(empty.status).toBe(400);
    expect(empty.errors).toEqual([{ field: 'universityIds', message: 'Please select universities first' }]);
    const unknown = await apiError(
      adminUniversities.bulkAction(admin, { action: 'explode', universityIds: [1] } as never),
    );
    expect(unknown.errors[0]).toEqual({ field: 'action', message: 'Unknown bulk action' });
  });

  it('bulk-deletes as a whole: refused when any chosen university has applications, naming it', async () => {
    const free = await create();
    const busyName = `${marker()} Busy`;
    const busy = await withApplication(busyName);
    const refused = await apiError(
      adminUniversities.bulkAction(admin, { action: 'delete', universityIds: [free.id, busy.id] }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(`These universities cannot be deleted because they have applications: ${busyName}`);
    expect((await universities.retrieve(server().client(), free.id)).university.id).toBe(free.id);

    const other = await create();
    const done = await adminUniversities.bulkAction(admin, { action: 'delete', universityIds: [free.id, other.id] });
    expect(done).toMatchObject({ action: 'delete', affected: 2, skipped: [] });
    expect((await apiError(universities.retrieve(server().client(), other.id))).status).toBe(404);
  });

  it('records every change in the audit log: who, what, before and after, one batch per bulk action', async () => {
    const university = await create();
    await adminUniversities.update(admin, university.id, { city: 'Leiden' });
    await adminUniversities.bulkAction(admin, { action: 'feature', universityIds: [university.id] });
    await adminUniversities.remove(admin, university.id);
    const { entries } = await audit.list(admin, { entity: 'university', limit: 100 });
    const mine = entries.filter((e) => e.entityId === university.id);
    expect(mine.map((e) => e.action)).toEqual(['delete', 'feature', 'update', 'create']);
    expect(mine.every((e) => e.actorEmail === 'admin@test.local' && e.label === university.name)).toBe(true);
    expect(mine[2]).toMatchObject({ before: { city: 'Delft' }, after: { city: 'Leiden' }, batchId: null });
    expect(mine[1]).toMatchObject({
      before: { featured: false },
      after: { featured: true },
      batchId: expect.any(String),
    });
  });

  it('is for admins only: 401 without a token, 403 for other types', async () => {
    const other = server().client();
    await auth.register(other, { email: uniqueEmail('uni-user'), password: 'secret-password', userType: 'UNIVERSITY' });
    const calls = (client: Client) => [
      adminUniversities.list(client),
      adminUniversities.create(client, { name: 'X', country: 'Italy', city: 'Rome' }),
      adminUniversities.update(client, 1, { city: 'Rome' }),
      adminUniversities.remove(client, 1),
      adminUniversities.uploadImage(client, 1, blobOf(pngBytes())),
      adminUniversities.bulkAction(client, { action: 'feature', universityIds: [1] }),
      audit.list(client),
    ];
    for (const error of await Promise.all(calls(server().client()).map(apiError))) expect(error.status).toBe(401);
    for (const error of await Promise.all(calls(other).map(apiError))) expect(error.status).toBe(403);
  });
});
