import type { Kysely } from 'kysely';
import type { OtherNameKind } from '#sdk/schemas/other-names';
import type { Database } from '#server/db/tables/database.ts';

/**
 * The other names admins keep for the catalogue's universities, cities and countries (nicknames,
 * local names, synonyms: table `catalogue_other_names`), by kind, then by the English name.
 */
export type OtherNames = Record<OtherNameKind, Map<string, string>>;

/** Rows of other names by kind and name. */
export function otherNamesFrom(rows: { kind: OtherNameKind; name: string; other_names: string }[]): OtherNames {
  const names: OtherNames = { UNIVERSITY: new Map(), CITY: new Map(), COUNTRY: new Map() };
  for (const row of rows) names[row.kind]?.set(row.name, row.other_names);
  return names;
}

/** The other names as they are stored now (a few hundred rows: read whole, where words are made). */
export const readOtherNames = async (db: Kysely<Database>): Promise<OtherNames> =>
  otherNamesFrom(await db.selectFrom('catalogue_other_names').select(['kind', 'name', 'other_names']).execute());
