import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import * as auth from '#sdk/resources/auth';
import * as students from '#sdk/resources/agency-students';
import type { Database } from '#server/db/tables/database.ts';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { fillWithStudents, newAgency, studentForm } from '#tests/support/agencies.ts';
import { clientFromPage, demoClient, openDatabase } from '#tests/support/embed-fixtures.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('agency students', (server) => {
  let db: Kysely<Database>;
  beforeAll(() => {
    db = openDatabase(server());
  });
  afterAll(() => db?.destroy());

  const fillPlan = (agencyId: number, count: number) => fillWithStudents(db, agencyId, count);

  it('adds a student with the form\u2019s fields, trimmed, with empty optional fields left out', async () => {
    const { client } = await newAgency(server());
    const form = studentForm({ firstName: '  Omar ', nationality: ' ', passportNumber: '' });
    const { student } = await students.create(client, form);
    expect(student).toMatchObject({
      firstName: 'Omar',
      lastName: 'Khalil',
      email: form.email,
      nationality: null,
      passportNumber: null,
      gpa: 3.6,
      englishProficiency: 'IELTS 6.5-7.0',
      budgetRange: '€10,000 - €20,000',
      currentEducationLevel: 'High School',
      isActive: true,
      _count: { applications: 0, documents: 0 },
    });
    expect(student.profileCompletionScore).toBeGreaterThan(0);
    expect((await students.retrieve(client, student.id)).student).toEqual(student);
  });

  it('refuses bad input with the spec\u2019s messages', async () => {
    const { client } = await newAgency(server());
    const error = await apiError(
      students.create(client, {
        firstName: ' ',
        lastName: '',
        email: 'not-an-address',
        phone: '12',
        gpa: 4.5,
        dateOfBirth: '2999-01-01',
        preferredStartDate: '2001-01-01',
      }),
    );
    expect(error.status).toBe(400);
    expect(Object.fromEntries(error.errors.map((e) => [e.field, e.message]))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is invalid',
      phone: 'Please enter a valid phone number',
      gpa: 'GPA must be a number between 0 and 4',
      dateOfBirth: 'Date of birth cannot be in the future',
      preferredStartDate: 'Preferred start date cannot be in the past',
    });
    const missing = await apiError(students.create(client, { firstName: 'A', lastName: 'B' } as never));
    expect(missing.errors).toEqual([{ field: 'email', message: 'Email is required' }]);
    const enums = await apiError(students.create(client, studentForm({ budgetRange: 'Lots' as never })));
    expect(enums.errors).toEqual([{ field: 'budgetRange', message: 'Please choose a budget range' }]);
  });

  it('refuses a second student with the same e-mail in one agency', async () => {
    const { client } = await newAgency(server());
    const form = studentForm();
    await students.create(client, form);
    const error = await apiError(students.create(client, { ...form, email: form.email.toUpperCase() }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('A student with this email already exists in your agency');
  });

  it('searches all pages on the server, filters by status and nationality, and counts over every student', async () => {
    const { client } = await newAgency(server());
    for (let i = 0; i < 11; i++)
      await students.create(client, studentForm({ firstName: `Page${i}`, nationality: i % 2 ? 'Egypt' : 'Morocco' }));
    const special = (
      await students.create(client, studentForm({ firstName: 'Yasmin', lastName: 'Farouk', nationality: 'Tunisia' }))
    ).student;
    await students.deactivate(client, special.id);

    const first = await students.list(client, { page: 1, limit: 10 });
    expect(first.students).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.stats).toEqual({ total: 12, active: 11, countries: 3, addedThisMonth: 12 });
    expect(first.plan).toEqual({ tier: 'STARTER', used: 11, cap: 50 });
    // The newest first: the one found by search is on no page but the first.
    expect(first.students[0].id).toBe(special.id);

    expect((await students.list(client, { search: 'yasmin farouk' })).students.map((s) => s.id)).toEqual([special.id]);
    expect((await students.list(client, { search: 'TUNIS' })).students.map((s) => s.id)).toEqual([special.id]);
    expect((await students.list(client, { search: special.email! })).students).toHaveLength(1);
    expect((await students.list(client, { search: 'Page0' })).students.map((s) => s.firstName)).toEqual(['Page0']);
    expect((await students.list(client, { status: 'inactive' })).pagination.total).toBe(1);
    expect((await students.list(client, { status: 'active' })).pagination.total).toBe(11);
    expect((await students.list(client, { nationality: 'egypt' })).pagination.total).toBe(5);
    expect((await students.list(client, { search: '100%' })).pagination.total).toBe(0);

    const bad = await apiError(students.list(client, { status: 'gone' as never }));
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual([{ field: 'status', message: 'Status must be active or inactive' }]);
  });

  it('edits, deactivates and reactivates through PUT isActive', async () => {
    const { client } = await newAgency(server());
    const { student } = await students.create(client, studentForm());
    const edited = await students.update(client, student.id, { careerGoals: ' Architect ', phone: '' });
    expect(edited.student).toMatchObject({ careerGoals: 'Architect', phone: null, firstName: 'Omar' });
    expect((await students.deactivate(client, student.id)).student.isActive).toBe(false);
    expect((await students.retrieve(client, student.id)).student.isActive).toBe(false);
    expect((await students.update(client, student.id, { isActive: true })).student.isActive).toBe(true);
    const error = await apiError(students.update(client, student.id, { gpa: -1 }));
    expect(error.errors).toEqual([{ field: 'gpa', message: 'GPA must be a number between 0 and 4' }]);
  });

  it('shows and changes only the agency\u2019s own students, and only to agencies', async () => {
    const owner = await newAgency(server());
    const other = await newAgency(server());
    const { student } = await students.create(owner.client, studentForm());
    for (const call of [
      () => students.retrieve(other.client, student.id),
      () => students.update(other.client, student.id, { firstName: 'Stolen' }),
      () => students.deactivate(other.client, student.id),
    ]) {
      const error = await apiError(call());
      expect(error.status).toBe(404);
      expect(error.message).toBe('Student not found');
    }
    expect((await students.list(other.client, { search: student.email! })).students).toEqual([]);
    expect((await students.retrieve(owner.client, student.id)).student.firstName).toBe('Omar');

    for (const role of ['STUDENT', 'UNIVERSITY', 'ADMIN'] as const) {
      const client = await demoClient(server(), role);
      expect((await apiError(students.list(client))).status).toBe(403);
      expect((await apiError(students.retrieve(client, student.id))).status).toBe(403);
      expect((await apiError(students.create(client, studentForm()))).status).toBe(403);
    }
    expect((await apiError(students.list(server().client()))).status).toBe(401);
    expect((await apiError(students.retrieve(owner.client, 'abc' as never))).status).toBe(400);
    expect((await apiError(students.retrieve(owner.client, 99_999_999))).status).toBe(404);
  });

  it('holds a STARTER plan to 50 active students on create and reactivate (spec part 2, 9)', async () => {
    const { client, agency } = await newAgency(server(), 'STARTER');
    await fillPlan(agency.id, 48);
    const last = await students.create(client, studentForm());
    const fiftieth = await students.create(client, studentForm());
    expect((await students.list(client, { limit: 1 })).plan).toEqual({ tier: 'STARTER', used: 50, cap: 50 });

    const full = await apiError(students.create(client, studentForm()));
    expect(full.status).toBe(409);
    expect(full.message).toBe('Your STARTER plan allows up to 50 students. Upgrade your plan to add more.');

    // An inactive student does not count; reactivating one needs a free place again.
    await students.deactivate(client, last.student.id);
    const inactive = await students.create(client, studentForm({ isActive: false }));
    expect(inactive.student.isActive).toBe(false);
    await students.create(client, studentForm());
    const reactivate = await apiError(students.update(client, last.student.id, { isActive: true }));
    expect(reactivate.status).toBe(409);
    await students.deactivate(client, fiftieth.student.id);
    expect((await students.update(client, last.student.id, { isActive: true })).student.isActive).toBe(true);
  });

  it('lets exactly the free places through when 10 creates race for the last 3', async () => {
    const { client, agency } = await newAgency(server(), 'STARTER');
    await fillPlan(agency.id, 47);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => students.create(client, studentForm())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.reason.status).toBe(409);
    expect((await students.list(client, { limit: 1 })).plan.used).toBe(50);
  });

  it('counts registrations through the agency\u2019s widget link, checks their origin, and refuses them when full', async () => {
    const { agency } = await newAgency(server(), 'STARTER');
    const slug = agency.agencySlug;
    const register = (client = server().client()) =>
      auth.register(client, {
        email: uniqueEmail('linked'),
        password: 'student-password',
        userType: 'STUDENT',
        agencySlug: slug,
      });

    const joined = await register();
    const row = await db
      .selectFrom('students')
      .select(['agency_id', 'is_active'])
      .where('user_id', '=', joined.user.id)
      .executeTakeFirstOrThrow();
    expect(row.agency_id).toBe(agency.id);

    const foreign = await apiError(register(clientFromPage(server(), 'https://evil.example')));
    expect(foreign.status).toBe(403);

    await fillPlan(agency.id, 49);
    const email = uniqueEmail('too-many');
    const full = await apiError(
      auth.register(server().client(), { email, password: 'student-password', userType: 'STUDENT', agencySlug: slug }),
    );
    expect(full.status).toBe(409);
    expect(full.message).toBe('Your STARTER plan allows up to 50 students. Upgrade your plan to add more.');
    // The whole registration was refused: no account was left behind.
    expect(await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();

    const racing = await Promise.allSettled(Array.from({ length: 10 }, () => register()));
    expect(racing.every((r) => r.status === 'rejected' && r.reason.status === 409)).toBe(true);
  });
});
