import * as v from 'valibot';
import { recordId } from './common.ts';

/**
 * POST /applications/{id}/offer (the agency) and /direct-students/applications/{id}/offer (the student):
 * the applicant's answer to the university's offer, ACCEPTED → OFFER_ACCEPTED or OFFER_DECLINED; or
 * DEFER to `intakeId`, a later intake of the same programme: the application moves to it and stays ACCEPTED.
 */
export const OfferDecisionPayload = v.pipe(
  v.object({
    decision: v.picklist(['ACCEPT', 'DECLINE', 'DEFER'], 'Please choose accept, decline or defer'),
    intakeId: v.optional(recordId('Please choose the intake to defer to')),
  }),
  v.forward(
    v.check((d) => d.decision !== 'DEFER' || d.intakeId !== undefined, 'Please choose the intake to defer to'),
    ['intakeId'],
  ),
  v.forward(
    v.check((d) => d.decision === 'DEFER' || d.intakeId === undefined, 'Only a deferral names an intake'),
    ['intakeId'],
  ),
);
export type OfferDecisionPayload = v.InferInput<typeof OfferDecisionPayload>;

/**
 * POST /university/applications/{id}/enrolment: after OFFER_ACCEPTED the university confirms the
 * enrolment (ENROLLED) or records a no-show (NOT_ENROLLED).
 */
export const EnrolmentPayload = v.object({
  enrolled: v.boolean(),
});
export type EnrolmentPayload = v.InferInput<typeof EnrolmentPayload>;
