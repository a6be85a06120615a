// Commissions: an agency's agreement with a university on what it is paid for a
// student who enrols, and the claims that follow an enrolment under one, from the expected
// amount to the money received.
import type { Kysely } from 'kysely';
import { realType, timestampType, withId } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const real = realType(db);
  await withId(db, db.schema.createTable('commission_agreements'))
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
    .addColumn('university_id', 'integer', (c) => c.notNull().references('universities.id').onDelete('cascade'))
    /** PERCENTAGE of first-year tuition, or a FIXED amount per enrolment. */
    .addColumn('basis', 'text', (c) => c.notNull())
    .addColumn('rate', real, (c) => c.notNull())
    /** JSON list of { degreeLevel, rate } where a level's rate differs from `rate`. */
    .addColumn('level_rates', 'text', (c) => c.notNull().defaultTo('[]'))
    /** A fixed amount's currency; a percentage is paid in the tuition's. */
    .addColumn('currency', 'text')
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text')
    /** CENSUS_DATE or FEES_PAID. */
    .addColumn('payable_after', 'text', (c) => c.notNull())
    .addColumn('sub_agent_name', 'text')
    .addColumn('sub_agent_share', real)
    .addColumn('confirmed_at', ts)
    .addColumn('confirmed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('commission_agreements_agency_idx')
    .on('commission_agreements')
    .columns(['agency_id', 'university_id'])
    .execute();
  await db.schema
    .createIndex('commission_agreements_university_idx')
    .on('commission_agreements')
    .column('university_id')
    .execute();

  await withId(db, db.schema.createTable('commission_claims'))
    .addColumn('agreement_id', 'integer', (c) => c.notNull().references('commission_agreements.id'))
    .addColumn('application_id', 'integer', (c) => c.notNull().unique().references('applications.id'))
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
    .addColumn('university_id', 'integer', (c) => c.notNull().references('universities.id').onDelete('cascade'))
    /** EXPECTED, RAISED, PAID, DISPUTED or RECEIVED. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('fee_group', 'text')
    .addColumn('tuition_amount', real)
    /** The agreement's basis and the rate applied (a degree level's own, where it has one), as they were on enrolment. */
    .addColumn('basis', 'text', (c) => c.notNull())
    .addColumn('rate', real, (c) => c.notNull())
    .addColumn('amount', real, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    /** The amount in euros at the reference rate, to add claims of different currencies up. */
    .addColumn('amount_eur', real, (c) => c.notNull())
    .addColumn('sub_agent_amount', real)
    .addColumn('invoice_number', 'text')
    .addColumn('dispute_reason', 'text')
    .addColumn('raised_at', ts)
    .addColumn('paid_at', ts)
    .addColumn('disputed_at', ts)
    .addColumn('received_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('commission_claims_agency_idx').on('commission_claims').column('agency_id').execute();
  await db.schema
    .createIndex('commission_claims_university_idx')
    .on('commission_claims')
    .column('university_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('commission_claims').ifExists().execute();
  await db.schema.dropTable('commission_agreements').ifExists().execute();
}
