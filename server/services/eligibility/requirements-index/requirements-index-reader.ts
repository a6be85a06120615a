import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { byProgram, requirementsOf } from '#server/services/programs/program-parts.presenter.ts';
import {
  readAtOneRevision,
  revisionIn,
} from '#server/services/universities/catalogue-search/catalogue-index/one-revision.ts';
import { type RequirementsIndex, requirementsIndexBuilder } from './requirements-index.ts';

/** Programmes read per query, with their intakes and fees: other requests wait at most a few milliseconds between reads. */
const CHUNK = 5_000;

/** Reads every programme in id order with its university's country, intakes and fees, and builds the index at the revision read first. */
async function readOnce(db: Kysely<Database>): Promise<RequirementsIndex> {
  const revision = await revisionIn(db);
  const builder = requirementsIndexBuilder();
  for (let after = 0; ; ) {
    const programmes = await db
      .selectFrom('programs as p')
      .innerJoin('universities as u', 'u.id', 'p.university_id')
      .select(['p.id', 'p.level', 'p.requirements', 'u.country'])
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(CHUNK)
      .execute();
    if (!programmes.length) break;
    const last = programmes[programmes.length - 1].id;
    const [intakes, fees] = await Promise.all([
      // As presentCatalogue reads them (findIntakes): by start date, then id.
      db
        .selectFrom('program_intakes')
        .selectAll()
        .where('program_id', '>', after)
        .where('program_id', '<=', last)
        .orderBy('program_id')
        .orderBy('start_date')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('program_fees')
        .select(['program_id', 'fee_group', 'amount', 'currency'])
        .where('program_id', '>', after)
        .where('program_id', '<=', last)
        .execute(),
    ]);
    const intakesOf = byProgram(intakes);
    const feesOf = byProgram(fees);
    for (const programme of programmes)
      builder.add({
        id: programme.id,
        level: programme.level,
        country: programme.country,
        requirements: programme.requirements,
        parse: requirementsOf,
        intakes: intakesOf.get(programme.id) ?? [],
        fees: (feesOf.get(programme.id) ?? []).map((fee) => ({
          feeGroup: fee.fee_group,
          amount: Number(fee.amount),
          currency: fee.currency,
        })),
      });
    if (programmes.length < CHUNK) break;
    after = last;
    await nextTurn();
  }
  return builder.finish(revision);
}

/** The requirements index as one revision of the catalogue (one-revision.ts). */
export const readRequirementsIndex = (db: Kysely<Database>, dialect: Dialect): Promise<RequirementsIndex> =>
  readAtOneRevision(db, dialect, readOnce);
