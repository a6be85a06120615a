import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { slugsLike } from './agency.repository.ts';

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

/**
 * A slug for a new agency that no agency has yet: the name's slug, else with -2, -3, … After a
 * lost race (`retry` > 0: another agency of the same name took the free one first) the number
 * starts further on by chance, so agencies setting up together do not keep choosing the same one.
 */
export async function uniqueAgencySlug(db: Kysely<Database>, name: string, retry = 0): Promise<string> {
  const base = slugify(name);
  const taken = new Set(await slugsLike(db, base));
  if (!retry && !taken.has(base)) return base;
  const start = retry ? 2 + randomInt(10 ** Math.min(retry + 1, 6)) : 2;
  for (let n = start; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
