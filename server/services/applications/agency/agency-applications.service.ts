import type { TextLanguage } from '#server/services/i18n/texts-in.ts';
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
import type { OfferDecisionPayload } from '#sdk/schemas/offer';
import type { ApplicationReviewParts, DocumentRequestAnswer } from '#sdk/schemas/review';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { type AgencyScope, applicationScope } from '#server/services/agencies/agency-access.ts';
import { inScope, requireAgency } from '#server/services/agencies/current-agency.ts';
import { answerDocumentRequest, reviewParts } from '#server/services/applications/review-parts.service.ts';
import { findAgencyStudent } from '#server/services/students/agency-student.repository.ts';
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
  listEvents,
} from '#server/services/applications/application.repository.ts';
import { createDraft, editDraft } from '#server/services/applications/draft.service.ts';
import { transitionApplication } from '#server/services/applications/status-machine.ts';
import { eligibilityAtSubmission, saveEligibility } from '#server/services/applications/application-eligibility.ts';
import { answerOffer } from '#server/services/applications/offer/enrolment.service.ts';

/**
 * An application of the agency's students (a counsellor's: of the students assigned to them; an
 * application follows its student), or 404: another's id is not told apart from a missing one.
 */
export async function agencyApplicationRow(app: App, agency: AgencyScope, id: number) {
  const row = await findApplication(app.db, id);
  if (!row || row.agency_id !== agency.id) notFound('APPLICATION_NOT_FOUND');
  if (!inScope(agency, { assignedMemberId: row.student_assigned_member_id, officeId: row.student_office_id }))
    notFound('APPLICATION_NOT_FOUND');
  return row;
}

const owner = (user: SignedIn) => ({ userId: user.id, role: 'owner' as const });

/** GET /applications/agency: a page, searched and filtered on the server, and the counts per status over all. */
export async function listAgencyApplications(
  app: App,
  userId: number,
  query: v.InferOutput<typeof ApplicationListQuery>,
  language: TextLanguage = 'en',
) {
  const agency = await requireAgency(app.db, userId);
  const { page, limit, office, ...filter } = query;
  const [{ rows, total }, counts] = await Promise.all([
    applicationPage(app.db, { ...filter, ...applicationScope(agency, office) }, pageWindow(page, limit)),
    countByStatus(app.db, applicationScope(agency, office)),
  ]);
  return {
    applications: rows.map((row) => presentApplication(row, language)),
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
  const row = await agencyApplicationRow(app, agency, id);
  return answerDocumentRequest(app, user.id, row, requestId, payload);
}

/** GET /applications/{id}: the application with its student, university, timeline and checklist. */
export async function agencyApplication(
  app: App,
  userId: number,
  id: number,
  language: TextLanguage = 'en',
): Promise<ApplicationDetail> {
  const agency = await requireAgency(app.db, userId);
  const row = await agencyApplicationRow(app, agency, id);
  const [events, parts] = await Promise.all([listEvents(app.db, id), reviewParts(app.db, row)]);
  return { ...presentApplication(row, language), events: events.map(presentEvent()), ...parts };
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

/** The agency's student (a counsellor's own), or 404: a student of another agency is not told apart from a missing one. */
async function agencyStudent(app: App, agency: AgencyScope, studentId: number) {
  const student = await findAgencyStudent(app.db, agency, studentId);
  if (!student) notFound('STUDENT_NOT_FOUND');
  return student;
}

/** POST /applications: a DRAFT for one of the agency's own students (recorded as the first event), submitted at once when asked. */
export async function createAgencyApplication(
  app: App,
  user: SignedIn,
  payload: v.InferOutput<typeof AgencyApplicationCreate>,
  language?: TextLanguage,
): Promise<Application> {
  const agency = await requireAgency(app.db, user.id);
  const student = await agencyStudent(app, agency, payload.studentId);
  const { status, ...fields } = payload;
  return createDraft(
    app,
    { user, nationality: student.nationality, language },
    { ...fields, agencyId: agency.id },
    status === 'SUBMITTED',
  );
}

/** PUT /applications/{id}: the wizard's edit, only while DRAFT (ARCHITECTURE.md, Decisions); then submits when asked. */
export async function updateAgencyApplication(
  app: App,
  user: SignedIn,
  id: number,
  payload: v.InferOutput<typeof AgencyApplicationUpdate>,
  language?: TextLanguage,
): Promise<Application> {
  const agency = await requireAgency(app.db, user.id);
  const row = await agencyApplicationRow(app, agency, id);
  if (row.status !== 'DRAFT') conflict('ONLY_DRAFT_EDITABLE');
  const student = await agencyStudent(app, agency, row.student_id);
  const { status, ...fields } = payload;
  return editDraft(
    app,
    { user, nationality: student.nationality, language },
    row,
    fields,
    status === 'SUBMITTED' ? 'SUBMITTED' : undefined,
  );
}

/** PUT /applications/{id}/status: the owner's moves of the status machine (submit, withdraw); others are 409. */
export async function moveAgencyApplication(
  app: App,
  user: SignedIn,
  id: number,
  payload: v.InferOutput<typeof ApplicationStatusChange>,
  language?: TextLanguage,
): Promise<Application> {
  const agency = await requireAgency(app.db, user.id);
  const row = await agencyApplicationRow(app, agency, id);
  const submitted = payload.status === 'SUBMITTED' && row.status === 'DRAFT';
  const verdict = submitted
    ? await eligibilityAtSubmission(app, { studentId: row.student_id, programId: row.program_id })
    : null;
  await app.db.transaction().execute(async (trx) => {
    await transitionApplication(trx, { application: row, to: payload.status, actor: owner(user), note: payload.note });
    if (submitted) await saveEligibility(trx, id, verdict);
  });
  return presentApplication((await findApplication(app.db, id))!, language);
}

/** DELETE /applications/{id}: withdraws, only from DRAFT or SUBMITTED (409 otherwise). */
export async function withdrawAgencyApplication(app: App, user: SignedIn, id: number): Promise<Application> {
  const agency = await requireAgency(app.db, user.id);
  const row = await agencyApplicationRow(app, agency, id);
  if (row.status !== 'DRAFT' && row.status !== 'SUBMITTED') conflict('NOT_WITHDRAWABLE');
  return moveAgencyApplication(app, user, id, { status: 'WITHDRAWN' });
}

/** POST /applications/{id}/offer: the agency accepts or declines its student's offer. */
export async function answerAgencyOffer(
  app: App,
  user: SignedIn,
  id: number,
  payload: OfferDecisionPayload,
): Promise<ApplicationDetail> {
  const agency = await requireAgency(app.db, user.id);
  await answerOffer(app, user, await agencyApplicationRow(app, agency, id), payload);
  return agencyApplication(app, user.id, id);
}
