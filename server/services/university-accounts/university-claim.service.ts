import type * as v from 'valibot';
import type {
  UniversityClaim,
  UniversityClaimApproval,
  UniversityClaimListQuery,
  UniversityClaimRejection,
} from '#sdk/schemas/university-claim';
import type { UniversitySetupPayload } from '#sdk/schemas/university';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { violatesUnique } from '#server/db/unique-violation.ts';
import { findUniversity, insertUniversity } from '#server/services/universities/university.repository.ts';
import { findOwnedUniversityId } from './university-account.repository.ts';
import {
  findClaim,
  findClaimByUser,
  insertClaim,
  linkUniversity,
  listClaims,
  type UniversityClaimRow,
  updateClaimFrom,
} from './university-claim.repository.ts';

const presentClaim = (row: UniversityClaimRow): UniversityClaim => ({
  id: row.id,
  status: row.status,
  name: row.name,
  country: row.country,
  city: row.city,
  website: row.website,
  description: row.description,
  phone: row.phone,
  email: row.email,
  accountEmail: row.account_email,
  university:
    row.university_id !== null && row.university_name ? { id: row.university_id, name: row.university_name } : null,
  rejectionReason: row.rejection_reason,
  decidedAt: row.decided_at,
  createdAt: row.created_at,
});

const present = async (app: App, id: number) => presentClaim((await findClaim(app.db, id))!);

/**
 * POST /users/university-setup: the account claims a catalogue entry with these details. Until
 * an admin approves it, the account owns no entry, nothing new is public and nothing can be
 * sent to it (ARCHITECTURE.md, Decisions). A rejected claim may be sent again with corrected details.
 */
export async function claimUniversity(
  app: App,
  userId: number,
  payload: v.InferOutput<typeof UniversitySetupPayload>,
): Promise<UniversityClaim> {
  if ((await findOwnedUniversityId(app.db, userId)) !== undefined) conflict('UNIVERSITY_ALREADY_SET_UP');
  const details = {
    name: payload.name,
    country: payload.country,
    city: payload.city,
    website: payload.website ?? null,
    description: payload.description ?? null,
    phone: payload.phone ?? null,
    email: payload.email ?? null,
  };
  const existing = await findClaimByUser(app.db, userId);
  if (existing?.status === 'REJECTED') {
    const resent = await updateClaimFrom(app.db, existing.id, 'REJECTED', {
      ...details,
      status: 'PENDING',
      rejection_reason: null,
      decided_by: null,
      decided_at: null,
    });
    if (!resent) conflict('UNIVERSITY_ALREADY_SET_UP');
    return present(app, existing.id);
  }
  if (existing) conflict('UNIVERSITY_ALREADY_SET_UP');
  const { id } = await insertClaim(app.db, { user_id: userId, ...details, status: 'PENDING' }).catch((error) => {
    // The same account sending twice at once: the unique user_id decides.
    if (violatesUnique(error, 'user_id')) conflict('UNIVERSITY_ALREADY_SET_UP');
    throw error;
  });
  return present(app, id);
}

/** GET /users/university/claim: the account's claim, or null before its setup. */
export async function ownClaim(app: App, userId: number): Promise<UniversityClaim | null> {
  const row = await findClaimByUser(app.db, userId);
  return row ? presentClaim(row) : null;
}

export async function adminClaims(
  app: App,
  query: v.InferOutput<typeof UniversityClaimListQuery>,
): Promise<{ claims: UniversityClaim[] }> {
  return { claims: (await listClaims(app.db, query.status)).map(presentClaim) };
}

async function pendingClaim(app: App, id: number) {
  const claim = await findClaim(app.db, id);
  if (!claim) notFound('CLAIM_NOT_FOUND');
  if (claim.status !== 'PENDING')
    conflict(claim.status === 'APPROVED' ? 'CLAIM_ALREADY_APPROVED' : 'CLAIM_ALREADY_REJECTED');
  return claim;
}

/**
 * POST /admin/university-claims/{id}/approve: links the account to an existing catalogue entry
 * that has no account yet (`universityId`), or makes the claimed details a new entry.
 */
export async function approveClaim(
  app: App,
  admin: SignedIn,
  id: number,
  payload: v.InferOutput<typeof UniversityClaimApproval>,
): Promise<UniversityClaim> {
  const claim = await pendingClaim(app, id);
  if (payload.universityId !== undefined && !(await findUniversity(app.db, payload.universityId)))
    notFound('UNIVERSITY_NOT_FOUND');
  await app.db.transaction().execute(async (trx) => {
    // The claim first: a second admin deciding at once waits here and then finds it decided.
    const decided = await updateClaimFrom(trx, id, 'PENDING', {
      status: 'APPROVED',
      decided_by: admin.id,
      decided_at: new Date().toISOString(),
    });
    if (!decided) conflict('CLAIM_CHANGED');
    let universityId = payload.universityId;
    if (universityId === undefined) {
      universityId = await insertUniversity(trx, {
        user_id: claim.user_id,
        name: claim.name,
        country: claim.country,
        city: claim.city,
        website: claim.website,
        description: claim.description,
        phone: claim.phone,
        email: claim.email,
      });
    } else if (!(await linkUniversity(trx, universityId, claim.user_id))) {
      conflict('UNIVERSITY_ALREADY_LINKED');
    }
    await updateClaimFrom(trx, id, 'APPROVED', { university_id: universityId });
  });
  return present(app, id);
}

/** POST /admin/university-claims/{id}/reject: with a reason the university sees. */
export async function rejectClaim(
  app: App,
  admin: SignedIn,
  id: number,
  payload: v.InferOutput<typeof UniversityClaimRejection>,
): Promise<UniversityClaim> {
  await pendingClaim(app, id);
  const decided = await updateClaimFrom(app.db, id, 'PENDING', {
    status: 'REJECTED',
    rejection_reason: payload.reason,
    decided_by: admin.id,
    decided_at: new Date().toISOString(),
  });
  if (!decided) conflict('CLAIM_CHANGED');
  return present(app, id);
}
