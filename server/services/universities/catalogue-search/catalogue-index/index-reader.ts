import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { readOtherNames } from '#server/db/catalogue-names/stored-other-names.ts';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { warmIndex } from '#server/db/warm-index.ts';
import { log } from '#server/utils/log.ts';
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

/** The chunk of featured (or other) universities after `after` in catalogue order, through the order index (which holds every column read). */
const chunkAfter = (db: Kysely<Database>, featured: boolean, after?: { name: string; id: number }) =>
  db
    .selectFrom('universities')
    .select(['id', 'name', 'search_words', 'city', 'country', 'specialties', 'best_rank'])
    .where('featured', '=', featured)
    .$if(after !== undefined, (query) => query.where(sql<SqlBool>`(name, id) > (${after!.name}, ${after!.id})`))
    .orderBy('name')
    .orderBy('id')
    .limit(CHUNK)
    .execute();

/**
 * Reads the whole catalogue in catalogue order (the featured, then the others, each by name and
 * id), a chunk at a time, and builds its index at the revision read first. The next chunk is
 * asked for before this one is indexed, so that PostgreSQL reads it meanwhile.
 */
async function readOnce(db: Kysely<Database>): Promise<CatalogueIndex> {
  const revision = await revisionIn(db);
  const builder = catalogueIndexBuilder();
  for (const featured of [true, false]) {
    let next: ReturnType<typeof chunkAfter> | undefined = chunkAfter(db, featured);
    while (next) {
      const rows: Awaited<typeof next> = await next;
      next = rows.length === CHUNK ? chunkAfter(db, featured, rows[rows.length - 1]) : undefined;
      for (const row of rows)
        builder.add({
          id: row.id,
          searchWords: row.search_words,
          city: row.city,
          country: row.country,
          specialties: JSON.parse(row.specialties),
          featured,
          bestRank: row.best_rank,
        });
      await nextTurn();
    }
  }
  return builder.finish(revision, await programmeNames(db), await readOtherNames(db));
}

/** The indexes a build reads through, in key order (migration 2026-12-02-100-catalogue-index-read). */
const READ_THROUGH = ['universities_order_idx', 'programs_name_idx'];

/** The databases whose indexes were warmed: once, before the first build; later builds find the pages in the cache. */
const warmed = new WeakSet<Kysely<Database>>();

/**
 * The catalogue index as one revision of the catalogue (one-revision.ts). Before this process's
 * first build the pages of the indexes it reads through are read into the disk cache many at a
 * time (warm-index.ts; read while the build reads, they had slowed it down). A cache that could
 * not be warmed only makes the build slower.
 */
export async function readCatalogueIndex(db: Kysely<Database>, dialect: Dialect): Promise<CatalogueIndex> {
  if (!warmed.has(db)) {
    warmed.add(db);
    for (const index of READ_THROUGH) {
      const started = performance.now();
      await warmIndex(db, dialect, index).then(
        (pages) => log.info({ index, pages, ms: Math.round(performance.now() - started) }, 'index pages warmed'),
        (error) => log.warn({ err: error, index }, 'index pages not warmed'),
      );
    }
  }
  return readAtOneRevision(db, dialect, readOnce);
}
