import type { Kysely } from 'kysely';
import type { ApplicantGroup, FeeGroup } from '#sdk/schemas/program-parts';
import type { Database } from '#server/db/tables/database.ts';
import { WINDOW_COLUMNS } from '#server/services/programs/intake-status.ts';

/** What the database can rule out before the engine reads a programme. */
export interface CandidateFilter {
  /** The programme levels the person's degree opens (all when unknown). */
  levels: string[] | null;
  level?: string;
  country?: string;
  /** Only these universities' programmes. */
  universityIds?: number[];
  /** Only programmes whose fee for this group fits the budget (euros a year). */
  budget: { feeGroup: FeeGroup; euros: number } | null;
  /** Only programmes with an intake this group can still make, or no dated intake at all. */
  group: ApplicantGroup | null;
  today: string;
}

/**
 * The ids of the programmes that pass the filter's hard gates, read from the indexed columns
 * (level, fee group and amount, intake dates) rather than from every programme's requirements.
 */
export async function matchCandidates(db: Kysely<Database>, filter: CandidateFilter, limit: number): Promise<number[]> {
  let select = db.selectFrom('programs as p').innerJoin('universities as u', 'u.id', 'p.university_id').select('p.id');
  if (filter.levels) select = select.where('p.level', 'in', filter.levels);
  if (filter.level) select = select.where('p.level', '=', filter.level);
  if (filter.universityIds) select = select.where('p.university_id', 'in', filter.universityIds);
  if (filter.country)
    select = select.where((eb) => eb(eb.fn('lower', ['u.country']), '=', filter.country!.toLowerCase()));
  const budget = filter.budget;
  if (budget)
    select = select.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('program_fees as f')
            .select('f.program_id')
            .whereRef('f.program_id', '=', 'p.id')
            .where('f.fee_group', '=', budget.feeGroup)
            .where('f.amount_eur', '>', budget.euros),
        ),
      ),
    );
  const group = filter.group;
  if (group) {
    const closes = WINDOW_COLUMNS[group][1];
    select = select.where(({ or, not, exists, selectFrom }) =>
      or([
        not(exists(selectFrom('program_intakes as n').select('n.id').whereRef('n.program_id', '=', 'p.id'))),
        exists(
          selectFrom('program_intakes as i')
            .select('i.id')
            .whereRef('i.program_id', '=', 'p.id')
            .where('i.start_date', '>', filter.today)
            .where((w) => w.or([w(`i.${closes}`, 'is', null), w(`i.${closes}`, '>=', filter.today)]))
            .where((w) => w.or([w('i.seats', 'is', null), w('i.seats_taken', '<', w.ref('i.seats'))])),
        ),
      ]),
    );
  }
  const rows = await select.orderBy('p.id').limit(limit).execute();
  return rows.map((row) => row.id);
}
