import * as v from 'valibot';
import { LeadCheckPayload } from './eligibility.ts';
import { LeadRequest } from './lead.ts';

/** POST /leads: a consultation, information or apply request, from the portal or an agency's widget. */
export const LeadPayload = v.pipe(
  v.object({
    ...LeadRequest.entries,
    /** The visitor's eligibility check (the search widget): the agency receives a qualified lead. */
    eligibilityCheck: v.optional(v.nullable(LeadCheckPayload)),
  }),
  // An apply request names what the apply form requires (spec part 1, 5).
  v.forward(
    v.check((p) => p.kind !== 'apply' || p.universityId !== undefined, 'University is required'),
    ['universityId'],
  ),
  v.forward(
    v.check((p) => p.kind !== 'apply' || !!p.programName, 'Program name is required'),
    ['programName'],
  ),
  v.forward(
    v.check((p) => p.kind !== 'apply' || !!p.degreeLevel, 'Degree level is required'),
    ['degreeLevel'],
  ),
);
export type LeadPayload = v.InferInput<typeof LeadPayload>;
