// Agencies as teams: the owner invites managers and counsellors; students and leads are
// assigned to a member. A counsellor sees only what is assigned to them; managers see all.
import * as v from 'valibot';
import { Id, optionalText, recordId, requiredEmail } from './common.ts';
import type { AgencyRole } from './enums.ts';

/** The roles the owner can give (the owner is the account that set the agency up). */
export const INVITED_ROLES = ['MANAGER', 'COUNSELLOR'] as const;
const InvitedRole = v.picklist(INVITED_ROLES, 'Please choose a role');

/** POST /agency/members: invites a person by e-mail; they choose their password from the e-mail's link. */
export const AgencyMemberInvitation = v.object({ email: requiredEmail(), role: InvitedRole });
export type AgencyMemberInvitation = v.InferInput<typeof AgencyMemberInvitation>;

/**
 * PUT /agency/members/{id}: any of the member's role, office, whether a manager sees only their
 * office's records (`officeOnly`), and the name they are shown by (null: their e-mail).
 */
export const AgencyMemberUpdate = v.object({
  role: v.optional(InvitedRole),
  officeId: v.optional(v.nullable(recordId('Please select an office'))),
  officeOnly: v.optional(v.boolean('Must be true or false')),
  name: optionalText(100),
});
export type AgencyMemberUpdate = v.InferInput<typeof AgencyMemberUpdate>;

/** DELETE /agency/members/{id}: who takes over the member's students and leads (the owner when left out). */
export const AgencyMemberRemoval = v.object({ reassignTo: v.optional(Id) });
export type AgencyMemberRemoval = v.InferInput<typeof AgencyMemberRemoval>;

/** An assignee in a student's or lead's body: a member of the agency, or null for nobody. */
export const AssignedMemberId = v.optional(v.nullable(recordId('Please select a team member')));

/** POST /agency/students/assign and /agency/leads/assign: many records to one member at once. */
export const BulkAssignment = v.object({
  ids: v.pipe(
    v.array(recordId(), 'Please select at least one'),
    v.minLength(1, 'Please select at least one'),
    v.maxLength(500, 'At most 500 at once'),
  ),
  assignedMemberId: v.nullable(recordId('Please select a team member')),
});
export type BulkAssignment = v.InferInput<typeof BulkAssignment>;

/** Who gets new widget leads: nobody (the owner and managers assign them), the counsellors in turn, or one member. */
export const LEAD_ASSIGNMENTS = ['NOBODY', 'ROUND_ROBIN', 'MEMBER'] as const;
export type LeadAssignment = (typeof LEAD_ASSIGNMENTS)[number];

/**
 * PUT /agency/settings/lead-assignment (the owner only); `memberId` names the person for MEMBER,
 * `officeId` the office whose counsellors take turns in ROUND_ROBIN (left out or null: every counsellor).
 */
export const LeadAssignmentSettings = v.object({
  mode: v.picklist(LEAD_ASSIGNMENTS, 'Please choose how new leads are assigned'),
  memberId: v.optional(v.nullable(recordId('Please select a team member'))),
  officeId: v.optional(v.nullable(recordId('Please select an office'))),
});
export type LeadAssignmentSettings = v.InferInput<typeof LeadAssignmentSettings>;

export interface AgencyMember {
  id: number;
  userId: number;
  email: string;
  role: AgencyRole;
  /** The name the member is shown by in timelines and messages (null: their e-mail). */
  name: string | null;
  /** The office the member belongs to, and whether a manager sees only its records. */
  officeId: number | null;
  officeOnly: boolean;
  /** False until the invited person has chosen a password and signed in once. */
  joined: boolean;
  createdAt: string;
}

/** GET /agency/members: the team, the caller's own membership and the plan's seats. */
export interface AgencyTeam {
  members: AgencyMember[];
  me: { id: number; role: AgencyRole; officeId: number | null; officeOnly: boolean };
  seats: { used: number; cap: number | null };
  leadAssignment: { mode: LeadAssignment; memberId: number | null; officeId: number | null };
  /** Whether the owner requires a second factor of every account of the agency (PUT /agency/settings/security). */
  twoFactorRequired: boolean;
}
