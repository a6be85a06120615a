import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** What the eligibility check reads: the student's profile, the university's language requirement, the programme's language. */
export async function findEligibilityFacts(
  db: Kysely<Database>,
  target: { studentId: number; universityId: number; programName: string },
) {
  const [student, university, program] = await Promise.all([
    db.selectFrom('students').selectAll().where('id', '=', target.studentId).executeTakeFirstOrThrow(),
    db
      .selectFrom('universities')
      .select('language_requirements')
      .where('id', '=', target.universityId)
      .executeTakeFirst(),
    db
      .selectFrom('programs')
      .select('language')
      .where('university_id', '=', target.universityId)
      .where(sql`lower(name)`, '=', target.programName.toLowerCase())
      .executeTakeFirst(),
  ]);
  return {
    student,
    languageRequirements: university?.language_requirements ?? null,
    programLanguage: program?.language ?? null,
  };
}
