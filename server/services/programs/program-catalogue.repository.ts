import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type * as v from 'valibot';
import type { ProgramListQuery } from '#sdk/schemas/program-catalogue';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { contains } from '#server/utils/contains.ts';

type Query = v.InferOutput<typeof ProgramListQuery>;

/** The query and the folded search terms it asks for (query-words.ts), and the database's dialect. */
export interface ProgrammeQuery {
  query: Query;
  terms: string[];
  dialect: Dialect;
}

/** A term starting a word of stored search words (each word between spaces), on either database. */
const startsWord = (dialect: Dialect, column: string, term: string): Expression<SqlBool> =>
  dialect === 'postgres'
    ? sql<SqlBool>`strpos(${sql.ref(column)}, ${` ${term}`}) > 0`
    : sql<SqlBool>`instr(${sql.ref(column)}, ${` ${term}`}) > 0`;

/** Every term starts a word of the programme's own words (name, Arabic name, level, languages). */
const ownWordsHold = (dialect: Dialect, terms: string[]): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.join(
    terms.map((term) => startsWord(dialect, 'p.search_words', term)),
    sql` AND `,
  )})`;

/** The window columns `openNow` and `sort=deadline` read for a fee group. */
const windowOf = (feeGroup: Query['feeGroup']) =>
  feeGroup === 'NON_EU' ? (['non_eu_opens', 'non_eu_closes'] as const) : (['eu_opens', 'eu_closes'] as const);

/** Programmes joined with their university, narrowed by the query's filters. */
function filtered(db: Kysely<Database>, { query, terms, dialect }: ProgrammeQuery, today: string) {
  const feeGroup = query.feeGroup ?? 'EU';
  const [opens, closes] = windowOf(query.feeGroup);
  let select = db
    .selectFrom('programs as p')
    .innerJoin('universities as u', 'u.id', 'p.university_id')
    .leftJoin('program_fees as f', (join) => join.onRef('f.program_id', '=', 'p.id').on('f.fee_group', '=', feeGroup));
  // Each term starts a word of the programme's or of its university's words.
  for (const term of terms)
    select = select.where((eb) =>
      eb.or([startsWord(dialect, 'p.search_words', term), startsWord(dialect, 'u.search_words', term)]),
    );
  if (query.level) select = select.where('p.level', '=', query.level);
  if (query.field)
    select = select.where(query.field.length === 2 ? 'p.field_broad' : 'p.field_narrow', '=', query.field);
  if (query.language) select = select.where((eb) => contains(eb.ref('p.languages'), `"${query.language}"`));
  if (query.country)
    select = select.where((eb) => eb(eb.fn('lower', ['u.country']), '=', query.country!.toLowerCase()));
  if (query.city) select = select.where((eb) => eb(eb.fn('lower', ['p.campus_city']), '=', query.city!.toLowerCase()));
  if (query.universityId) select = select.where('p.university_id', '=', query.universityId);
  if (query.mode) select = select.where('p.mode', '=', query.mode);
  if (query.tuitionMax != null) select = select.where('f.amount_eur', '<=', query.tuitionMax);
  if (query.openNow || query.startMonth) {
    select = select.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('program_intakes as i')
          .select('i.id')
          .whereRef('i.program_id', '=', 'p.id')
          .where('i.start_date', '>', today)
          .$if(Boolean(query.startMonth), (qb) =>
            qb.where(sql`substr(i.start_date, 6, 2)`, '=', String(query.startMonth).padStart(2, '0')),
          )
          .$if(Boolean(query.openNow), (qb) =>
            qb
              .where((eb) => eb.or([eb(`i.${opens}`, 'is', null), eb(`i.${opens}`, '<=', today)]))
              .where((eb) => eb.or([eb(`i.${closes}`, 'is', null), eb(`i.${closes}`, '>=', today)]))
              .where((eb) => eb.or([eb('i.seats', 'is', null), eb('i.seats_taken', '<', eb.ref('i.seats'))])),
          ),
      ),
    );
  }
  return select;
}

/** How many programmes match. */
export const countPrograms = async (db: Kysely<Database>, query: ProgrammeQuery, today: string) =>
  Number(
    (
      await filtered(db, query, today)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** One page of the matching programme ids, in the query's order. */
export async function pageOfPrograms(
  db: Kysely<Database>,
  found: ProgrammeQuery,
  today: string,
  offset: number,
  limit: number,
) {
  const { query, terms, dialect } = found;
  const [, closes] = windowOf(query.feeGroup);
  let select = filtered(db, found, today).select('p.id');
  if (query.sort === 'deadline') {
    const column = sql.ref(`d.${closes}`);
    const nextDeadline = sql`select min(${column}) from program_intakes d where d.program_id = p.id and ${column} >= ${today}`;
    // One reading of the next deadline per programme; those without one last.
    select = select.orderBy(sql`coalesce((${nextDeadline}), '9999-12-31')`);
  } else if (query.sort === 'tuition') {
    select = select.orderBy(sql`f.amount_eur is null`).orderBy('f.amount_eur');
  } else if (terms.length) {
    // Relevance: programmes whose own words hold every term before those found by their university's.
    select = select.orderBy(sql`case when ${ownWordsHold(dialect, terms)} then 0 else 1 end`);
  }
  const rows = await select.orderBy('p.name').orderBy('p.id').offset(offset).limit(limit).execute();
  return rows.map((row) => row.id);
}

/** The programmes of these ids with their university's summary, in no order. */
export const findCataloguePrograms = (db: Kysely<Database>, ids: number[]) =>
  ids.length
    ? db
        .selectFrom('programs as p')
        .innerJoin('universities as u', 'u.id', 'p.university_id')
        .selectAll('p')
        .select(['u.name as university_name', 'u.country as university_country', 'u.city as university_city'])
        .where('p.id', 'in', ids)
        .execute()
    : Promise.resolve([]);

/** The ranges of `size` programme ids that hold any programme, by their index from 0 (id 1 is in range 0). */
export async function programIdRanges(db: Kysely<Database>, size: number) {
  const range = sql<number>`(programs.id - 1) / ${sql.lit(size)}`;
  const rows = await db.selectFrom('programs').select(range.as('range_index')).groupBy(range).orderBy(range).execute();
  return rows.map((row) => Number(row.range_index));
}

/** The ids of the programmes from `first` to `last`, read by the primary key. */
export const programsInIdRange = async (db: Kysely<Database>, first: number, last: number) =>
  (
    await db
      .selectFrom('programs')
      .select('id')
      .where('id', '>=', first)
      .where('id', '<=', last)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
