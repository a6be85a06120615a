import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as programs from '#sdk/resources/programs';
import * as universityApplications from '#sdk/resources/university-applications';
import * as universityProfile from '#sdk/resources/university-profile';
import * as universities from '#sdk/resources/universities';
import type { ProgramForm } from '#sdk/schemas/program';
import type { Database } from '#server/db/tables/database.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { adminClient, demoClient } from '#tests/support/demo-sign-in.ts';
import { openDatabase } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const STATEMENT =
  'I want to study tidal energy in Europe because the coast of Aqaba taught me how the sea can power a city and its port.';

/** A master's programme open to every group for 60 days, asking for a bachelor's, a 3.0 US GPA and IELTS 6.5. */
const programme = (name: string): ProgramForm => ({
  name,
  level: "Master's Degree",
  languages: ['en'],
  durationMonths: 24,
  intakes: [
    {
      startDate: inDays(200),
      windows: {
        EU: { opens: inDays(-100), closes: inDays(60) },
        NON_EU: { opens: inDays(-100), closes: inDays(60) },
        NON_EU_VISA: { opens: inDays(-100), closes: inDays(60) },
      },
    },
  ],
  fees: [
    { feeGroup: 'EU', amount: 0, currency: 'EUR' },
    { feeGroup: 'NON_EU', amount: 15_000, currency: 'EUR' },
  ],
  requirements: {
    priorDegree: 'BACHELOR',
    minimumGrade: { value: 3, scale: 'US_4' },
    english: { ieltsOverall: 6.5, toeflIbt: 90 },
  },
});

const RANK = { ELIGIBLE: 1, CONDITIONAL: 2, UNKNOWN: 3, NOT_ELIGIBLE: 4 } as const;

describeApi('the eligibility verdict kept at submission', (server) => {
  let admin: Client;
  let university: Client;
  let db: Kysely<Database>;
  let own: { universityId: number; programId: number; intakeId: number };
  let other: { universityId: number; programId: number; intakeId: number };
  let agency: Client;
  const ids = { highSchool: 0, noData: 0, elsewhere: 0 };

  beforeAll(async () => {
    admin = await adminClient(server());
    university = await demoClient(server(), 'UNIVERSITY');
    db = openDatabase(server());
    const ownId = (await universityProfile.retrieve(university)).university.id;
    const otherId = (await universities.list(server().client(), { limit: 10 })).universities.find(
      (u) => u.id !== ownId,
    )!.id;
    const arrange = async (universityId: number, name: string) => {
      const { program } = await programs.create(admin, universityId, programme(name));
      const { program: whole } = await programs.retrieve(server().client(), program.id);
      return { universityId, programId: whole.id, intakeId: whole.intakes[0]!.id };
    };
    [own, other] = await Promise.all([
      arrange(ownId, 'MSc Tidal Energy Verdicts'),
      arrange(otherId, 'MSc Fjord Verdicts'),
    ]);
    agency = (await newAgency(server(), 'PROFESSIONAL')).client;
  });
  afterAll(() => db?.destroy());

  const apply = async (
    target: typeof own,
    student: Parameters<typeof studentForm>[0],
    status: 'DRAFT' | 'SUBMITTED',
  ) => {
    const created = await agencyStudents.create(agency, studentForm(student));
    return (
      await agencyApplications.create(agency, {
        studentId: created.student.id,
        universityId: target.universityId,
        programName: 'x',
        programId: target.programId,
        intakeId: target.intakeId,
        degreeLevel: "Master's Degree",
        personalStatement: STATEMENT,
        status,
      })
    ).application;
  };

  it('keeps the verdict with its reasons at submission, and none on a draft until it is submitted', async () => {
    const draft = await apply(own, { currentEducationLevel: 'High School' }, 'DRAFT');
    expect(draft.eligibility).toBeNull();
    const before = Date.now();
    const { application } = await agencyApplications.changeStatus(agency, draft.id, { status: 'SUBMITTED' });
    expect(application.eligibility).toMatchObject({ verdict: 'NOT_ELIGIBLE' });
    expect(application.eligibility!.reasons.map((r) => r.code)).toContain('DEGREE_BELOW');
    expect(Date.parse(application.eligibility!.computedAt)).toBeGreaterThanOrEqual(before - 1000);
    ids.highSchool = application.id;

    // Kept as computed then: a better profile afterwards does not change it.
    const row = await db
      .selectFrom('applications')
      .select(['eligibility_verdict', 'eligibility_reasons'])
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(row.eligibility_verdict).toBe('NOT_ELIGIBLE');
    expect(JSON.parse(row.eligibility_reasons!)).toContainEqual(expect.objectContaining({ code: 'DEGREE_BELOW' }));

    // The reasons in the reader's language.
    const arabic = await fetch(`${server().client().baseUrl}/api/applications/${application.id}`, {
      headers: { authorization: `Bearer ${agency.token}`, 'accept-language': 'ar' },
    });
    const { application: read } = (await arabic.json()) as { application: typeof application };
    expect(read.eligibility!.reasons[0]!.message).toMatch(/[\u0600-\u06FF]/);

    const noData = await apply(
      own,
      { currentEducationLevel: undefined, gpa: undefined, englishProficiency: undefined },
      'SUBMITTED',
    );
    expect(noData.eligibility!.verdict).toBe('UNKNOWN');
    ids.noData = noData.id;
    ids.elsewhere = (await apply(other, { currentEducationLevel: 'High School' }, 'SUBMITTED')).id;
  });

  it("filters the admins' queue by the verdict and orders it by the verdict, those without one last", async () => {
    const notEligible = await adminApplications.pending(admin, { verdict: 'NOT_ELIGIBLE', limit: 100 });
    const found = notEligible.applications.map((a) => a.id);
    expect(found).toContain(ids.highSchool);
    expect(found).not.toContain(ids.noData);
    expect(notEligible.applications.every((a) => a.eligibility?.verdict === 'NOT_ELIGIBLE')).toBe(true);
    const all = await adminApplications.list(admin, { verdict: 'UNKNOWN', limit: 100 });
    expect(all.applications.map((a) => a.id)).toContain(ids.noData);

    const rank = (a: { eligibility: { verdict: keyof typeof RANK } | null }) =>
      a.eligibility ? RANK[a.eligibility.verdict] : 5;
    for (const [sort, direction] of [
      ['verdict', 1],
      ['-verdict', -1],
    ] as const) {
      const { applications } = await adminApplications.pending(admin, { sort, limit: 100 });
      const ranks = applications.map(rank);
      const withVerdict = ranks.filter((r) => r < 5);
      expect(withVerdict).toEqual([...withVerdict].sort((a, b) => (a - b) * direction));
      // Those without a verdict come after every one with a verdict.
      expect(ranks.slice(ranks.indexOf(5) === -1 ? ranks.length : ranks.indexOf(5)).every((r) => r === 5)).toBe(true);
    }
    const invalid = await fetch(`${server().client().baseUrl}/api/admin/applications/pending?sort=best`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(invalid.status).toBe(400);
  });

  it('shows a university the verdicts of its own applications only', async () => {
    await db
      .updateTable('applications')
      .set({ status: 'ADMIN_APPROVED' })
      .where('id', 'in', [ids.highSchool, ids.elsewhere])
      .execute();
    const { applications } = await universityApplications.list(university, { limit: 100 });
    const mine = applications.find((a) => a.id === ids.highSchool);
    expect(mine?.eligibility?.verdict).toBe('NOT_ELIGIBLE');
    expect(applications.map((a) => a.id)).not.toContain(ids.elsewhere);
    expect(applications.every((a) => a.university.id === own.universityId)).toBe(true);
    const { application } = await universityApplications.retrieve(university, ids.highSchool);
    expect(application.eligibility!.reasons.map((r) => r.code)).toContain('DEGREE_BELOW');
  });
});
