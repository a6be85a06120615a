import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as leads from '#sdk/resources/leads';
import * as programs from '#sdk/resources/programs';
import * as applications from '#sdk/resources/student-applications';
import * as universities from '#sdk/resources/universities';
import type { ProgramForm } from '#sdk/schemas/program';
import type { Database } from '#server/db/tables/database.ts';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { clientFromPage, DEMO_AGENCY, demoClient } from '#tests/support/embed-fixtures.ts';
import { COMPLETE_PROFILE, newStudent, openDatabase } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

/** A date `days` from today, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const window = (opens: number, closes: number) => ({ opens: inDays(opens), closes: inDays(closes) });

/** Open for everyone; open for EU/EEA applicants only; not open yet; full. */
const INTAKES: ProgramForm['intakes'] = [
  { startDate: inDays(200), windows: { EU: window(-10, 90), NON_EU: window(-10, 60), NON_EU_VISA: window(-10, 50) } },
  { startDate: inDays(150), windows: { EU: window(-10, 90), NON_EU: window(-40, -5), NON_EU_VISA: window(-40, -5) } },
  {
    startDate: inDays(400),
    windows: { EU: window(250, 380), NON_EU: window(250, 380), NON_EU_VISA: window(250, 380) },
  },
  { startDate: inDays(220), seats: 2, seatsTaken: 2 },
];

describeApi('applying to an intake', (server) => {
  let db: Kysely<Database>;
  let universityId: number;
  let otherUniversityId: number;
  /** The programme's intakes: open, closed for non-EU, upcoming, full. */
  let programme: { id: number; name: string; intakes: number[] };
  let otherProgramme: { id: number; intakes: number[] };

  beforeAll(async () => {
    db = openDatabase(server());
    const admin = await adminClient(server());
    const found = (await universities.list(server().client(), { limit: 2 })).universities;
    [universityId, otherUniversityId] = [found[0]!.id, found[1]!.id];
    const make = async (name: string, intakes: ProgramForm['intakes']) => {
      const { program } = await programs.create(admin, universityId, { name, level: "Master's Degree", intakes });
      const { program: whole } = await programs.retrieve(server().client(), program.id);
      return { id: whole.id, name: whole.name, intakes: whole.intakes.map((i) => i.id) };
    };
    const made = await make('MSc Intake Robotics', INTAKES);
    // Intakes come back by start date: closed-for-non-EU (150), open (200), full (220), upcoming (400).
    programme = { ...made, intakes: [made.intakes[1]!, made.intakes[0]!, made.intakes[3]!, made.intakes[2]!] };
    otherProgramme = await make('MSc Other Intakes', [INTAKES[0]!]);
  });
  afterAll(() => db?.destroy());

  const [OPEN, CLOSED_FOR_NON_EU, UPCOMING, FULL] = [0, 1, 2, 3];
  const apply = (extra: object) => ({
    universityId,
    programName: 'typed by the student',
    degreeLevel: "Master's Degree",
    ...extra,
  });

  it('stores the programme and an open intake, names the application after the programme and submits it', async () => {
    const { client } = await newStudent(server());
    const intakeId = programme.intakes[OPEN]!;
    const { application } = await applications.create(
      client,
      apply({ programId: programme.id, intakeId, status: 'SUBMITTED' }),
    );
    expect(application).toMatchObject({
      status: 'SUBMITTED',
      programName: 'MSc Intake Robotics',
      programId: programme.id,
      intakeId,
      intakeStartDate: inDays(200),
    });
    const listed = (await applications.list(client)).applications;
    expect(listed[0]).toMatchObject({ programId: programme.id, intakeId, intakeStartDate: inDays(200) });
  });

  it('refuses an intake that is not open for the applicant’s group, with the reason on intakeId', async () => {
    const { client } = await newStudent(server()); // Jordanian: a non-EU applicant
    const refusal = async (which: number) =>
      (
        await apiError(
          applications.create(client, apply({ programId: programme.id, intakeId: programme.intakes[which] })),
        )
      ).errors;
    expect(await refusal(CLOSED_FOR_NON_EU)).toEqual([
      { field: 'intakeId', message: 'Applications to this intake are closed' },
    ]);
    expect(await refusal(UPCOMING)).toEqual([
      { field: 'intakeId', message: 'Applications to this intake have not opened yet' },
    ]);
    expect(await refusal(FULL)).toEqual([{ field: 'intakeId', message: 'This intake is full' }]);

    // An EU/EEA national is still within the EU window of the same intake.
    const { client: european } = await newStudent(server(), { ...COMPLETE_PROFILE, nationality: 'Germany' });
    const { application } = await applications.create(
      european,
      apply({ programId: programme.id, intakeId: programme.intakes[CLOSED_FOR_NON_EU] }),
    );
    expect(application.intakeStartDate).toBe(inDays(150));
  });

  it('refuses an intake of another programme, a programme of another university and a missing intake', async () => {
    const { client } = await newStudent(server());
    const error = await apiError(
      applications.create(client, apply({ programId: programme.id, intakeId: otherProgramme.intakes[0] })),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ field: 'intakeId', message: 'This intake belongs to another programme' }]);
    expect(
      (await apiError(applications.create(client, apply({ universityId: otherUniversityId, programId: programme.id }))))
        .errors,
    ).toEqual([{ field: 'programId', message: 'This programme is not offered by the chosen university' }]);
    expect((await apiError(applications.create(client, apply({ programId: programme.id })))).errors).toEqual([
      { field: 'intakeId', message: 'Please choose an intake' },
    ]);
  });

  it('keeps the free-text payload of the spec working, without a programme', async () => {
    const { client } = await newStudent(server());
    const { application } = await applications.create(client, apply({ programName: 'MA Free Text' }));
    expect(application).toMatchObject({ programName: 'MA Free Text', programId: null, intakeId: null });
  });

  it('refuses to submit a draft whose intake has closed since', async () => {
    const { client } = await newStudent(server());
    const intakeId = programme.intakes[OPEN]!;
    const { application } = await applications.create(client, apply({ programId: programme.id, intakeId }));
    await db
      .updateTable('program_intakes')
      .set({ non_eu_closes: inDays(-1) })
      .where('id', '=', intakeId)
      .execute();
    try {
      const error = await apiError(applications.update(client, application.id, { status: 'SUBMITTED' }));
      expect(error.status).toBe(400);
      expect(error.errors).toEqual([{ field: 'intakeId', message: 'Applications to this intake are closed' }]);
    } finally {
      await db
        .updateTable('program_intakes')
        .set({ non_eu_closes: inDays(60) })
        .where('id', '=', intakeId)
        .execute();
    }
  });

  it('lets an agency choose an intake for its student in the wizard, by the student’s nationality', async () => {
    const { client } = await newAgency(server());
    const { student } = await agencyStudents.create(client, studentForm());
    const statement =
      'I want to study robotics because it joins mechanics, electronics and software in one field. '.repeat(2);
    const base = {
      studentId: student.id,
      universityId,
      programName: 'typed',
      degreeLevel: "Master's Degree",
      personalStatement: statement,
      programId: programme.id,
    };
    const closed = await apiError(
      agencyApplications.create(client, { ...base, intakeId: programme.intakes[CLOSED_FOR_NON_EU] }),
    );
    expect(closed.errors).toEqual([{ field: 'intakeId', message: 'Applications to this intake are closed' }]);

    const { application } = await agencyApplications.create(client, { ...base, intakeId: programme.intakes[OPEN] });
    expect(application).toMatchObject({ programName: 'MSc Intake Robotics', intakeId: programme.intakes[OPEN] });
    const other = await apiError(
      agencyApplications.update(client, application.id, {
        programId: programme.id,
        intakeId: otherProgramme.intakes[0],
      }),
    );
    expect(other.errors).toEqual([{ field: 'intakeId', message: 'This intake belongs to another programme' }]);
    const { application: moved } = await agencyApplications.update(client, application.id, {
      programId: otherProgramme.id,
      intakeId: otherProgramme.intakes[0],
      status: 'SUBMITTED',
    });
    expect(moved).toMatchObject({
      status: 'SUBMITTED',
      programName: 'MSc Other Intakes',
      programId: otherProgramme.id,
    });
    expect((await agencyApplications.retrieve(client, application.id)).application.intakeStartDate).toBe(inDays(200));
  });

  it('carries a widget’s apply request for an open intake to the application the agency makes of it', async () => {
    const widget = clientFromPage(server(), DEMO_AGENCY.allowedOrigin);
    const request = {
      kind: 'apply' as const,
      agencySlug: DEMO_AGENCY.slug,
      universityId,
      programName: 'typed',
      degreeLevel: "Master's Degree",
      name: 'Rami Nasser',
      email: uniqueEmail('widget'),
      nationality: 'Egypt',
      programId: programme.id,
    };
    const refused = await apiError(
      leads.create(widget, { ...request, intakeId: programme.intakes[CLOSED_FOR_NON_EU] }),
    );
    expect(refused.errors).toEqual([{ field: 'intakeId', message: 'Applications to this intake are closed' }]);

    // The visitor may leave the intake to the advisor.
    const { lead: undecided } = await leads.create(widget, { ...request, email: uniqueEmail('widget') });
    expect(undecided).toMatchObject({ programName: 'MSc Intake Robotics', programId: programme.id, intakeId: null });

    const { lead } = await leads.create(widget, { ...request, intakeId: programme.intakes[OPEN] });
    expect(lead).toMatchObject({
      programName: 'MSc Intake Robotics',
      programId: programme.id,
      intakeId: programme.intakes[OPEN],
    });
    const agency = await demoClient(server(), 'AGENCY');
    const { applicationId } = await leads.convert(agency, lead.id);
    const { application } = await agencyApplications.retrieve(agency, applicationId!);
    expect(application).toMatchObject({
      status: 'DRAFT',
      programName: 'MSc Intake Robotics',
      programId: programme.id,
      intakeId: programme.intakes[OPEN],
      intakeStartDate: inDays(200),
    });
  });
});
