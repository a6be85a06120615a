import { expect, it } from 'vitest';
import * as auth from '#sdk/resources/auth';
import * as profile from '#sdk/resources/student-profile';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { COMPLETE_PROFILE, newStudent, openDatabase, signIn } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const demo = (type: 'STUDENT' | 'AGENCY' | 'ADMIN') => DEMO_ACCOUNTS.find((a) => a.userType === type)!;

describeApi('student setup and profile', (server) => {
  it('setup creates the student with 201, computes the score and /auth/me follows it', async () => {
    const { client, user } = await newStudent(server(), null);
    expect(user.profileComplete).toBe(false);
    const response = await client.fetchRaw('POST', '/direct-students/setup', { body: COMPLETE_PROFILE });
    expect(response.status).toBe(201);
    const { student } = await response.json();
    expect(student).toMatchObject({
      firstName: 'Lina',
      lastName: 'Haddad',
      email: user.email,
      gpa: 3.5,
      preferredCountries: ['Netherlands'],
      profileCompleted: true,
      profileCompletionScore: 100,
      agencyId: null,
    });
    const me = await auth.me(client);
    expect(me.user.profileComplete).toBe(true);
    expect(me.user.student).toMatchObject({ id: student.id, firstName: 'Lina', profileCompletionScore: 100 });
  });

  it('names only make a student with a low score and an incomplete profile', async () => {
    const { client, student } = await newStudent(server(), { firstName: 'Omar', lastName: 'Khalil' });
    expect(student).toMatchObject({ profileCompleted: false, profileCompletionScore: 10 });
    expect((await auth.me(client)).user.profileComplete).toBe(false);
  });

  it('a second setup updates the same record with 200', async () => {
    const { client, student } = await newStudent(server(), { firstName: 'Omar', lastName: 'Khalil' });
    const response = await client.fetchRaw('POST', '/direct-students/setup', {
      body: { ...COMPLETE_PROFILE, firstName: 'Omar' },
    });
    expect(response.status).toBe(200);
    const again = (await response.json()).student;
    expect(again.id).toBe(student!.id);
    expect(again).toMatchObject({ firstName: 'Omar', profileCompleted: true });
  });

  it('setup completes the record of a student who registered through an agency widget', async () => {
    const client = server().client();
    const registered = await auth.register(client, {
      email: uniqueEmail('widget'),
      password: 'student-password',
      userType: 'STUDENT',
      agencySlug: 'horizon-education',
    });
    const db = openDatabase(server());
    try {
      const before = await db
        .selectFrom('students')
        .select(['id', 'agency_id'])
        .where('user_id', '=', registered.user.id)
        .executeTakeFirstOrThrow();
      expect(before.agency_id).not.toBeNull();
      const response = await client.fetchRaw('POST', '/direct-students/setup', { body: COMPLETE_PROFILE });
      expect(response.status).toBe(200);
      const { student } = await response.json();
      expect(student).toMatchObject({ id: before.id, agencyId: before.agency_id, firstName: 'Lina' });
    } finally {
      await db.destroy();
    }
  });

  it('refuses setup without names with 400 and the field list', async () => {
    const { client } = await newStudent(server(), null);
    const error = await apiError(profile.setup(client, { firstName: ' ', lastName: '' } as never));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
      ]),
    );
  });

  it.each([
    [3.9, '4.0 Scale (US)', true],
    [4.5, '4.0 Scale (US)', false],
    [4.5, '5.0 Scale', true],
    [9.5, '10.0 Scale', true],
    [85, 'Percentage (0-100%)', true],
    [101, 'Percentage (0-100%)', false],
    [-1, '10.0 Scale', false],
  ])('GPA %s on the %s is %s', async (gpa, gradeScale, ok) => {
    const { client } = await newStudent(server(), null);
    const call = profile.setup(client, { ...COMPLETE_PROFILE, gpa, gradeScale });
    if (ok) expect((await call).student.gpa).toBe(gpa);
    else expect((await apiError(call)).errors.map((e) => e.field)).toEqual(['gpa']);
  });

  it('checks a GPA sent alone against the stored grade scale, and a new scale against the stored GPA', async () => {
    const { client } = await newStudent(server(), { ...COMPLETE_PROFILE, gpa: 80, gradeScale: 'Percentage (0-100%)' });
    expect((await profile.update(client, { gpa: 92 })).student.gpa).toBe(92);
    const error = await apiError(profile.update(client, { gradeScale: '4.0 Scale (US)' }));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ field: 'gpa', message: 'GPA is outside the range of the chosen grade scale' }]);
    expect((await profile.update(client, { gradeScale: '4.0 Scale (US)', gpa: 3.2 })).student).toMatchObject({
      gpa: 3.2,
      gradeScale: '4.0 Scale (US)',
    });
  });

  it('refuses out-of-bounds scores and a bad phone with 400', async () => {
    const { client } = await newStudent(server());
    const error = await apiError(
      profile.update(client, { ieltsScore: 9.5, satScore: 300, graduationYear: 1970, phone: 'call me' }),
    );
    expect(error.status).toBe(400);
    expect(error.errors.map((e) => e.field).sort()).toEqual(['graduationYear', 'ieltsScore', 'phone', 'satScore']);
  });

  // One rule per field for setup and profile, and messages that match the form's hints.
  it('refuses a date of birth in the future on setup and on the profile alike', async () => {
    const { client } = await newStudent(server(), null);
    const future = `${new Date().getUTCFullYear() + 4}-01-01`;
    const onSetup = await apiError(profile.setup(client, { ...COMPLETE_PROFILE, dateOfBirth: future }));
    expect(onSetup.errors).toEqual([{ field: 'dateOfBirth', message: 'Date of birth cannot be in the future' }]);
    await profile.setup(client, COMPLETE_PROFILE);
    const onProfile = await apiError(profile.update(client, { dateOfBirth: future }));
    expect(onProfile.errors).toEqual([{ field: 'dateOfBirth', message: 'Date of birth cannot be in the future' }]);
  });

  it('names a year as a year, and a GPA past every scale by its scale', async () => {
    const { client } = await newStudent(server());
    const error = await apiError(profile.update(client, { graduationYear: 1970, gpa: 150 }));
    expect(error.errors).toEqual(
      expect.arrayContaining([
        { field: 'graduationYear', message: 'Must be a year from 1980 to 2030' },
        { field: 'gpa', message: 'GPA is outside the range of the chosen grade scale' },
      ]),
    );
  });

  it('GET and PUT /profile: changes only what is sent, and the score and /auth/me follow', async () => {
    const { client, student } = await newStudent(server());
    expect((await profile.retrieve(client)).student).toEqual(student);
    const lower = await profile.update(client, {
      personalStatement: null,
      passportNumber: '',
      phone: null,
      nationality: null,
    });
    expect(lower.student).toMatchObject({
      personalStatement: null,
      passportNumber: null,
      firstName: 'Lina',
      profileCompletionScore: 75,
      profileCompleted: false,
    });
    expect((await auth.me(client)).user.profileComplete).toBe(false);
    const back = await profile.update(client, { nationality: 'Syria', preferredCities: 'Amsterdam, Utrecht' });
    expect(back.student).toMatchObject({
      nationality: 'Syria',
      preferredCities: ['Amsterdam', 'Utrecht'],
      profileCompletionScore: 80,
      profileCompleted: true,
    });
    expect((await auth.me(client)).user.profileComplete).toBe(true);
    expect((await profile.retrieve(client)).student.nationality).toBe('Syria');
  });

  it('answers 404 for the profile before setup, 401 without sign-in and 403 for other account types', async () => {
    const { client } = await newStudent(server(), null);
    expect((await apiError(profile.retrieve(client))).status).toBe(404);
    expect((await apiError(profile.dashboard(client))).status).toBe(404);
    expect((await apiError(profile.retrieve(server().client()))).status).toBe(401);
    const agency = await signIn(server(), demo('AGENCY').email, demo('AGENCY').password);
    expect((await apiError(profile.retrieve(agency))).status).toBe(403);
    expect((await apiError(profile.setup(agency, COMPLETE_PROFILE))).status).toBe(403);
  });

  it('the demo student is complete by the same weighting', async () => {
    const client = await signIn(server(), demo('STUDENT').email, demo('STUDENT').password);
    const { student } = await profile.retrieve(client);
    expect(student).toMatchObject({ firstName: 'Sara', profileCompleted: true, profileCompletionScore: 85 });
  });
});
