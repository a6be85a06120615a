import type { Kysely, Selectable } from 'kysely';
import type { ManagedProgram } from '#sdk/schemas/university';
import type { Database } from '#server/db/tables/database.ts';
import type { ProgramTable } from '#server/db/tables/university.table.ts';
import { presentProgram } from '#server/services/universities/university.presenter.ts';
import { todayDate } from './intake-status.ts';
import { byProgram, presentDetails } from './program-parts.presenter.ts';
import { findFees, findIntakes } from './program-parts.repository.ts';

/** Programme rows with their intakes and fees, as their editors see them. */
export async function presentManaged(
  db: Kysely<Database>,
  rows: Selectable<ProgramTable>[],
): Promise<ManagedProgram[]> {
  const ids = rows.map((row) => row.id);
  const [intakes, fees] = await Promise.all([findIntakes(db, ids), findFees(db, ids)]);
  const intakesOf = byProgram(intakes);
  const feesOf = byProgram(fees);
  const today = todayDate();
  return rows.map((row) => ({
    ...presentProgram(row),
    ...presentDetails(row, intakesOf.get(row.id) ?? [], feesOf.get(row.id) ?? [], today),
  }));
}
