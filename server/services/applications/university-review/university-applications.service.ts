import type { TextLanguage } from '#server/services/i18n/texts-in.ts';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import type { Pagination } from '#sdk/schemas/common';
import type { Application } from '#sdk/schemas/application';
import type { EnrolmentPayload } from '#sdk/schemas/offer';
import {
  UNIVERSITY_APPLICATION_STATUSES,
  type UniversityApplicationDetail,
  type UniversityApplicationListQuery,
  type UniversityDecisionPayload,
  type UniversityReviewPayload,
} from '#sdk/schemas/university-review';
import type { Database } from '#server/db/tables/database.ts';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { presentApplication, presentEvent } from '#server/services/applications/application.presenter.ts';
import {
  type ApplicationRow,
  filteredApplications,
  findApplication,
  listEvents,
} from '#server/services/applications/application.repository.ts';
import { transitionApplication } from '#server/services/applications/status-machine.ts';
import { recordEnrolment } from '#server/services/applications/offer/enrolment.service.ts';
import { auditReviewAction } from '#server/services/applications/review-audit.ts';
import { presentDocument } from '#server/services/documents/document.presenter.ts';
import { listDocuments } from '#server/services/documents/document.repository.ts';
import { presentProgram } from '#server/services/universities/university.presenter.ts';
import { updateUniversity } from '#server/services/universities/university.repository.ts';
import { ownUniversityId } from '#server/services/university-accounts/university-account.service.ts';
import {
  findApplicant,
  findProgramNamed,
  updateDecisionNotes,
  updateUniversityReview,
} from './university-review.repository.ts';
import { listDecisionTimes } from './university-applications.repository.ts';
import { medianResponseDays } from './response-time.ts';

const VISIBLE: readonly string[] = UNIVERSITY_APPLICATION_STATUSES;

/**
 * An application to the signed-in university that has reached it (ADMIN_APPROVED or later), or
 * 404: another university's, a draft or one still with the admins is not told apart from a missing one.
 */
export async function ownApplication(app: App, user: SignedIn, id: number): Promise<ApplicationRow> {
  const universityId = await ownUniversityId(app, user.id);
  const row = await findApplication(app.db, id);
  if (!row || row.university_id !== universityId || !VISIBLE.includes(row.status)) notFound('APPLICATION_NOT_FOUND');
  return row;
}

/** GET /university/applications: newest first, one page. */
export async function listUniversityApplications(
  app: App,
  user: SignedIn,
  query: v.InferOutput<typeof UniversityApplicationListQuery>,
  language: TextLanguage = 'en',
): Promise<{ applications: Application[]; pagination: Pagination }> {
  const universityId = await ownUniversityId(app, user.id);
  const filter = {
    universityId,
    statuses: query.status ? [query.status] : UNIVERSITY_APPLICATION_STATUSES,
    search: query.search,
  };
  const { total } = await filteredApplications(app.db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const { offset, limit } = pageWindow(query.page, query.limit);
  const rows = await filteredApplications(app.db, filter)
    .orderBy('applications.updated_at', 'desc')
    .orderBy('applications.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    applications: rows.map((row) => presentApplication(row, language)),
    pagination: pagination(query.page, query.limit, Number(total)),
  };
}

/** GET /university/applications/{id}: the applicant, the programme, statements, verified documents, review, timeline. */
export async function universityApplication(
  app: App,
  user: SignedIn,
  id: number,
  language: TextLanguage = 'en',
): Promise<UniversityApplicationDetail> {
  const row = await ownApplication(app, user, id);
  const [applicant, program, documents, events] = await Promise.all([
    findApplicant(app.db, row.student_id),
    findProgramNamed(app.db, row.university_id, row.program_name),
    listDocuments(app.db, row.student_id, { verified: true }),
    listEvents(app.db, id),
  ]);
  return {
    ...presentApplication(row, language),
    applicant: {
      id: applicant.id,
      firstName: applicant.first_name,
      lastName: applicant.last_name,
      email: applicant.email,
      nationality: applicant.nationality,
      dateOfBirth: applicant.date_of_birth,
      currentEducationLevel: applicant.current_education_level,
      institutionName: applicant.institution_name,
      graduationYear: applicant.graduation_year,
      gpa: applicant.gpa,
      gradeScale: applicant.grade_scale,
      ieltsScore: applicant.ielts_score,
      toeflScore: applicant.toefl_score,
      englishProficiency: applicant.english_proficiency,
    },
    program: program ? presentProgram(program) : null,
    documents: documents.map(presentDocument),
    review: { rating: row.review_rating, notes: row.review_notes },
    events: events.map(presentEvent()),
  };
}

/** POST /university/applications/{id}/start-review: ADMIN_APPROVED → UNDER_REVIEW. */
export async function startUniversityReview(app: App, user: SignedIn, id: number) {
  const row = await ownApplication(app, user, id);
  await app.db.transaction().execute((trx) =>
    transitionApplication(trx, {
      application: { id, status: row.status },
      to: 'UNDER_REVIEW',
      actor: { userId: user.id, role: 'university' },
    }),
  );
  return universityApplication(app, user, id);
}

/** PUT /university/applications/{id}/review: the rating and internal notes, while the application is under review. */
export async function recordUniversityReview(
  app: App,
  user: SignedIn,
  id: number,
  review: v.InferOutput<typeof UniversityReviewPayload>,
) {
  const row = await ownApplication(app, user, id);
  if (row.status !== 'UNDER_REVIEW') conflict('START_REVIEW_FIRST');
  await app.db.transaction().execute(async (trx) => {
    if (!(await updateUniversityReview(trx, id, { rating: review.rating, notes: review.notes ?? null })))
      conflict('APPLICATION_CHANGED');
    await auditReviewAction(trx, {
      actorId: user.id,
      applicationId: id,
      action: 'rate',
      before: { rating: row.review_rating },
      after: { rating: review.rating },
    });
  });
  return universityApplication(app, user, id);
}

/** The university's response time becomes the median of its decisions so far. */
export async function refreshResponseTime(trx: Kysely<Database>, universityId: number) {
  const times = await listDecisionTimes(trx, universityId);
  const days = medianResponseDays(
    times
      .filter((t) => t.decided_at && t.approved_at)
      .map((t) => ({ approvedAt: String(t.approved_at), decidedAt: t.decided_at! })),
  );
  if (days !== null) await updateUniversity(trx, universityId, { response_time_days: days });
}

/**
 * POST /university/applications/{id}/decision: UNDER_REVIEW → ACCEPTED (with optional
 * conditions) or REJECTED; the note is the applicant's to read, on the application and its timeline.
 */
export async function decideUniversityApplication(
  app: App,
  user: SignedIn,
  id: number,
  decision: v.InferOutput<typeof UniversityDecisionPayload>,
) {
  const row = await ownApplication(app, user, id);
  await app.db.transaction().execute(async (trx) => {
    await transitionApplication(trx, {
      application: { id, status: row.status },
      to: decision.decision,
      actor: { userId: user.id, role: 'university' },
      note: decision.note ?? null,
    });
    await updateDecisionNotes(trx, id, { note: decision.note ?? null, conditions: decision.conditions ?? null });
    await refreshResponseTime(trx, row.university_id);
  });
  return universityApplication(app, user, id);
}

/** POST /university/applications/{id}/enrolment: the student enrolled, or did not come (after OFFER_ACCEPTED). */
export async function recordUniversityEnrolment(app: App, user: SignedIn, id: number, payload: EnrolmentPayload) {
  await recordEnrolment(app, user, await ownApplication(app, user, id), payload);
  return universityApplication(app, user, id);
}
