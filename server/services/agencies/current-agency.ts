import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { notFound } from '#server/utils/errors.ts';
import { type EmbedRow, findEmbedByUser } from './embed.repository.ts';

/** The agency of a signed-in AGENCY user (id, name, plan…), or 404 before the agency's setup. */
export async function requireAgency(db: Kysely<Database>, userId: number): Promise<EmbedRow> {
  const agency = await findEmbedByUser(db, userId);
  if (!agency) notFound('AGENCY_PROFILE_NOT_FOUND');
  return agency;
}
