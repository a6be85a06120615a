import type { Client } from '#sdk/client';
import type {
  Comparison,
  Eligibility,
  EligibilityProfile,
  Matches,
  MatchesQuery,
  ProgramStudents,
  ProgramStudentsQuery,
  QuotePdfQuery,
  UniversitiesCheck,
  UniversityChecks,
} from '#sdk/schemas/eligibility';

type Language = 'en' | 'ar';

/**
 * A profile checked against one programme's requirements, intakes and fees; nothing is stored.
 * A signed-in student who sends no profile is checked with their own.
 */
export function check(
  client: Client,
  programId: number,
  profile?: EligibilityProfile,
  lang: Language = 'en',
): Promise<{ eligibility: Eligibility }> {
  return client.request('POST', `/programs/${programId}/eligibility`, { body: profile ?? {}, query: { lang } });
}

/** The signed-in student's matching programmes, best first. */
export function studentMatches(client: Client, query: MatchesQuery = {}): Promise<Matches> {
  return client.request('GET', '/direct-students/matches', { query });
}

/** One of the agency's students' matching programmes, best first. */
export function agencyStudentMatches(client: Client, studentId: number, query: MatchesQuery = {}): Promise<Matches> {
  return client.request('GET', `/students/${studentId}/matches`, { query });
}

/** Which of the agency's active students qualify for a programme, best first (agencies; a counsellor sees their own). */
export function programStudents(
  client: Client,
  programId: number,
  query: ProgramStudentsQuery = {},
): Promise<ProgramStudents> {
  return client.request('GET', `/programs/${programId}/students`, { query });
}

/**
 * Up to four programmes side by side; a signed-in student's verdict on each, or (for an agency)
 * the verdicts of its student `studentId`.
 */
export function compare(client: Client, ids: number[], lang: Language = 'en', studentId?: number): Promise<Comparison> {
  return client.request('GET', '/programs/compare', { query: { ids: ids.join(','), lang, studentId } });
}

/** The compared programmes as the agency's branded PDF quote for its student (`lang`: else the agency's language). */
export async function quotePdf(
  client: Client,
  studentId: number,
  ids: number[],
  lang?: QuotePdfQuery['lang'],
): Promise<Blob> {
  return (
    await client.fetchRaw('GET', `/students/${studentId}/compare.pdf`, { query: { ids: ids.join(','), lang } })
  ).blob();
}

/**
 * A visitor's profile against the programmes of up to 24 universities (a page of search results):
 * each university's best programme and its verdict, best first. Nothing is stored.
 */
export function checkUniversities(
  client: Client,
  check: UniversitiesCheck,
  lang: Language = 'en',
): Promise<UniversityChecks> {
  return client.request('POST', '/search/eligibility', { body: check, query: { lang } });
}
