import type { ApplicationStatus } from '#sdk/schemas/enums';
import type { EnrolmentPayload, OfferDecisionPayload } from '#sdk/schemas/offer';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { conflict } from '#server/utils/errors.ts';
import { statusLabel, transitionApplication } from '#server/services/applications/status-machine.ts';
import { deferOffer } from './deferral.ts';
import { ENROLMENT_LISTENERS } from './enrolment-listeners.ts';

interface OfferApplication {
  id: number;
  status: ApplicationStatus;
  student_id: number;
  agency_id: number | null;
  university_id: number;
  program_id: number | null;
  intake_id: number | null;
  intake_start_date: string | null;
}

/**
 * The applicant's side (the student, or the agency of the student) answers the university's offer:
 * ACCEPTED → OFFER_ACCEPTED or OFFER_DECLINED, or a deferral to a later intake (deferral.ts);
 * 409 OFFER_NOT_OPEN from any other status.
 */
export async function answerOffer(
  app: App,
  user: SignedIn,
  application: OfferApplication,
  payload: OfferDecisionPayload,
): Promise<void> {
  if (application.status !== 'ACCEPTED')
    conflict({ reason: 'OFFER_NOT_OPEN', params: { status: statusLabel(application.status) } });
  const { decision, intakeId } = payload;
  if (decision === 'DEFER') return deferOffer(app, user, application, intakeId!);
  const to = decision === 'ACCEPT' ? 'OFFER_ACCEPTED' : 'OFFER_DECLINED';
  await app.db
    .transaction()
    .execute((trx) => transitionApplication(trx, { application, to, actor: { userId: user.id, role: 'owner' } }));
}

/**
 * The university confirms the enrolment (ENROLLED) or records a no-show (NOT_ENROLLED), only after
 * the offer was accepted (409 ENROLMENT_NOT_OPEN otherwise). An enrolment runs ENROLMENT_LISTENERS
 * in the same transaction.
 */
export async function recordEnrolment(
  app: App,
  user: SignedIn,
  application: OfferApplication,
  payload: EnrolmentPayload,
): Promise<void> {
  if (application.status !== 'OFFER_ACCEPTED')
    conflict({ reason: 'ENROLMENT_NOT_OPEN', params: { status: statusLabel(application.status) } });
  await app.db.transaction().execute(async (trx) => {
    const to = payload.enrolled ? 'ENROLLED' : 'NOT_ENROLLED';
    await transitionApplication(trx, { application, to, actor: { userId: user.id, role: 'university' } });
    if (!payload.enrolled) return;
    const enrolment = {
      applicationId: application.id,
      studentId: application.student_id,
      agencyId: application.agency_id,
      universityId: application.university_id,
      programId: application.program_id,
      intakeId: application.intake_id,
      enrolledAt: new Date().toISOString(),
      confirmedByUserId: user.id,
    };
    for (const listener of ENROLMENT_LISTENERS) await listener(trx, enrolment);
  });
}
