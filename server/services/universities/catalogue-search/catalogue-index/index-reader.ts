import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { readOtherNames } from '#server/db/catalogue-names/stored-other-names.ts';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { universityFilterTerms } from '#server/services/universities/catalogue-search/university-search.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { catalogueIndexBuilder } from './index-builder.ts';
import { readAtOneRevision, revisionIn } from './one-revision.ts';

/** Universities read per query: small enough that other requests wait at most a few milliseconds between reads. */
const CHUNK = 2_000;

/** The catalogue's programme names, each with an Arabic name given to it and how many universities teach it. */
const programmeNames = (db: Kysely<Database>) =>
  db
    .selectFrom('programs')
    .select((eb) => [
      'name',
      eb.fn.max('name_ar').as('nameAr'),
      eb.fn.count<string>('university_id').distinct().as('universities'),
    ])
    .groupBy('name')
    .execute()
    .then((rows) =>
      rows.map((row) => ({ name: row.name, nameAr: row.nameAr, universities: Number(row.universities) })),
    );

/**
 * Reads the whole catalogue in catalogue order (the featured, then the others, each by name and
 * id, through the order index), a chunk at a time, and builds its index at the revision read first.
 */
async function readOnce(db: Kysely<Database>): Promise<CatalogueIndex> {
  const revision = await revisionIn(db);
  const builder = catalogueIndexBuilder();
  for (const featured of [true, false]) {
    let after: { name: string; id: number } | undefined;
    for (;;) {
      const from = after;
      const rows = await db
        .selectFrom('universities')
        .select(['id', 'name', 'search_words', 'city', 'country', 'specialties', 'best_rank'])
        .where('featured', '=', featured)
        .$if(from !== undefined, (query) => query.where(sql<SqlBool>`(name, id) > (${from!.name}, ${from!.id})`))
        .orderBy('name')
        .orderBy('id')
        .limit(CHUNK)
        .execute();
      for (const row of rows) {
        const specialties: string[] = JSON.parse(row.specialties);
        builder.add({
          id: row.id,
          words: row.search_words.split(' ').filter(Boolean),
          filters: universityFilterTerms({ country: row.country, specialties, featured, bestRank: row.best_rank }),
          city: row.city,
          country: row.country,
          specialties,
        });
      }
      if (rows.length < CHUNK) break;
      after = rows[rows.length - 1];
      await nextTurn();
    }
  }
  return builder.finish(revision, await programmeNames(db), await readOtherNames(db));
}

/** The catalogue index as one revision of the catalogue (one-revision.ts). */
export const readCatalogueIndex = (db: Kysely<Database>, dialect: Dialect): Promise<CatalogueIndex> =>
  readAtOneRevision(db, dialect, readOnce);
