import type * as v from 'valibot';
import type { University, UniversityProfileUpdate, UniversitySetupPayload } from '#sdk/schemas/university';
import type { App } from '../../utils/app.ts';
import { conflict, notFound } from '../../utils/errors.ts';
import { presentUniversity } from '../universities/university.presenter.ts';
import { findUniversity, insertUniversity, updateUniversity } from '../universities/university.repository.ts';
import { findOwnedUniversityId } from './university-account.repository.ts';

const ALREADY_SET_UP = 'The university profile has already been set up';

async function ownUniversityId(app: App, userId: number): Promise<number> {
  const id = await findOwnedUniversityId(app.db, userId);
  if (id === undefined) notFound('University profile');
  return id;
}

const present = async (app: App, id: number) => presentUniversity((await findUniversity(app.db, id))!);

/**
 * POST /users/university-setup: the account's university becomes a catalogue entry owned by it
 * (universities.user_id, unique), so it is listed and receives applications.
 */
export async function setupUniversity(app: App, userId: number, payload: v.InferOutput<typeof UniversitySetupPayload>): Promise<University> {
  if ((await findOwnedUniversityId(app.db, userId)) !== undefined) conflict(ALREADY_SET_UP);
  const id = await app.db
    .transaction()
    .execute((trx) =>
      insertUniversity(trx, {
        user_id: userId,
        name: payload.name,
        country: payload.country,
        city: payload.city,
        website: payload.website ?? null,
        description: payload.description ?? null,
        phone: payload.phone ?? null,
        email: payload.email ?? null,
      }),
    )
    .catch((error) => {
      // The same account setting up twice at once: the unique user_id decides.
      if (/unique|duplicate/i.test(String(error?.message))) conflict(ALREADY_SET_UP);
      throw error;
    });
  return present(app, id);
}

export const universityProfile = async (app: App, userId: number): Promise<University> => present(app, await ownUniversityId(app, userId));

/** PUT /users/university/profile: changes the given fields of the owned catalogue entry. */
export async function updateUniversityProfile(app: App, userId: number, changes: v.InferOutput<typeof UniversityProfileUpdate>): Promise<University> {
  const id = await ownUniversityId(app, userId);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length) await app.db.transaction().execute((trx) => updateUniversity(trx, id, set));
  return present(app, id);
}
