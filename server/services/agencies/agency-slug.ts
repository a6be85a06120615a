import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables/database.ts';

/**
 * The slug part of a name: lowercase ASCII letters and digits joined by hyphens, 3 to 50
 * characters (the embed settings' slug rule). Names without Latin letters get "agency".
 */
export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return base.length >= 3 ? base : `agency${base ? `-${base}` : ''}`;
}

/** A slug for a new agency that no agency has yet: the name's slug, else with -2, -3, … */
export async function uniqueAgencySlug(db: Kysely<Database>, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (await db.selectFrom('agencies').select('agency_slug').where((eb) => eb.or([eb('agency_slug', '=', base), eb('agency_slug', 'like', `${base}-%`)])).execute()).map(
      (row) => row.agency_slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
