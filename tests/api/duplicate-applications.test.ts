import { beforeAll, expect, it } from 'vitest';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as applications from '#sdk/resources/student-applications';
import * as universities from '#sdk/resources/universities';
import { apiError } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { newStudent } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const STATEMENT =
  'I want to study computer science in Europe because the hospitals of Amman need software built with care and rigour.';
const DUPLICATE = 'This student already has an open application to this programme at this university';

// A double-clicked Submit must not create the same application twice.
describeApi('one open application per programme', (server) => {
  let universityIds: number[];
  beforeAll(async () => {
    universityIds = (await universities.list(server().client(), { limit: 2 })).universities.map((u) => u.id);
  });

  const form = (extra = {}) => ({
    universityId: universityIds[0],
    programName: 'MSc Computer Science',
    degreeLevel: "Master's Degree",
    ...extra,
  });

  /** Outcomes of `calls` sent at once: how many succeeded, and the statuses and messages of the refusals. */
  async function atOnce(calls: Promise<unknown>[]) {
    const settled = await Promise.allSettled(calls);
    const refusals = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
    return {
      created: settled.length - refusals.length,
      refusals: refusals.map((e) => ({ status: e.status, message: e.message })),
    };
  }

  it('five identical submissions from a student at once create one application; the others get 409', async () => {
    const { client } = await newStudent(server());
    const outcome = await atOnce(
      Array.from({ length: 5 }, () => applications.create(client, form({ status: 'SUBMITTED' }))),
    );
    expect(outcome.created).toBe(1);
    expect(outcome.refusals).toEqual(Array(4).fill({ status: 409, message: DUPLICATE }));
    expect((await applications.list(client)).applications).toHaveLength(1);
  });

  it('a second draft of the same programme is refused; another degree, university or programme is not', async () => {
    const { client } = await newStudent(server());
    await applications.create(client, form());
    expect(await apiError(applications.create(client, form()))).toMatchObject({ status: 409, message: DUPLICATE });
    await applications.create(client, form({ degreeLevel: "Bachelor's Degree" }));
    await applications.create(client, form({ universityId: universityIds[1] }));
    const other = (await applications.create(client, form({ programName: 'MSc Data Science' }))).application;
    // Editing a draft into a copy of an open one is the same second application.
    const edit = await apiError(applications.update(client, other.id, { programName: 'MSc Computer Science' }));
    expect(edit).toMatchObject({ status: 409, message: DUPLICATE });
    expect((await applications.list(client)).applications).toHaveLength(4);
  });

  it('a withdrawn application no longer counts: the student may apply again', async () => {
    const { client } = await newStudent(server());
    const { application } = await applications.create(client, form({ status: 'SUBMITTED' }));
    await applications.withdraw(client, application.id);
    const again = await applications.create(client, form({ status: 'SUBMITTED' }));
    expect(again.application.status).toBe('SUBMITTED');
  });

  it("an agency's five identical submissions for its student at once create one application", async () => {
    const agency = await newAgency(server());
    const { student } = await agencyStudents.create(
      agency.client,
      studentForm({ firstName: 'Rana', lastName: 'Saad' }),
    );
    const outcome = await atOnce(
      Array.from({ length: 5 }, () =>
        agencyApplications.create(agency.client, {
          ...form(),
          studentId: student.id,
          personalStatement: STATEMENT,
          status: 'SUBMITTED',
        }),
      ),
    );
    expect(outcome.created).toBe(1);
    expect(outcome.refusals).toEqual(Array(4).fill({ status: 409, message: DUPLICATE }));
    const { application } = await agencyApplications.create(agency.client, {
      ...form({ programName: 'MSc Data Science' }),
      studentId: student.id,
      personalStatement: STATEMENT,
    });
    const edit = await apiError(
      agencyApplications.update(agency.client, application.id, { programName: 'MSc Computer Science' }),
    );
    expect(edit).toMatchObject({ status: 409, message: DUPLICATE });
  });
});
