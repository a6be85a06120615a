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
import type { ApplicationReviewParts, DocumentRequestAnswer } from '#sdk/schemas/review';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { conflict, fail, notFound } from '#server/utils/errors.ts';
import { findUniversity } from '#server/services/universities/university.repository.ts';
import { requireStudentRow } from '#server/services/students/student.service.ts';
import { answerDocumentRequest, reviewParts } from '#server/services/applications/review-parts.service.ts';
import { presentApplication, presentEvent } from '#server/services/applications/application.presenter.ts';
import {
  countByStatus,
  deleteDraftApplication,
  findApplication,
  insertApplication,
  insertApplicationEvent,
  listApplications,
  listEvents,
  updateDraftApplication,
} from '#server/services/applications/application.repository.ts';
import { oneOpenApplication } from '#server/services/applications/one-open-application.ts';
import { transitionApplication } from '#server/services/applications/status-machine.ts';

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
): Promise<{ applications: Application[]; stats: ApplicationStats }> {
  const student = await requireStudentRow(app.db, userId);
  const [rows, counts] = await Promise.all([
    listApplications(app.db, { studentId: student.id, status: query.status, search: query.search }),
    countByStatus(app.db, { studentId: student.id }),
  ]);
  return { applications: rows.map(presentApplication), stats: applicationStats(counts) };
}

export async function studentApplication(app: App, userId: number, id: number): Promise<ApplicationDetail> {
  const student = await requireStudentRow(app.db, userId);
  const row = await ownApplication(app, student.id, id);
  const [events, parts] = await Promise.all([listEvents(app.db, id), reviewParts(app.db, row)]);
  return { ...presentApplication(row), events: events.map(presentEvent()), ...parts };
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

/** Creates a DRAFT (recorded as the first event), and submits it at once when asked. */
export async function createStudentApplication(
  app: App,
  user: SignedIn,
  payload: v.InferOutput<typeof StudentApplicationCreate>,
): Promise<Application> {
  const student = await requireStudentRow(app.db, user.id);
  if (!(await findUniversity(app.db, payload.universityId))) notFound('UNIVERSITY_NOT_FOUND');
  const values = {
    student_id: student.id,
    university_id: payload.universityId,
    agency_id: student.agency_id,
    program_name: payload.programName,
    degree_level: payload.degreeLevel,
    personal_statement: payload.personalStatement ?? null,
    motivation_letter: payload.motivationLetter ?? null,
    status: 'DRAFT' as const,
  };
  if (payload.status === 'SUBMITTED') assertCanSubmit(student, values);
  const id = await oneOpenApplication(() =>
    app.db.transaction().execute(async (trx) => {
      const { id } = await insertApplication(trx, values);
      await insertApplicationEvent(trx, { applicationId: id, from: null, to: 'DRAFT', actorUserId: user.id });
      if (payload.status === 'SUBMITTED') {
        await transitionApplication(trx, {
          application: { id, status: 'DRAFT' },
          to: 'SUBMITTED',
          actor: { userId: user.id, role: 'owner' },
        });
      }
      return id;
    }),
  );
  return presentApplication((await findApplication(app.db, id))!);
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
): Promise<Application> {
  const student = await requireStudentRow(app.db, user.id);
  const row = await ownApplication(app, student.id, id);
  const edits = {
    ...(payload.universityId !== undefined ? { university_id: payload.universityId } : {}),
    ...(payload.programName !== undefined ? { program_name: payload.programName } : {}),
    ...(payload.degreeLevel !== undefined ? { degree_level: payload.degreeLevel } : {}),
    ...(payload.personalStatement !== undefined ? { personal_statement: payload.personalStatement } : {}),
    ...(payload.motivationLetter !== undefined ? { motivation_letter: payload.motivationLetter } : {}),
  };
  const editing = Object.keys(edits).length > 0;
  if (editing && row.status !== 'DRAFT') conflict('ONLY_DRAFT_EDITABLE');
  if (edits.university_id !== undefined && !(await findUniversity(app.db, edits.university_id)))
    notFound('UNIVERSITY_NOT_FOUND');
  if (payload.status === 'SUBMITTED') assertCanSubmit(student, { ...row, ...edits });

  await oneOpenApplication(() =>
    app.db.transaction().execute(async (trx) => {
      if (editing) {
        if (!(await updateDraftApplication(trx, id, edits))) conflict('ONLY_DRAFT_EDITABLE');
      }
      if (payload.status) {
        await transitionApplication(trx, {
          application: { id, status: row.status },
          to: payload.status,
          actor: { userId: user.id, role: 'owner' },
        });
      }
    }),
  );
  return presentApplication((await findApplication(app.db, id))!);
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
