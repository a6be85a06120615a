import type * as v from 'valibot';
import type {
  AgencyMember,
  AgencyMemberInvitation,
  AgencyMemberRemoval,
  AgencyMemberUpdate,
  AgencyTeam,
} from '#sdk/schemas/agency-team';
import type { App } from '#server/utils/app.ts';
import { conflict, invalid, notFound } from '#server/utils/errors.ts';
import { inviteToSetPassword, unknownPasswordHash } from '#server/services/auth/account-invitation.ts';
import { revokeUserSessions } from '#server/services/auth/session.repository.ts';
import {
  findUserByEmail,
  findUserById,
  insertUserUnlessTaken,
  updateUser,
} from '#server/services/auth/user.repository.ts';
import { type AgencyAccess, findAgencyAccess, insertMember } from './agency-access.ts';
import {
  type AgencyMemberRow,
  deleteAgencyMember,
  findAgencyMember,
  listAgencyMembers,
  reassignMemberRecords,
  updateMemberRow,
} from './agency-member.repository.ts';
import { requireAgency, requireAgencyOwner } from './current-agency.ts';
import { leadAssignmentOf } from './lead-assignment.ts';
import { findOffice } from './office.repository.ts';
import { agencyRequiresTwoFactor } from './team-security.ts';
import { ensureSeat, seatCap } from './seats.ts';

const presentMember = (row: AgencyMemberRow): AgencyMember => ({
  id: row.id,
  userId: row.user_id,
  email: row.email,
  role: row.role,
  name: row.name,
  officeId: row.office_id,
  officeOnly: Boolean(row.office_only),
  joined: Boolean(row.joined),
  createdAt: row.created_at,
});

/** GET /agency/members: every member may see the team (to name who is assigned what). */
export async function agencyTeam(app: App, userId: number): Promise<AgencyTeam> {
  const agency = await requireAgency(app.db, userId);
  const rows = await listAgencyMembers(app.db, agency.id);
  return {
    members: rows.map(presentMember),
    me: agency.member,
    seats: { used: rows.length, cap: seatCap(agency.subscription_tier) },
    leadAssignment: await leadAssignmentOf(app.db, agency.id),
    twoFactorRequired: await agencyRequiresTwoFactor(app.db, userId),
  };
}

async function requireMember(app: App, agency: AgencyAccess, id: number) {
  const row = await findAgencyMember(app.db, agency.id, id);
  if (!row) notFound('MEMBER_NOT_FOUND');
  if (row.role === 'OWNER') conflict('OWNER_UNCHANGEABLE');
  return row;
}

/**
 * An account nobody else uses for this address: none yet, or one of a member removed before (an
 * agency account turned off, with no agency of its own), which comes back.
 */
async function accountToInvite(app: App, email: string) {
  const holder = await findUserByEmail(app.db, email);
  if (!holder) return undefined;
  if (holder.user_type === 'AGENCY' && !holder.is_active && !(await findAgencyAccess(app.db, holder.id))) return holder;
  conflict('EMAIL_TAKEN');
}

/**
 * POST /agency/members: a new member with the role given, within the plan's seats; they get an
 * e-mail with a link to choose their password (the invitation machinery of accounts others create).
 */
export async function inviteAgencyMember(
  app: App,
  userId: number,
  payload: v.InferOutput<typeof AgencyMemberInvitation>,
): Promise<AgencyMember> {
  const agency = await requireAgencyOwner(app.db, userId);
  const returning = await accountToInvite(app, payload.email);
  const passwordHash = await unknownPasswordHash();
  const language = (await findUserById(app.db, userId))?.language ?? 'en';
  const id = await app.db.transaction().execute(async (trx) => {
    await ensureSeat(trx, app.dialect, agency);
    const account = returning
      ? { id: returning.id }
      : await insertUserUnlessTaken(trx, { email: payload.email, passwordHash, userType: 'AGENCY', language });
    if (!account) conflict('EMAIL_TAKEN');
    if (returning) await updateUser(trx, returning.id, { is_active: true, password_hash: passwordHash });
    const member = await insertMember(trx, {
      agencyId: agency.id,
      userId: account.id,
      role: payload.role,
      officeId: agency.member.officeId,
    });
    await inviteToSetPassword(
      trx,
      app.config.publicUrl,
      { id: account.id, email: payload.email, language: returning?.language ?? language },
      { kind: 'AGENCY_MEMBER_INVITED', agencyName: agency.name, role: payload.role },
    );
    return member.id;
  });
  return presentMember((await findAgencyMember(app.db, agency.id, id))!);
}

/**
 * PUT /agency/members/{id}: a manager becomes a counsellor or the other way round, moves to another
 * office, is limited to theirs or not, is named; the owner stays the owner. A member limited to an
 * office must have one (a field error).
 */
export async function updateAgencyMember(
  app: App,
  userId: number,
  id: number,
  payload: v.InferOutput<typeof AgencyMemberUpdate>,
): Promise<AgencyMember> {
  const agency = await requireAgencyOwner(app.db, userId);
  const row = await requireMember(app, agency, id);
  if (payload.officeId && !(await findOffice(app.db, agency.id, payload.officeId)))
    invalid([{ field: 'officeId', message: 'Please select an office' }]);
  const officeOnly = payload.officeOnly ?? Boolean(row.office_only);
  if (officeOnly && (payload.officeId === undefined ? row.office_id : payload.officeId) === null)
    invalid([{ field: 'officeId', message: 'Please select an office' }]);
  await updateMemberRow(app.db, id, {
    ...(payload.role ? { role: payload.role } : {}),
    ...(payload.officeId !== undefined ? { office_id: payload.officeId } : {}),
    ...(payload.officeOnly !== undefined ? { office_only: payload.officeOnly } : {}),
    ...(payload.name !== undefined ? { name: payload.name ?? null } : {}),
  });
  return presentMember((await findAgencyMember(app.db, agency.id, id))!);
}

/**
 * DELETE /agency/members/{id}: the member's students and leads go to the member named (the owner
 * when none is), the membership ends, the account is turned off and its sessions end at once.
 */
export async function removeAgencyMember(
  app: App,
  userId: number,
  id: number,
  query: v.InferOutput<typeof AgencyMemberRemoval>,
): Promise<{ success: true }> {
  const agency = await requireAgencyOwner(app.db, userId);
  const member = await requireMember(app, agency, id);
  const heir = query.reassignTo ?? agency.member.id;
  if (heir === id || !(await findAgencyMember(app.db, agency.id, heir))) notFound('MEMBER_NOT_FOUND');
  await app.db.transaction().execute(async (trx) => {
    await reassignMemberRecords(trx, id, heir);
    const deleted = await deleteAgencyMember(trx, id);
    if (!deleted.numDeletedRows) notFound('MEMBER_NOT_FOUND');
    await updateUser(trx, member.user_id, { is_active: false });
    await revokeUserSessions(trx, member.user_id);
  });
  return { success: true };
}
