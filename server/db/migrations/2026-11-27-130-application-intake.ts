// An application names the programme and intake it is for; an apply request from a widget
// carries them to the application it becomes. Nullable: applications to a university that lists
// no programmes keep only their free-text programme name. No foreign keys: a programme's editor
// replaces its intakes, so the application keeps the start date it was made for.
import type { Kysely } from 'kysely';

const COLUMNS: [table: string, column: string, type: 'integer' | 'text'][] = [
  ['applications', 'program_id', 'integer'],
  ['applications', 'intake_id', 'integer'],
  ['applications', 'intake_start_date', 'text'],
  ['leads', 'program_id', 'integer'],
  ['leads', 'intake_id', 'integer'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column, type] of COLUMNS) await db.schema.alterTable(table).addColumn(column, type).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMNS.toReversed()) await db.schema.alterTable(table).dropColumn(column).execute();
}
