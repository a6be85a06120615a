import type { Insertable, Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** The intakes of the given programmes, by start date. */
export const findIntakes = (db: Kysely<Database>, programIds: number[]) =>
  programIds.length
    ? db
        .selectFrom('program_intakes')
        .selectAll()
        .where('program_id', 'in', programIds)
        .orderBy('start_date')
        .orderBy('id')
        .execute()
    : Promise.resolve([]);

/** When an intake starts (YYYY-MM-DD); null once its programme's editor has replaced it. */
export const intakeStartDate = async (db: Kysely<Database>, intakeId: number) =>
  (await db.selectFrom('program_intakes').select('start_date').where('id', '=', intakeId).executeTakeFirst())
    ?.start_date ?? null;

/** The fees of the given programmes, EU first. */
export const findFees = (db: Kysely<Database>, programIds: number[]) =>
  programIds.length
    ? db.selectFrom('program_fees').selectAll().where('program_id', 'in', programIds).orderBy('fee_group').execute()
    : Promise.resolve([]);

/** Puts these intakes in place of the programme's. */
export async function replaceIntakes(
  db: Kysely<Database>,
  programId: number,
  intakes: Omit<Insertable<Database['program_intakes']>, 'program_id'>[],
) {
  await db.deleteFrom('program_intakes').where('program_id', '=', programId).execute();
  if (intakes.length) {
    await db
      .insertInto('program_intakes')
      .values(intakes.map((intake) => ({ ...intake, program_id: programId })))
      .execute();
  }
}

/** Puts these fees in place of the programme's. */
export async function replaceFees(
  db: Kysely<Database>,
  programId: number,
  fees: Omit<Insertable<Database['program_fees']>, 'program_id'>[],
) {
  await db.deleteFrom('program_fees').where('program_id', '=', programId).execute();
  if (fees.length) {
    await db
      .insertInto('program_fees')
      .values(fees.map((fee) => ({ ...fee, program_id: programId })))
      .execute();
  }
}
