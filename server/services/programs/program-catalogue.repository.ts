import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type * as v from 'valibot';
import type { ProgramListQuery } from '#sdk/schemas/program-catalogue';
import type { Database } from '#server/db/tables/database.ts';
import { contains } from '#server/utils/contains.ts';

type Query = v.InferOutput<typeof ProgramListQuery>;

/** The window columns `openNow` and `sort=deadline` read for a fee group. */
const windowOf = (feeGroup: Query['feeGroup']) =>
  feeGroup === 'NON_EU' ? (['non_eu_opens', 'non_eu_closes'] as const) : (['eu_opens', 'eu_closes'] as const);

/** Programmes joined with their university, narrowed by the query's filters. */
function filtered(db: Kysely<Database>, query: Query, today: string) {
  const feeGroup = query.feeGroup ?? 'EU';
  const [opens, closes] = windowOf(query.feeGroup);
  let select = db
    .selectFrom('programs as p')
    .innerJoin('universities as u', 'u.id', 'p.university_id')
    .leftJoin('program_fees as f', (join) => join.onRef('f.program_id', '=', 'p.id').on('f.fee_group', '=', feeGroup));
  if (query.q) {
    const q = query.q;
    select = select.where((eb) =>
      eb.or([contains(eb.ref('p.name'), q), contains(eb.ref('p.name_ar'), q), contains(eb.ref('u.name'), q)]),
    );
  }
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
export const countPrograms = async (db: Kysely<Database>, query: Query, today: string) =>
  Number(
    (
      await filtered(db, query, today)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** One page of the matching programme ids, in the query's order. */
export async function pageOfPrograms(db: Kysely<Database>, query: Query, today: string, offset: number, limit: number) {
  const [, closes] = windowOf(query.feeGroup);
  let select = filtered(db, query, today).select('p.id');
  if (query.sort === 'deadline') {
    const column = sql.ref(`d.${closes}`);
    const nextDeadline = sql`select min(${column}) from program_intakes d where d.program_id = p.id and ${column} >= ${today}`;
    select = select.orderBy(sql`(${nextDeadline}) is null`).orderBy(sql`(${nextDeadline})`);
  } else if (query.sort === 'tuition') {
    select = select.orderBy(sql`f.amount_eur is null`).orderBy('f.amount_eur');
  } else if (query.q) {
    // Names that begin with the words asked for first.
    const starts: Expression<SqlBool> = sql<SqlBool>`lower(p.name) like ${`${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
    select = select.orderBy(sql`case when ${starts} then 0 else 1 end`);
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
