import type * as v from 'valibot';
import type { Agency, AgencyProfileUpdate, AgencySetupPayload } from '#sdk/schemas/agency';
import type { App } from '#server/utils/app.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { violatesUnique } from '#server/db/unique-violation.ts';
import { uniqueAgencySlug } from './agency-slug.ts';
import { presentAgency } from './agency.presenter.ts';
import { findAgencyByUser, insertAgency, updateAgency } from './agency.repository.ts';

async function ownAgency(app: App, userId: number) {
  const row = await findAgencyByUser(app.db, userId);
  if (!row) notFound('AGENCY_PROFILE_NOT_FOUND');
  return row;
}

/** POST /users/agency-setup: the one agency of an AGENCY user, with a unique slug made from its name. */
export async function setupAgency(
  app: App,
  userId: number,
  payload: v.InferOutput<typeof AgencySetupPayload>,
): Promise<Agency> {
  if (await findAgencyByUser(app.db, userId)) conflict('AGENCY_ALREADY_SET_UP');
  const values = {
    user_id: userId,
    name: payload.name,
    country: payload.country,
    city: payload.city ?? null,
    phone: payload.phone ?? null,
    website: payload.website ?? null,
    company_description: payload.companyDescription ?? null,
    subscription_tier: payload.subscriptionTier,
    subscription_active: true,
  };
  // Two setups racing meet the unique indexes: the same user's second one is refused (user_id);
  // agencies of one name racing for a slug each try again with a fresh one (agency_slug).
  for (let attempt = 0; ; attempt++) {
    try {
      const slug = await uniqueAgencySlug(app.db, payload.name, attempt);
      await app.db.transaction().execute((trx) => insertAgency(trx, { ...values, agency_slug: slug }));
      break;
    } catch (error) {
      if (violatesUnique(error, 'user_id')) conflict('AGENCY_ALREADY_SET_UP');
      if (!violatesUnique(error, 'agency_slug') || attempt >= 8) throw error;
    }
  }
  return presentAgency(await ownAgency(app, userId));
}

export const agencyProfile = async (app: App, userId: number): Promise<Agency> =>
  presentAgency(await ownAgency(app, userId));

/** PUT /users/agency/profile: changes the given fields (the slug stays; embed settings change it). */
export async function updateAgencyProfile(
  app: App,
  userId: number,
  changes: v.InferOutput<typeof AgencyProfileUpdate>,
): Promise<Agency> {
  const agency = await ownAgency(app, userId);
  const columns = {
    name: changes.name,
    country: changes.country,
    city: changes.city,
    phone: changes.phone,
    website: changes.website,
    company_description: changes.companyDescription,
    subscription_tier: changes.subscriptionTier,
  };
  const set = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length) await updateAgency(app.db, agency.id, set);
  return presentAgency(await ownAgency(app, userId));
}
