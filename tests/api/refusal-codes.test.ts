import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { ApiError } from '#sdk/errors';
import * as auth from '#sdk/resources/auth';
import * as students from '#sdk/resources/agency-students';
import * as documents from '#sdk/resources/student-documents';
import * as applications from '#sdk/resources/student-applications';
import * as universities from '#sdk/resources/universities';
import { type Refusal, refusalMessage } from '#sdk/schemas/refusals';
import type { Database } from '#server/db/tables/database.ts';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { fillWithStudents, newAgency, studentForm } from '#tests/support/agencies.ts';
import { blobOf, elfBytes } from '#tests/support/files.ts';
import { newStudent, openDatabase } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

/** The refusal an ApiError carries; its English message must be the catalogue's, its values put in. */
const refusalOf = (error: ApiError) => {
  const refusal = { reason: error.reason, ...(Object.keys(error.params).length ? { params: error.params } : {}) };
  expect(error.serverMessage).toBe(refusalMessage(refusal as Refusal));
  return refusal;
};

describeApi('refusals carry their stable code and values', (server) => {
  let db: Kysely<Database>;
  beforeAll(() => {
    db = openDatabase(server());
  });
  afterAll(() => db?.destroy());

  it('a refusal without values: its code alone', async () => {
    const client = server().client();
    const payload = { email: uniqueEmail('twice'), password: 'secret-password', userType: 'AGENCY' as const };
    await auth.register(client, payload);
    const error = await apiError(auth.register(server().client(), payload));
    expect([error.status, error.code]).toEqual([409, 'CONFLICT']);
    expect(refusalOf(error)).toEqual({ reason: 'EMAIL_TAKEN' });
  });

  it('an upload refused by content names the file', async () => {
    const { client: agency } = await newAgency(server());
    const { student } = await students.create(agency, studentForm());
    const form = documents.uploadForm([{ blob: blobOf(elfBytes()), name: 'transcript.pdf' }], 'PASSPORT');
    const error = await apiError(students.uploadDocuments(agency, student.id, form));
    expect([error.status, error.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(refusalOf(error)).toEqual({ reason: 'DOCUMENT_NOT_ACCEPTED', params: { fileName: 'transcript.pdf' } });
  });

  it('a full plan names the plan and its cap (numbers stay numbers)', async () => {
    const { client: agency, agency: row } = await newAgency(server(), 'STARTER');
    await fillWithStudents(db, row.id, 50);
    const error = await apiError(students.create(agency, studentForm()));
    expect(refusalOf(error)).toEqual({ reason: 'PLAN_CAP_REACHED', params: { plan: 'STARTER', limit: 50 } });
  });

  it('a status move names both statuses; the profile check keeps its own class for the apply page', async () => {
    const [university] = (await universities.list(server().client(), { limit: 1 })).universities;
    const draft = { universityId: university!.id, programName: 'MSc Physics', degreeLevel: "Master's Degree" };
    const { client } = await newStudent(server());
    const { application } = await applications.create(client, draft);
    await applications.withdraw(client, application.id);
    const moved = await apiError(applications.submit(client, application.id));
    expect(refusalOf(moved)).toEqual({ reason: 'MOVE_NOT_ALLOWED', params: { from: 'WITHDRAWN', to: 'SUBMITTED' } });

    const incomplete = await newStudent(server(), { firstName: 'Nour', lastName: 'Saleh' });
    const refused = await apiError(applications.create(incomplete.client, { ...draft, status: 'SUBMITTED' }));
    expect([refused.code, ...Object.values(refusalOf(refused))]).toEqual(['PROFILE_INCOMPLETE', 'PROFILE_INCOMPLETE']);
  });

  it('an unknown route and a broken body are refused by code too', async () => {
    const unknown = await fetch(`${server().url}/api/nothing-here`);
    expect(await unknown.json()).toMatchObject({ reason: 'ROUTE_NOT_FOUND', params: { path: '/api/nothing-here' } });
    const broken = await fetch(`${server().url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{bad',
    });
    expect(await broken.json()).toMatchObject({ reason: 'BODY_NOT_JSON' });
  });
});
