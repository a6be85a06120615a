import type * as v from 'valibot';
import type { University, UniversityProfileUpdate } from '#sdk/schemas/university';
import type { App } from '#server/utils/app.ts';
import { forbidden, notFound } from '#server/utils/errors.ts';
import { presentUniversity } from '#server/services/universities/university.presenter.ts';
import { findUniversity, updateUniversity } from '#server/services/universities/university.repository.ts';
import { findOwnedUniversityId } from './university-account.repository.ts';
import { findClaimByUser } from './university-claim.repository.ts';

/**
 * The catalogue entry a verified university account owns. An account whose claim an admin has
 * not approved is refused (403) with its state; one that never did its setup gets 404.
 */
export async function ownUniversityId(app: App, userId: number): Promise<number> {
  const id = await findOwnedUniversityId(app.db, userId);
  if (id !== undefined) return id;
  const claim = await findClaimByUser(app.db, userId);
  if (claim?.status === 'PENDING') forbidden('UNIVERSITY_PENDING_VERIFICATION');
  if (claim?.status === 'REJECTED') forbidden('UNIVERSITY_NOT_VERIFIED');
  notFound('UNIVERSITY_PROFILE_NOT_FOUND');
}

const present = async (app: App, id: number) => presentUniversity((await findUniversity(app.db, id))!);

export const universityProfile = async (app: App, userId: number): Promise<University> =>
  present(app, await ownUniversityId(app, userId));

/** PUT /users/university/profile: changes the given fields of the owned catalogue entry. */
export async function updateUniversityProfile(
  app: App,
  userId: number,
  changes: v.InferOutput<typeof UniversityProfileUpdate>,
): Promise<University> {
  const id = await ownUniversityId(app, userId);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length) await app.db.transaction().execute((trx) => updateUniversity(trx, id, set));
  return present(app, id);
}
