import type * as v from 'valibot';
import {
  type AgencyApplicationCreate,
  type AgencyApplicationUpdate,
  type Application,
  type ApplicationDetail,
  type ApplicationListQuery,
  type ApplicationStatusChange,
  applicationStats,
  type EligibilityWarning,
} from '#sdk/schemas/application';
import type { ApplicationReviewParts, DocumentRequestAnswer } from '#sdk/schemas/review';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import { answerDocumentRequest, reviewParts } from '#server/services/applications/review-parts.service.ts';
import { findAgencyStudent } from '#server/services/students/agency-student.repository.ts';
import { findUniversity } from '#server/services/universities/university.repository.ts';
import { findUserById } from '#server/services/auth/user.repository.ts';
import type { PdfLanguage } from '#server/services/pdf/pdf.ts';
import { presentApplication, presentEvent } from '#server/services/applications/application.presenter.ts';
import { renderApplicationPdf } from './application-pdf.ts';
import { eligibilityWarnings } from './eligibility.ts';
import { findEligibilityFacts } from './eligibility.repository.ts';
import {
  applicationPage,
  countByStatus,
  findApplication,
  insertApplication,
  insertApplicationEvent,
  listEvents,
  updateDraftApplication,
} from '#server/services/applications/application.repository.ts';
import { oneOpenApplication } from '#server/services/applications/one-open-application.ts';
import { transitionApplication } from '#server/services/applications/status-machine.ts';

/** An application of the agency's students, or 404: another agency's id is not told apart from a missing one. */
async function agencyApplicationRow(app: App, agencyId: number, id: number) {
  const row = await findApplication(app.db, id);
  if (!row || row.agency_id !== agencyId) notFound('APPLICATION_NOT_FOUND');
  return row;
}

const owner = (user: SignedIn) => ({ userId: user.id, role: 'owner' as const });

/** GET /applications/agency: a page, searched and filtered on the server, and the counts per status over all. */
export async function listAgencyApplications(
  app: App,
  userId: number,
  query: v.InferOutput<typeof ApplicationListQuery>,
) {
  const agency = await requireAgency(app.db, userId);
  const { page, limit, ...filter } = query;
  const [{ rows, total }, counts] = await Promise.all([
    applicationPage(app.db, { ...filter, agencyId: agency.id }, pageWindow(page, limit)),
    countByStatus(app.db, { agencyId: agency.id }),
  ]);
  return {
    applications: rows.map(presentApplication),
    pagination: pagination(page, limit, total),
    stats: applicationStats(counts),
  };
}

/** POST /applications/{id}/document-requests/{requestId}/answer: the agency answers for its student. */
export async function answerAgencyDocumentRequest(
  app: App,
  user: SignedIn,
  id: number,
  requestId: number,
  payload: v.InferOutput<typeof DocumentRequestAnswer>,
): Promise<ApplicationReviewParts> {
  const agency = await requireAgency(app.db, user.id);
  const row = await agencyApplicationRow(app, agency.id, id);
  return answerDocumentRequest(app, user.id, row, requestId, payload);
}

/** GET /applications/{id}: the application with its student, university, timeline and checklist. */
export async function agencyApplication(app: App, userId: number, id: number): Promise<ApplicationDetail> {
  const agency = await requireAgency(app.db, userId);
  const row = await agencyApplicationRow(app, agency.id, id);
  const [events, parts] = await Promise.all([listEvents(app.db, id), reviewParts(app.db, row)]);
  return { ...presentApplication(row), events: events.map(presentEvent()), ...parts };
}

/** What a university would refuse in this application today (warnings, never a refusal). */
export const applicationWarnings = async (app: App, application: Application): Promise<EligibilityWarning[]> =>
  eligibilityWarnings(
    await findEligibilityFacts(app.db, {
      studentId: application.student.id,
      universityId: application.university.id,
      programName: application.programName,
    }),
  );

/** GET /applications/{id}/export.pdf: the application as a PDF, in the language asked for or else the reader's own. */
export async function exportAgencyApplication(app: App, userId: number, id: number, language?: PdfLanguage) {
  const application = await agencyApplication(app, userId, id);
  const reader = language ?? ((await findUserById(app.db, userId))?.language === 'ar' ? 'ar' : 'en');
  return { pdf: await renderApplicationPdf(application, reader), fileName: `application-${id}.pdf` };
}

/** POST /applications: a DRAFT for one of the agency's own students (recorded as the first event), submitted at once when asked. */
export async function createAgencyApplication(
  app: App,
  user: SignedIn,
  payload: v.InferOutput<typeof AgencyApplicationCreate>,
): Promise<Application> {
  const agency = await requireAgency(app.db, user.id);
  if (!(await findAgencyStudent(app.db, agency.id, payload.studentId))) notFound('STUDENT_NOT_FOUND');
  if (!(await findUniversity(app.db, payload.universityId))) notFound('UNIVERSITY_NOT_FOUND');
  const id = await oneOpenApplication(() =>
    app.db.transaction().execute(async (trx) => {
      const { id } = await insertApplication(trx, {
        student_id: payload.studentId,
        university_id: payload.universityId,
        agency_id: agency.id,
        program_name: payload.programName,
        degree_level: payload.degreeLevel,
        personal_statement: payload.personalStatement,
        status: 'DRAFT',
      });
      await insertApplicationEvent(trx, { applicationId: id, from: null, to: 'DRAFT', actorUserId: user.id });
      if (payload.status === 'SUBMITTED')
        await transitionApplication(trx, { application: { id, status: 'DRAFT' }, to: 'SUBMITTED', actor: owner(user) });
      return id;
    }),
  );
  return presentApplication((await findApplication(app.db, id))!);
}

/** PUT /applications/{id}: the wizard's edit, only while DRAFT (ARCHITECTURE.md, Decisions); then submits when asked. */
export async function updateAgencyApplication(
  app: App,
  user: SignedIn,
  id: number,
  payload: v.InferOutput<typeof AgencyApplicationUpdate>,
): Promise<Application> {
  const agency = await requireAgency(app.db, user.id);
  const row = await agencyApplicationRow(app, agency.id, id);
  if (row.status !== 'DRAFT') conflict('ONLY_DRAFT_EDITABLE');
  if (payload.universityId !== undefined && !(await findUniversity(app.db, payload.universityId)))
    notFound('UNIVERSITY_NOT_FOUND');
  const edits = {
    ...(payload.universityId !== undefined ? { university_id: payload.universityId } : {}),
    ...(payload.programName !== undefined ? { program_name: payload.programName } : {}),
    ...(payload.degreeLevel !== undefined ? { degree_level: payload.degreeLevel } : {}),
    ...(payload.personalStatement !== undefined ? { personal_statement: payload.personalStatement } : {}),
  };
  await oneOpenApplication(() =>
    app.db.transaction().execute(async (trx) => {
      if (!(await updateDraftApplication(trx, id, edits))) conflict('ONLY_DRAFT_EDITABLE');
      if (payload.status === 'SUBMITTED')
        await transitionApplication(trx, { application: { id, status: 'DRAFT' }, to: 'SUBMITTED', actor: owner(user) });
    }),
  );
  return presentApplication((await findApplication(app.db, id))!);
}

/** PUT /applications/{id}/status: the owner's moves of the status machine (submit, withdraw); others are 409. */
export async function moveAgencyApplication(
  app: App,
  user: SignedIn,
  id: number,
  payload: v.InferOutput<typeof ApplicationStatusChange>,
): Promise<Application> {
  const agency = await requireAgency(app.db, user.id);
  const row = await agencyApplicationRow(app, agency.id, id);
  await app.db
    .transaction()
    .execute((trx) =>
      transitionApplication(trx, { application: row, to: payload.status, actor: owner(user), note: payload.note }),
    );
  return presentApplication((await findApplication(app.db, id))!);
}

/** DELETE /applications/{id}: withdraws, only from DRAFT or SUBMITTED (409 otherwise). */
export async function withdrawAgencyApplication(app: App, user: SignedIn, id: number): Promise<Application> {
  const agency = await requireAgency(app.db, user.id);
  const row = await agencyApplicationRow(app, agency.id, id);
  if (row.status !== 'DRAFT' && row.status !== 'SUBMITTED') conflict('NOT_WITHDRAWABLE');
  return moveAgencyApplication(app, user, id, { status: 'WITHDRAWN' });
}
