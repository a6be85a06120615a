// Programmes become the catalogue's unit: fields of study, languages, credits, mode and place;
// intakes with an application window per applicant group; tuition per fee group in its own
// currency; entry requirements as data (a JSON object checked by the sdk's RequirementsForm).
// Existing programmes keep their values: a free-text intake naming only months becomes dated
// intakes (the next start of each month), with the old deadline as every group's close when
// there is one intake and the deadline lies between today and its start; any other text stays
// as the intake note. Today's tuition (euros) becomes a fee in EUR for both fee groups.
import { type Kysely, sql } from 'kysely';
import { isPostgres, realType, withId } from './portable.ts';

const NEW_TABLES = ['program_intakes', 'program_fees'];

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const LANGUAGES: Record<string, string> = {
  english: 'en',
  german: 'de',
  french: 'fr',
  spanish: 'es',
  italian: 'it',
  portuguese: 'pt',
  dutch: 'nl',
  greek: 'el',
  croatian: 'hr',
  romanian: 'ro',
  catalan: 'ca',
  valencian: 'ca',
  polish: 'pl',
  slovenian: 'sl',
  bulgarian: 'bg',
  norwegian: 'no',
  slovak: 'sk',
  czech: 'cs',
  swedish: 'sv',
  finnish: 'fi',
  danish: 'da',
  latvian: 'lv',
  estonian: 'et',
  lithuanian: 'lt',
  hungarian: 'hu',
};

/** "September and February" → month indexes; null when the text says more than months. */
function monthsOf(text: string): number[] | null {
  const words = text
    .toLowerCase()
    .split(/[\s,/&]+/)
    .filter((word) => word && word !== 'and');
  const months = words.map((word) => MONTHS.indexOf(word));
  return months.length && months.every((m) => m >= 0) ? months : null;
}

/** The first day of the month's next start from today. */
function nextStart(month: number, today: Date): string {
  let year = today.getUTCFullYear();
  if (Date.UTC(year, month, 1) <= today.getTime()) year += 1;
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

async function addColumns(db: Kysely<any>) {
  const real = realType(db);
  for (const [name, type] of [
    ['name_ar', 'text'],
    ['field_broad', 'text'],
    ['field_narrow', 'text'],
    ['ects', 'integer'],
    ['campus_city', 'text'],
    ['description', 'text'],
    ['description_ar', 'text'],
    ['web_page', 'text'],
    ['intake_note', 'text'],
    ['application_fee_currency', 'text'],
    ['deposit_currency', 'text'],
  ] as const) {
    await db.schema.alterTable('programs').addColumn(name, type).execute();
  }
  await db.schema.alterTable('programs').addColumn('application_fee', real).execute();
  await db.schema.alterTable('programs').addColumn('deposit', real).execute();
  await db.schema
    .alterTable('programs')
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('programs')
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('FULL_TIME'))
    .execute();
  await db.schema
    .alterTable('programs')
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

async function createTables(db: Kysely<any>) {
  let intakes = withId(db, db.schema.createTable('program_intakes'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer')
    .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0));
  for (const group of ['eu', 'non_eu', 'non_eu_visa']) {
    intakes = intakes.addColumn(`${group}_opens`, 'text').addColumn(`${group}_closes`, 'text');
  }
  await intakes.execute();
  await db.schema
    .createIndex('program_intakes_program_idx')
    .on('program_intakes')
    .columns(['program_id', 'start_date'])
    .execute();

  await db.schema
    .createTable('program_fees')
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('fee_group', 'text', (c) => c.notNull())
    .addColumn('amount', realType(db), (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // The amount at the reference rates (sdk/schemas/reference-rates.ts), for filters and sorting.
    .addColumn('amount_eur', realType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('program_fees_pk', ['program_id', 'fee_group'])
    .execute();
  await db.schema
    .createIndex('program_fees_group_amount_idx')
    .on('program_fees')
    .columns(['fee_group', 'amount_eur', 'program_id'])
    .execute();
  await db.schema.createIndex('programs_level_idx').on('programs').columns(['level', 'name']).execute();
  await db.schema.createIndex('programs_field_idx').on('programs').columns(['field_narrow']).execute();
  await db.schema.createIndex('programs_field_broad_idx').on('programs').columns(['field_broad']).execute();
  await db.schema.createIndex('programs_campus_city_idx').on('programs').columns(['campus_city']).execute();
  await db.schema.createIndex('programs_name_idx').on('programs').columns(['name', 'id']).execute();
}

/** The catalogue's revision counts changes of the new tables too (migration 003). */
async function addRevisionTriggers(db: Kysely<any>) {
  for (const table of NEW_TABLES) {
    if (isPostgres(db)) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_revision`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision()`.execute(db);
      continue;
    }
    for (const operation of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_revision_${operation.toLowerCase()}`)} AFTER ${sql.raw(operation)} ON ${sql.table(table)}
        BEGIN UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1; END`.execute(db);
    }
  }
}

/** Today's programmes in the new shape. */
async function carryOver(db: Kysely<any>) {
  const today = new Date();
  const todayText = today.toISOString().slice(0, 10);
  const rows = await db
    .selectFrom('programs')
    .innerJoin('universities', 'universities.id', 'programs.university_id')
    .select([
      'programs.id',
      'programs.language',
      'programs.intake',
      'programs.tuition_fee',
      'programs.application_deadline',
      'universities.city',
    ])
    .execute();
  for (const row of rows) {
    const languages = String(row.language ?? '')
      .toLowerCase()
      .split(/[\s,/&]+/)
      .map((word) => LANGUAGES[word])
      .filter(Boolean);
    const months = row.intake ? monthsOf(row.intake) : null;
    await db
      .updateTable('programs')
      .set({
        languages: JSON.stringify([...new Set(languages)]),
        campus_city: row.city,
        intake_note: row.intake && !months ? row.intake : null,
      })
      .where('id', '=', row.id)
      .execute();
    for (const month of months ?? []) {
      const start = nextStart(month, today);
      const deadline =
        months?.length === 1 &&
        row.application_deadline &&
        row.application_deadline >= todayText &&
        row.application_deadline <= start
          ? row.application_deadline
          : null;
      await db
        .insertInto('program_intakes')
        .values({
          program_id: row.id,
          start_date: start,
          eu_closes: deadline,
          non_eu_closes: deadline,
          non_eu_visa_closes: deadline,
        })
        .execute();
    }
    if (row.tuition_fee != null) {
      for (const group of ['EU', 'NON_EU']) {
        await db
          .insertInto('program_fees')
          .values({
            program_id: row.id,
            fee_group: group,
            amount: row.tuition_fee,
            currency: 'EUR',
            amount_eur: row.tuition_fee,
          })
          .execute();
      }
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await addColumns(db);
  await createTables(db);
  await addRevisionTriggers(db);
  await carryOver(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of NEW_TABLES) await db.schema.dropTable(table).ifExists().execute();
  for (const index of [
    'programs_level_idx',
    'programs_field_idx',
    'programs_field_broad_idx',
    'programs_campus_city_idx',
    'programs_name_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of [
    'name_ar',
    'field_broad',
    'field_narrow',
    'ects',
    'campus_city',
    'description',
    'description_ar',
    'web_page',
    'intake_note',
    'application_fee_currency',
    'deposit_currency',
    'application_fee',
    'deposit',
    'languages',
    'mode',
    'requirements',
  ]) {
    await db.schema.alterTable('programs').dropColumn(column).execute();
  }
}
