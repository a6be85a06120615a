// The engine where it shows: one programme's check, a student's matches, the comparison.
import type { Selectable } from 'kysely';
import type * as v from 'valibot';
import type {
  Comparison,
  CompareQuery,
  Eligibility,
  LeadCheck,
  Matches,
  MatchesQuery,
  Profile,
  ProgramStudents,
  ProgramStudentsQuery,
  UniversityCheck,
  UniversityChecks,
} from '#sdk/schemas/eligibility';
import { VERDICTS } from '#sdk/schemas/eligibility';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import type { StudentTable } from '#server/db/tables/student.table.ts';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import { agencyStudentWindow } from '#server/services/students/agency-student.repository.ts';
import { type TextLanguage, textsIn } from '#server/services/i18n/texts-in.ts';
import { todayDate } from '#server/services/programs/intake-status.ts';
import { catalogueProgram, presentCatalogue } from '#server/services/programs/program-catalogue.service.ts';
import { catalogueRevision } from '#server/services/universities/catalogue-cache.ts';
import type { App } from '#server/utils/app.ts';
import { spend } from '#server/services/counters/rate-limit.ts';
import { applicantGroupOf, feeGroupOf } from './applicant-group.ts';
import { levelsOpenTo, priorDegreeOf } from './degree-rank.ts';
import { type Evaluation, evaluate } from './evaluate.ts';
import { matchCandidates } from './matches.repository.ts';
import { matchesInIndex } from './requirements-index/match-search.ts';
import { requirementsIndexAt } from './requirements-index/requirements-index-keeper.ts';
import { reasonIn } from './reason-texts.ts';
import { profileOfStudent } from './student-profile.ts';

/** The most programmes the engine reads for one list of matches, after the database's filters. */
const CANDIDATES = 2000;

const answer = (evaluation: Evaluation, language: TextLanguage): Eligibility => {
  const i18n = textsIn(language);
  const { findings, ...rest } = evaluation;
  return { ...rest, reasons: findings.map((finding) => reasonIn(i18n, finding)) };
};

const check = (profile: Profile, program: CatalogueProgram, today: string, language: TextLanguage) =>
  answer(evaluate(profile, program, today), language);

/** A visitor's checks are counted per address (a student's own profile is not: they are signed in). */
export async function limitVisitorChecks(app: App, address: string) {
  const { perAddress, windowSeconds } = app.config.eligibilityLimits;
  await spend(
    app.counters,
    [{ key: `eligibility:address:${address}`, max: perAddress, windowSeconds }],
    'TOO_MANY_REQUESTS',
  );
}

/** POST /programs/{id}/eligibility: the profile against one programme (404 for none). */
export async function programEligibility(app: App, id: number, profile: Profile, language: TextLanguage) {
  return check(profile, await catalogueProgram(app, id), todayDate(), language);
}

/**
 * The ids of the programmes a list of matches reads: from this process's requirements index when
 * it reflects the catalogue's revision (the best `limit` of the whole catalogue, as a scan of
 * every programme by the engine ranks them: tests/api/requirements-index.test.ts); else, while
 * it is built, the first CANDIDATES programmes that pass the database's filters.
 */
async function matchIds(app: App, profile: Profile, query: v.InferOutput<typeof MatchesQuery>, today: string) {
  const index = requirementsIndexAt(app.db, await catalogueRevision(app.db));
  if (index) return matchesInIndex(index, profile, query, today).map((match) => match.id);
  const held = profile.degreeLevel ? priorDegreeOf(profile.degreeLevel) : null;
  // Hard gates the database can apply, unless the list asks for the programmes they rule out.
  const gated = query.verdict !== 'NOT_ELIGIBLE';
  const nationality = profile.nationality;
  return matchCandidates(
    app.db,
    {
      levels: gated && held ? levelsOpenTo(held) : null,
      level: query.level,
      country: query.country,
      budget:
        gated && nationality && profile.budget != null
          ? { feeGroup: feeGroupOf(nationality), euros: profile.budget }
          : null,
      group: gated && nationality ? applicantGroupOf(nationality) : null,
      today,
    },
    CANDIDATES,
  );
}

/** A student's matching programmes, best first; NOT_ELIGIBLE ones only when asked for. */
export async function studentMatches(
  app: App,
  student: Selectable<StudentTable>,
  query: v.InferOutput<typeof MatchesQuery>,
): Promise<Matches> {
  const profile = profileOfStudent(student);
  const today = todayDate();
  const programs = await presentCatalogue(app, await matchIds(app, profile, query, today), today);
  const matches = programs
    .map((program) => ({ program, eligibility: check(profile, program, today, query.lang) }))
    .filter(({ eligibility }) =>
      query.verdict ? eligibility.verdict === query.verdict : eligibility.verdict !== 'NOT_ELIGIBLE',
    )
    .sort((a, b) => b.eligibility.score - a.eligibility.score || a.program.id - b.program.id)
    .slice(0, query.limit);
  const missing = evaluateMissing(profile);
  return { matches, missing };
}

/** The most of an agency's active students one programme is checked for, the newest first. */
const CHECKED_STUDENTS = 5000;

/** GET /programs/{id}/students: which of the agency's active students (a counsellor's own) qualify for a programme (404 for none). */
export async function programStudents(
  app: App,
  userId: number,
  id: number,
  query: v.InferOutput<typeof ProgramStudentsQuery>,
): Promise<ProgramStudents> {
  const agency = await requireAgency(app.db, userId);
  const today = todayDate();
  const [program, rows] = await Promise.all([
    catalogueProgram(app, id),
    agencyStudentWindow(app.db, agency, { status: 'active' }, { limit: CHECKED_STUDENTS }),
  ]);
  const checked = rows.map((row) => ({
    student: { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email },
    eligibility: check(profileOfStudent(row), program, today, query.lang),
  }));
  const counts = Object.fromEntries(VERDICTS.map((verdict) => [verdict, 0])) as ProgramStudents['counts'];
  for (const { eligibility } of checked) counts[eligibility.verdict] += 1;
  const students = checked
    .filter(({ eligibility }) =>
      query.verdict ? eligibility.verdict === query.verdict : eligibility.verdict !== 'NOT_ELIGIBLE',
    )
    .sort((a, b) => b.eligibility.score - a.eligibility.score || a.student.id - b.student.id)
    .slice(0, query.limit);
  return { students, counts };
}

/** The profile fields every check reads and this profile lacks. */
function evaluateMissing(profile: Profile): Matches['missing'] {
  const fields = [
    ['degreeLevel', profile.degreeLevel],
    ['grade', profile.grade],
    ['english', profile.english],
    ['nationality', profile.nationality],
    ['budget', profile.budget],
  ] as const;
  return fields.flatMap(([field, value]) => (value == null ? [field] : []));
}

/** GET /programs/compare: the programmes side by side, in the order asked, with the viewer's verdicts. */
export async function comparePrograms(
  app: App,
  query: v.InferOutput<typeof CompareQuery>,
  profile: Profile | null,
): Promise<Comparison> {
  const today = todayDate();
  const programs = await presentCatalogue(app, query.ids, today);
  return {
    programs: programs.map((program) => ({
      program,
      eligibility: profile ? check(profile, program, today, query.lang) : null,
    })),
  };
}

/** The most programmes one visitor's check of several universities reads. */
const CHECKED_PROGRAMS = 1000;

/** A verdict that leaves the door open (the university may admit the person, or once a condition is met). */
const opens = (eligibility: Eligibility) => eligibility.verdict === 'ELIGIBLE' || eligibility.verdict === 'CONDITIONAL';

/**
 * POST /search/eligibility: each university's best programme for a visitor's profile, best
 * university first (a university without programmes last, in the order asked). Nothing is stored.
 */
export async function checkUniversities(
  app: App,
  profile: Profile,
  universityIds: number[],
  language: TextLanguage,
): Promise<UniversityChecks> {
  const today = todayDate();
  const asked = [...new Set(universityIds)];
  const ids = await matchCandidates(
    app.db,
    { levels: null, budget: null, group: null, universityIds: asked, today },
    CHECKED_PROGRAMS,
  );
  const programs = await presentCatalogue(app, ids, today);
  const byUniversity = new Map<number, UniversityCheck>(
    asked.map((universityId) => [universityId, { universityId, programs: 0, open: 0, best: null }]),
  );
  for (const program of programs) {
    const entry = byUniversity.get(program.university.id);
    if (!entry) continue;
    const eligibility = check(profile, program, today, language);
    entry.programs += 1;
    if (opens(eligibility)) entry.open += 1;
    if (!entry.best || eligibility.score > entry.best.eligibility.score)
      entry.best = { programId: program.id, programName: program.name, level: program.level, eligibility };
  }
  const order = new Map(asked.map((id, i) => [id, i]));
  const universities = [...byUniversity.values()].sort(
    (a, b) =>
      (b.best?.eligibility.score ?? -1) - (a.best?.eligibility.score ?? -1) ||
      order.get(a.universityId)! - order.get(b.universityId)!,
  );
  return { universities };
}

/** A lead's check: the verdict on each programme the visitor checked, found again here (the lead stores it). */
export async function leadCheck(app: App, profile: Profile, programIds: number[]): Promise<LeadCheck> {
  const today = todayDate();
  const programs = await presentCatalogue(app, [...new Set(programIds)], today);
  return {
    profile,
    checkedAt: new Date().toISOString(),
    programs: programs.map((program) => {
      const { verdict, score } = evaluate(profile, program, today);
      return { id: program.id, name: program.name, university: program.university.name, verdict, score };
    }),
  };
}
