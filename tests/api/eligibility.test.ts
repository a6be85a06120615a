import { expect, it } from 'vitest';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as eligibility from '#sdk/resources/eligibility';
import * as programs from '#sdk/resources/programs';
import * as shortlists from '#sdk/resources/shortlists';
import * as universities from '#sdk/resources/universities';
import type { ProgramForm } from '#sdk/schemas/program';
import { SHORTLIST_LIMIT } from '#sdk/schemas/shortlist';
import { apiError } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { newStudent } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

/** A date `days` from today, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A master's programme asking for a 3.0 US GPA and IELTS 6.5 (or TOEFL iBT 90); free for EU/EEA applicants. */
const programme = (name: string, nonEuCloses: number): ProgramForm => ({
  name,
  level: "Master's Degree",
  languages: ['en'],
  durationMonths: 24,
  intakes: [
    {
      startDate: inDays(200),
      windows: {
        EU: { opens: inDays(-100), closes: inDays(120) },
        NON_EU: { opens: inDays(-100), closes: inDays(nonEuCloses) },
        NON_EU_VISA: { opens: inDays(-100), closes: inDays(nonEuCloses) },
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

describeApi('eligibility, matches, comparison and shortlists', (server) => {
  let closedForNonEu: number;
  let open: number;
  let country: string;

  it('arranges two programmes: one whose non-EU deadline has passed, one open to all', async () => {
    const admin = await adminClient(server());
    const [university] = (await universities.list(server().client(), { limit: 1 })).universities;
    country = university!.country;
    closedForNonEu = (await programs.create(admin, university!.id, programme('MSc Fjord Hydrology', -5))).program.id;
    open = (await programs.create(admin, university!.id, programme('MSc Tidal Energy Systems', 60))).program.id;
  });

  const visitor = {
    degreeLevel: "Bachelor's Degree",
    grade: { value: 3.4, scale: 'US_4' },
    english: { test: 'IELTS', score: 7 },
    nationality: 'Jordan',
  } as const;

  it('answers UNKNOWN with the missing fields for a profile without data', async () => {
    const { eligibility: answer } = await eligibility.check(server().client(), open, {});
    expect(answer).toMatchObject({
      verdict: 'UNKNOWN',
      missing: ['degreeLevel', 'grade', 'english', 'nationality'],
      tuition: null,
      nextIntake: null,
    });
    expect(answer.reasons[0]).toMatchObject({ code: 'PROFILE_INCOMPLETE' });
  });

  it('closes a programme to non-EU applicants after their deadline while EU applicants can still apply', async () => {
    const nonEu = (await eligibility.check(server().client(), closedForNonEu, visitor)).eligibility;
    expect(nonEu.verdict).toBe('NOT_ELIGIBLE');
    expect(nonEu.nextIntake).toBeNull();
    expect(nonEu.reasons).toContainEqual(expect.objectContaining({ code: 'DEADLINE_PASSED' }));
    expect(nonEu.tuition).toEqual({ amount: 15_000, currency: 'EUR', feeGroup: 'NON_EU' });

    const eu = (await eligibility.check(server().client(), closedForNonEu, { ...visitor, nationality: 'Germany' }))
      .eligibility;
    expect(eu).toMatchObject({
      verdict: 'ELIGIBLE',
      missing: [],
      tuition: { amount: 0, currency: 'EUR', feeGroup: 'EU' },
      nextIntake: { startDate: inDays(200), deadline: inDays(120) },
    });
    expect(eu.score).toBeGreaterThanOrEqual(60);
  });

  it('refuses a budget below the fee, saying by how much, in English and Arabic', async () => {
    const profile = { ...visitor, budget: 10_000 };
    const en = (await eligibility.check(server().client(), open, profile)).eligibility;
    expect(en.verdict).toBe('NOT_ELIGIBLE');
    const reason = en.reasons.find((r) => r.code === 'BUDGET_BELOW_FEE');
    expect(reason).toMatchObject({ params: { budget: 10_000, fee: 15_000, gap: 5000 } });
    expect(reason?.message).toContain('above your budget');
    const ar = (await eligibility.check(server().client(), open, profile, 'ar')).eligibility;
    expect(ar.reasons.find((r) => r.code === 'BUDGET_BELOW_FEE')?.message).toMatch(/ميزانيتك/);
  });

  it('says what would change an English score below the requirement', async () => {
    const { eligibility: answer } = await eligibility.check(server().client(), open, {
      ...visitor,
      english: { test: 'IELTS', score: 6 },
    });
    expect(answer.reasons.find((r) => r.code === 'ENGLISH_BELOW')?.message).toBe(
      'IELTS 6 of the 6.5 required: +0.5 overall',
    );
  });

  it('refuses a bad profile with field errors, and an unknown programme with 404', async () => {
    const bad = await apiError(
      eligibility.check(server().client(), open, {
        grade: { value: 5, scale: 'US_4' },
        english: { test: 'IELTS', score: 6.3 },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.errors.map((e) => e.field)).toEqual(expect.arrayContaining(['grade.value', 'english.score']));
    const scale = await apiError(
      eligibility.check(server().client(), open, { grade: { value: 3, scale: 'GPA_4' as 'US_4' } }),
    );
    expect(scale.errors).toEqual([{ field: 'grade.scale', message: 'Unknown grade scale' }]);
    expect((await apiError(eligibility.check(server().client(), 999_999, visitor))).status).toBe(404);
  });

  it("checks a signed-in student's empty body against their own profile", async () => {
    const { client } = await newStudent(server());
    const { eligibility: answer } = await eligibility.check(client, open);
    expect(answer.verdict).toBe('ELIGIBLE');
    expect(answer.tuition?.feeGroup).toBe('NON_EU');
  });

  it("lists a student's matches best first, with reasons, leaving out what they cannot apply to", async () => {
    const { client } = await newStudent(server());
    const { matches, missing } = await eligibility.studentMatches(client, { country, limit: 50 });
    expect(missing).toEqual(['budget']);
    const ids = matches.map((m) => m.program.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(closedForNonEu);
    const scores = matches.map((m) => m.eligibility.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(matches.every((m) => m.eligibility.verdict !== 'NOT_ELIGIBLE')).toBe(true);
    const mine = matches.find((m) => m.program.id === open)!;
    expect(mine.eligibility.reasons.map((r) => r.code)).toContain('GRADE_MET');

    const refused = await eligibility.studentMatches(client, { verdict: 'NOT_ELIGIBLE', country, limit: 50 });
    expect(refused.matches.map((m) => m.program.id)).toContain(closedForNonEu);
    const unknown = await apiError(eligibility.studentMatches(client, { sort: 'x' } as never));
    expect(unknown.status).toBe(400);
  });

  it("answers an agency its own student's matches, and 404 for another agency's student", async () => {
    const agency = await newAgency(server());
    const { student } = await agencyStudents.create(
      agency.client,
      studentForm({ currentEducationLevel: "Bachelor's Degree" }),
    );
    const { matches } = await eligibility.agencyStudentMatches(agency.client, student.id, { country, limit: 50 });
    expect(matches.map((m) => m.program.id)).toContain(open);

    const other = await newAgency(server());
    expect((await apiError(eligibility.agencyStudentMatches(other.client, student.id))).status).toBe(404);
    const { client: studentClient } = await newStudent(server());
    expect((await apiError(eligibility.agencyStudentMatches(studentClient, student.id))).status).toBe(403);
  });

  it('tells an agency which of its active students qualify for a programme, as their matches do', async () => {
    const agency = await newAgency(server());
    const create = (form: Parameters<typeof studentForm>[0]) =>
      agencyStudents.create(agency.client, studentForm(form)).then(({ student }) => student);
    const graduate = await create({ firstName: 'Lina', currentEducationLevel: "Bachelor's Degree" });
    const pupil = await create({ firstName: 'Sami' });
    const former = await create({ firstName: 'Rami', currentEducationLevel: "Bachelor's Degree" });
    await agencyStudents.update(agency.client, former.id, { isActive: false });

    const answer = await eligibility.programStudents(agency.client, open);
    const { matches } = await eligibility.agencyStudentMatches(agency.client, graduate.id, { country, limit: 50 });
    const expected = matches.find((m) => m.program.id === open)!.eligibility.verdict;
    expect(answer.students.map(({ student, eligibility: check }) => [student.id, check.verdict])).toEqual([
      [graduate.id, expected],
    ]);
    expect(answer.counts).toEqual({
      ELIGIBLE: expected === 'ELIGIBLE' ? 1 : 0,
      CONDITIONAL: expected === 'CONDITIONAL' ? 1 : 0,
      UNKNOWN: 0,
      NOT_ELIGIBLE: 1,
    });
    const refused = await eligibility.programStudents(agency.client, open, { verdict: 'NOT_ELIGIBLE', lang: 'ar' });
    expect(refused.students.map(({ student }) => student.id)).toEqual([pupil.id]);
    expect(refused.students[0]!.eligibility.reasons.some((r) => /[\u0600-\u06FF]/.test(r.message))).toBe(true);

    const other = await newAgency(server());
    expect((await eligibility.programStudents(other.client, open)).students).toEqual([]);
    expect((await apiError(eligibility.programStudents(agency.client, 999_999_999))).status).toBe(404);
    const wrong = await apiError(eligibility.programStudents(agency.client, open, { limit: 0 }));
    expect(wrong.status).toBe(400);
    const { client: studentClient } = await newStudent(server());
    expect((await apiError(eligibility.programStudents(studentClient, open))).status).toBe(403);
  });

  it('compares up to four programmes in the order asked, with a signed-in student verdicts', async () => {
    const anonymous = await eligibility.compare(server().client(), [open, closedForNonEu]);
    expect(anonymous.programs.map((p) => [p.program.id, p.eligibility])).toEqual([
      [open, null],
      [closedForNonEu, null],
    ]);
    const { client } = await newStudent(server());
    const mine = await eligibility.compare(client, [closedForNonEu, open], 'ar');
    expect(mine.programs.map((p) => p.eligibility?.verdict)).toEqual(['NOT_ELIGIBLE', 'ELIGIBLE']);
    const tooMany = await apiError(eligibility.compare(server().client(), [1, 2, 3, 4, 5]));
    expect(tooMany.errors[0]?.field).toBe('ids');
  });

  it("compares for an agency with its student's verdicts, and 404 for anyone else's student", async () => {
    const agency = await newAgency(server());
    const { student } = await agencyStudents.create(
      agency.client,
      studentForm({ currentEducationLevel: "Bachelor's Degree" }),
    );
    const theirs = await eligibility.compare(agency.client, [open], 'en', student.id);
    expect(theirs.programs[0]?.eligibility?.tuition?.feeGroup).toBeDefined();
    const other = await newAgency(server());
    expect((await apiError(eligibility.compare(other.client, [open], 'en', student.id))).status).toBe(404);
    expect((await apiError(eligibility.compare(server().client(), [open], 'en', student.id))).status).toBe(404);
  });

  it('keeps a student shortlist: saves with an intake, replaces the intake, removes, newest first', async () => {
    const { client } = await newStudent(server());
    expect(await shortlists.mine(client)).toEqual({ items: [] });
    const { program } = await programs.retrieve(server().client(), open);
    const intake = program.intakes[0]!;
    await shortlists.save(client, open, { intakeId: intake.id });
    const saved = await shortlists.save(client, closedForNonEu);
    expect(saved.items.map((item) => [item.program.id, item.intake, item.addedBy])).toEqual([
      [closedForNonEu, null, 'STUDENT'],
      [open, { id: intake.id, startDate: intake.startDate }, 'STUDENT'],
    ]);
    const again = await shortlists.save(client, open, { intakeId: null });
    expect(again.items.find((item) => item.program.id === open)?.intake).toBeNull();
    expect(again.items).toHaveLength(2);

    const otherProgramme = (await programs.retrieve(server().client(), closedForNonEu)).program.intakes[0]!;
    const wrong = await apiError(shortlists.save(client, open, { intakeId: otherProgramme.id }));
    expect(wrong.status).toBe(400);
    expect(wrong.errors).toEqual([{ field: 'intakeId', message: 'This intake belongs to another programme' }]);
    expect((await apiError(shortlists.save(client, 999_999))).status).toBe(404);
    expect((await apiError(shortlists.save(client, open, { programId: 1 } as never))).status).toBe(400);

    const left = await shortlists.remove(client, closedForNonEu);
    expect(left.items.map((item) => item.program.id)).toEqual([open]);
    expect((await apiError(shortlists.remove(client, closedForNonEu))).status).toBe(404);

    const { client: another } = await newStudent(server());
    expect(await shortlists.mine(another)).toEqual({ items: [] });
    expect((await apiError(shortlists.remove(another, open))).status).toBe(404);
    expect((await shortlists.mine(client)).items).toHaveLength(1);
  });

  it("keeps an agency's shortlist per student; another agency's student is 404, a student gets 403", async () => {
    const agency = await newAgency(server());
    const { student } = await agencyStudents.create(agency.client, studentForm());
    const { student: second } = await agencyStudents.create(agency.client, studentForm());
    const list = await shortlists.saveForStudent(agency.client, student.id, open);
    expect(list.items.map((item) => [item.program.id, item.addedBy])).toEqual([[open, 'AGENCY']]);
    expect(await shortlists.ofStudent(agency.client, second.id)).toEqual({ items: [] });

    const other = await newAgency(server());
    for (const call of [
      () => shortlists.ofStudent(other.client, student.id),
      () => shortlists.saveForStudent(other.client, student.id, closedForNonEu),
      () => shortlists.removeForStudent(other.client, student.id, open),
    ])
      expect((await apiError(call())).status).toBe(404);
    expect((await shortlists.ofStudent(agency.client, student.id)).items).toHaveLength(1);
    const { client: studentClient } = await newStudent(server());
    expect((await apiError(shortlists.ofStudent(studentClient, student.id))).status).toBe(403);

    expect((await shortlists.removeForStudent(agency.client, student.id, open)).items).toEqual([]);
  });

  it(`holds at most ${SHORTLIST_LIMIT} programmes on a shortlist`, async () => {
    const { client } = await newStudent(server());
    const ids = (await programs.search(server().client(), { limit: 100 })).programs.map((p) => p.id);
    expect(ids.length).toBeGreaterThan(SHORTLIST_LIMIT);
    for (const id of ids.slice(0, SHORTLIST_LIMIT)) await shortlists.save(client, id);
    const full = await apiError(shortlists.save(client, ids[SHORTLIST_LIMIT]!));
    expect(full).toMatchObject({ status: 409, reason: 'SHORTLIST_FULL' });
    await shortlists.save(client, ids[0]!);
  });

  it("exports an agency's comparison as its branded PDF quote for its student, in English and Arabic", async () => {
    const agency = await newAgency(server());
    const { student } = await agencyStudents.create(
      agency.client,
      studentForm({
        firstName: 'Huda',
        lastName: 'Salem',
        nationality: 'Jordan',
        currentEducationLevel: "Bachelor's Degree",
        englishProficiency: 'IELTS 7.0+',
      }),
    );
    const read = async (lang: 'en' | 'ar') =>
      pdfText(
        new Uint8Array(
          await (await eligibility.quotePdf(agency.client, student.id, [open, closedForNonEu], lang)).arrayBuffer(),
        ),
      );
    const en = await read('en');
    expect(en).toContain('Programme quote for Huda Salem');
    expect(en).toContain(`Prepared by ${agency.agency.name}`);
    expect(en.indexOf('MSc Tidal Energy Systems')).toBeLessThan(en.indexOf('MSc Fjord Hydrology'));
    expect(en).toMatch(/Eligibility: Eligible/);
    expect(en).toMatch(/Eligibility: Not eligible/);
    expect(en).toContain('€15,000');
    const ar = await read('ar');
    expect(ar).toContain('MSc Tidal Energy Systems');
    expect(ar).toContain('Huda Salem');
    expect(ar).not.toContain('Programme quote');
    expect(ar).toContain('15,000');

    const other = await newAgency(server());
    expect((await apiError(eligibility.quotePdf(other.client, student.id, [open]))).status).toBe(404);
    expect((await apiError(eligibility.quotePdf(agency.client, student.id, []))).errors[0]?.field).toBe('ids');
  });
});
