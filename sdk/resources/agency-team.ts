import type { Client } from '#sdk/client';
import type {
  AgencyMember,
  AgencyMemberInvitation,
  AgencyMemberRemoval,
  AgencyMemberUpdate,
  AgencyTeam,
  BulkAssignment,
  LeadAssignmentSettings,
} from '#sdk/schemas/agency-team';
import type { SecuritySettings } from '#sdk/schemas/two-factor';

/** The agency's team: every member with their role, the caller's own membership and the plan's seats. */
export function listMembers(client: Client): Promise<AgencyTeam> {
  return client.request('GET', '/agency/members');
}

/** Invites a manager or counsellor by e-mail (the owner only); they choose a password from the e-mail. */
export function inviteMember(client: Client, payload: AgencyMemberInvitation): Promise<{ member: AgencyMember }> {
  return client.request('POST', '/agency/members', { body: payload });
}

/** Changes a member's role (the owner only). */
export function updateMember(
  client: Client,
  id: number,
  payload: AgencyMemberUpdate,
): Promise<{ member: AgencyMember }> {
  return client.request('PUT', `/agency/members/${id}`, { body: payload });
}

/** Removes a member (the owner only): their sessions end; their students and leads go to `reassignTo` or the owner. */
export function removeMember(client: Client, id: number, query: AgencyMemberRemoval = {}): Promise<{ success: true }> {
  return client.request('DELETE', `/agency/members/${id}`, { query });
}

/** Assigns many of the agency's students to one member (or to nobody). */
export function assignStudents(client: Client, payload: BulkAssignment): Promise<{ assigned: number }> {
  return client.request('POST', '/agency/students/assign', { body: payload });
}

/** Assigns many of the agency's leads to one member (or to nobody). */
export function assignLeads(client: Client, payload: BulkAssignment): Promise<{ assigned: number }> {
  return client.request('POST', '/agency/leads/assign', { body: payload });
}

/** Chooses who gets new widget leads (the owner only): nobody, the counsellors in turn, or one member. */
export function updateLeadAssignment(
  client: Client,
  payload: LeadAssignmentSettings,
): Promise<{ leadAssignment: AgencyTeam['leadAssignment'] }> {
  return client.request('PUT', '/agency/settings/lead-assignment', { body: payload });
}

/** Requires a second factor of every account of the agency, the owner's too, or stops requiring it (the owner only). */
export function updateTeamSecurity(client: Client, payload: SecuritySettings): Promise<{ security: SecuritySettings }> {
  return client.request('PUT', '/agency/settings/security', { body: payload });
}
