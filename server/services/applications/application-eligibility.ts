// The eligibility verdict an application carries: computed by the engine when
// the application is submitted, from the student's profile then and the catalogue's programme,
// kept with its findings, and worded in the reader's language when read.
import type { Kysely } from 'kysely';
import type { ApplicationEligibility, Verdict } from '#sdk/schemas/eligibility';
import type { Database } from '#server/db/tables/database.ts';
import { type Evaluation, evaluate, type Finding } from '#server/services/eligibility/evaluate.ts';
import { reasonIn } from '#server/services/eligibility/reason-texts.ts';
import { profileOfStudent } from '#server/services/eligibility/student-profile.ts';
import { type TextLanguage, textsIn } from '#server/services/i18n/texts-in.ts';
import { todayDate } from '#server/services/programs/intake-status.ts';
import { findCatalogueProgram } from '#server/services/programs/program-catalogue.service.ts';
import type { App } from '#server/utils/app.ts';

/** The columns that keep a verdict. */
export interface EligibilityColumns {
  eligibility_verdict: Verdict;
  eligibility_reasons: string;
  eligibility_computed_at: string;
}

/**
 * The verdict of the student's profile against the catalogue's programme, now; none where the
 * application names no programme of the catalogue (nothing to check against).
 */
export async function eligibilityAtSubmission(
  app: App,
  application: { studentId: number; programId: number | null | undefined },
  now = new Date(),
): Promise<EligibilityColumns | null> {
  if (application.programId == null) return null;
  const [student, program] = await Promise.all([
    app.db.selectFrom('students').selectAll().where('id', '=', application.studentId).executeTakeFirst(),
    findCatalogueProgram(app, application.programId),
  ]);
  if (!student || !program) return null;
  const evaluation: Evaluation = evaluate(profileOfStudent(student), program, todayDate(now));
  return {
    eligibility_verdict: evaluation.verdict,
    eligibility_reasons: JSON.stringify(evaluation.findings),
    eligibility_computed_at: now.toISOString(),
  };
}

/** Keeps the verdict on the application (inside the submission's transaction). */
export async function saveEligibility(db: Kysely<Database>, id: number, columns: EligibilityColumns | null) {
  if (columns) await db.updateTable('applications').set(columns).where('id', '=', id).execute();
}

type Kept = {
  eligibility_verdict: Verdict | null;
  eligibility_reasons: string | null;
  eligibility_computed_at: string | null;
};

/** The kept verdict with its reasons in `language`; null for none. */
export function presentEligibility(row: Kept, language: TextLanguage): ApplicationEligibility | null {
  if (!row.eligibility_verdict || !row.eligibility_computed_at) return null;
  const i18n = textsIn(language);
  const findings = JSON.parse(row.eligibility_reasons ?? '[]') as Finding[];
  return {
    verdict: row.eligibility_verdict,
    reasons: findings.map((finding) => reasonIn(i18n, finding)),
    computedAt: row.eligibility_computed_at,
  };
}
