import type { TextLanguage } from '#server/services/i18n/texts-in.ts';
import type * as v from 'valibot';
import {
  type Application,
  type ApplicationDetail,
  type ApplicationStats,
  applicationStats,
  type StudentApplicationCreate,
  type StudentApplicationListQuery,
  type StudentApplicationUpdate,
} from '#sdk/schemas/application';
import type { OfferDecisionPayload } from '#sdk/schemas/offer';
import type { ApplicationReviewParts, DocumentRequestAnswer } from '#sdk/schemas/review';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { conflict, fail, notFound } from '#server/utils/errors.ts';
import { requireStudentRow } from '#server/services/students/student.service.ts';
import { answerDocumentRequest, reviewParts } from '#server/services/applications/review-parts.service.ts';
import { presentApplication, presentEvent } from '#server/services/applications/application.presenter.ts';
import {
  countByStatus,
  deleteDraftApplication,
  findApplication,
  listApplications,
  listEvents,
} from '#server/services/applications/application.repository.ts';
import { createDraft, type DraftOwner, editDraft } from '#server/services/applications/draft.service.ts';
import { answerOffer } from '#server/services/applications/offer/enrolment.service.ts';

/** The student's own application, or 404: another student's id is not told apart from a missing one. */
async function ownApplication(app: App, studentId: number, id: number) {
  const row = await findApplication(app.db, id);
  if (!row || row.student_id !== studentId) notFound('APPLICATION_NOT_FOUND');
  return row;
}

/** Spec part 1, 4 and 5: a submission needs a programme, a degree level and a completed profile. */
function assertCanSubmit(
  student: { profile_completed: unknown },
  application: { program_name: string; degree_level: string },
) {
  if (!application.program_name.trim() || !application.degree_level.trim()) conflict('PROGRAM_REQUIRED_TO_SUBMIT');
  if (!student.profile_completed) fail(409, 'PROFILE_INCOMPLETE', 'PROFILE_INCOMPLETE');
}

export async function listStudentApplications(
  app: App,
  userId: number,
  query: v.InferOutput<typeof StudentApplicationListQuery>,
  language: TextLanguage = 'en',
): Promise<{ applications: Application[]; stats: ApplicationStats }> {
  const student = await requireStudentRow(app.db, userId);
  const [rows, counts] = await Promise.all([
    listApplications(app.db, { studentId: student.id, status: query.status, search: query.search }),
    countByStatus(app.db, { studentId: student.id }),
  ]);
  return { applications: rows.map((row) => presentApplication(row, language)), stats: applicationStats(counts) };
}

export async function studentApplication(
  app: App,
  userId: number,
  id: number,
  language: TextLanguage = 'en',
): Promise<ApplicationDetail> {
  const student = await requireStudentRow(app.db, userId);
  const row = await ownApplication(app, student.id, id);
  const [events, parts] = await Promise.all([listEvents(app.db, id), reviewParts(app.db, row)]);
  return { ...presentApplication(row, language), events: events.map(presentEvent()), ...parts };
}

/** POST /direct-students/applications/{id}/document-requests/{requestId}/answer. */
export async function answerStudentDocumentRequest(
  app: App,
  userId: number,
  id: number,
  requestId: number,
  payload: v.InferOutput<typeof DocumentRequestAnswer>,
): Promise<ApplicationReviewParts> {
  const student = await requireStudentRow(app.db, userId);
  const row = await ownApplication(app, student.id, id);
  return answerDocumentRequest(app, userId, row, requestId, payload);
}

/** The student as the owner of their applications: their nationality decides whose intake window applies. */
const asOwner = (
  user: SignedIn,
  student: { nationality: string | null; profile_completed: unknown },
  language?: TextLanguage,
): DraftOwner => ({
  user,
  language,
  nationality: student.nationality,
  checkSubmission: (application) => assertCanSubmit(student, application),
});

/** Creates a DRAFT (recorded as the first event), and submits it at once when asked. */
export async function createStudentApplication(
  app: App,
  user: SignedIn,
  payload: v.InferOutput<typeof StudentApplicationCreate>,
  language?: TextLanguage,
): Promise<Application> {
  const student = await requireStudentRow(app.db, user.id);
  const { status, ...fields } = payload;
  return createDraft(
    app,
    asOwner(user, student, language),
    { ...fields, studentId: student.id, agencyId: student.agency_id },
    status === 'SUBMITTED',
  );
}

/**
 * PUT /direct-students/applications/{id}: edits a draft (spec part 1, 4: DRAFT only) and/or
 * moves it: `SUBMITTED` submits, `WITHDRAWN` withdraws; both through the status machine.
 */
export async function updateStudentApplication(
  app: App,
  user: SignedIn,
  id: number,
  payload: v.InferOutput<typeof StudentApplicationUpdate>,
  language?: TextLanguage,
): Promise<Application> {
  const student = await requireStudentRow(app.db, user.id);
  const row = await ownApplication(app, student.id, id);
  const { status, ...fields } = payload;
  return editDraft(app, asOwner(user, student, language), row, fields, status);
}

/** Deletes a draft; anything further along is part of the record and stays. */
export async function deleteStudentApplication(app: App, userId: number, id: number): Promise<void> {
  const student = await requireStudentRow(app.db, userId);
  const row = await ownApplication(app, student.id, id);
  if (row.status !== 'DRAFT') conflict('ONLY_DRAFT_DELETABLE');
  // A racing delete removed it first (404), or a racing submit moved it on (409).
  if (!(await deleteDraftApplication(app.db, id))) {
    await ownApplication(app, student.id, id);
    conflict('ONLY_DRAFT_DELETABLE');
  }
}

/** The student's own application row, for answers built elsewhere (the decision letter). */
export async function ownStudentApplication(app: App, userId: number, id: number) {
  const student = await requireStudentRow(app.db, userId);
  return ownApplication(app, student.id, id);
}

/** POST /direct-students/applications/{id}/offer: the student accepts or declines their offer. */
export async function answerStudentOffer(
  app: App,
  user: SignedIn,
  id: number,
  payload: OfferDecisionPayload,
): Promise<ApplicationDetail> {
  const student = await requireStudentRow(app.db, user.id);
  await answerOffer(app, user, await ownApplication(app, student.id, id), payload);
  return studentApplication(app, user.id, id);
}
