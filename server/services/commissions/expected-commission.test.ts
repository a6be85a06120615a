import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openTestDatabase } from '#tests/support/database.ts';
import type { Database } from '#server/db/tables/database.ts';
import { expectCommission } from './expected-commission.ts';

const now = new Date().toISOString();

/** An agency, a Swiss university with a programme priced by fee group, and an agency student's application. */
async function enrolment(db: Kysely<Database>, nationality: string, degreeLevel = "Master's Degree") {
  const user = await db
    .insertInto('users')
    .values({ email: `agency-${Math.random()}@example.com`, password_hash: 'x', user_type: 'AGENCY', is_active: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const agency = await db
    .insertInto('agencies')
    .values({
      user_id: user.id,
      name: 'Gulf Pathways',
      country: 'United Arab Emirates',
      city: 'Dubai',
      phone: null,
      website: null,
      company_description: null,
      subscription_tier: 'STARTER',
      subscription_active: true,
      agency_slug: `gulf-${Math.random().toString(36).slice(2)}`,
      logo_key: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const university = await db
    .insertInto('universities')
    .values({ name: 'ETH Zurich', country: 'Switzerland', city: 'Zurich', created_at: now, updated_at: now } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const program = await db
    .insertInto('programs')
    .values({ university_id: university.id, name: 'MSc Data Science', level: "Master's Degree" } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('program_fees')
    .values([
      { program_id: program.id, fee_group: 'EU', amount: 1460, currency: 'CHF', amount_eur: 1570 },
      { program_id: program.id, fee_group: 'NON_EU', amount: 8000, currency: 'CHF', amount_eur: 8602 },
    ])
    .execute();
  const student = await db
    .insertInto('students')
    .values({ agency_id: agency.id, first_name: 'Omar', last_name: 'Haddad', nationality, created_at: now } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const application = await db
    .insertInto('applications')
    .values({
      student_id: student.id,
      university_id: university.id,
      agency_id: agency.id,
      program_id: program.id,
      program_name: 'MSc Data Science',
      degree_level: degreeLevel,
      status: 'ACCEPTED',
      created_at: now,
      updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const agree = (terms: Partial<Database['commission_agreements']> = {}) =>
    db
      .insertInto('commission_agreements')
      .values({
        agency_id: agency.id,
        university_id: university.id,
        basis: 'PERCENTAGE',
        rate: 15,
        level_rates: '[]',
        currency: null,
        valid_from: '2026-01-01',
        valid_to: null,
        payable_after: 'CENSUS_DATE',
        sub_agent_name: null,
        sub_agent_share: null,
        confirmed_at: now,
        confirmed_by: null,
        created_at: now,
        updated_at: now,
        ...terms,
      } as never)
      .execute();
  return { applicationId: application.id, agree };
}

const claimOf = (db: Kysely<Database>, id: number) =>
  db.selectFrom('commission_claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe(`the expected commission of an enrolment [${dialect}]`, () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    beforeAll(async () => {
      database = await openTestDatabase(dialect);
    }, 60_000);
    afterAll(async () => database?.close());

    it("is the agreed share of the tuition of the student's fee group, in the programme's currency, once", async () => {
      const { db } = database;
      const { applicationId, agree } = await enrolment(db, 'Jordan');
      await agree({ sub_agent_name: 'Amman Partners', sub_agent_share: 25 } as never);
      const id = await expectCommission(db, applicationId);
      const claim = await claimOf(db, id!);
      expect(claim).toMatchObject({ status: 'EXPECTED', fee_group: 'NON_EU', currency: 'CHF', basis: 'PERCENTAGE' });
      expect(Number(claim.tuition_amount)).toBe(8000);
      expect(Number(claim.amount)).toBe(1200);
      expect(Number(claim.sub_agent_amount)).toBe(300);
      expect(await expectCommission(db, applicationId)).toBeUndefined();
      const audit = await db.selectFrom('audit_log').selectAll().where('entity', '=', 'commission_claim').execute();
      expect(audit.some((entry) => entry.entity_id === id && entry.action === 'expect')).toBe(true);
    });

    it('reads an EU national the EU fee and a degree level its own rate', async () => {
      const { db } = database;
      const { applicationId, agree } = await enrolment(db, 'Germany');
      await agree({ level_rates: JSON.stringify([{ degreeLevel: "Master's Degree", rate: 10 }]) } as never);
      const claim = await claimOf(db, (await expectCommission(db, applicationId))!);
      expect(claim).toMatchObject({ fee_group: 'EU' });
      expect(Number(claim.amount)).toBe(146);
      expect(Number(claim.rate)).toBe(10);
    });

    it('takes a fixed amount in its own currency', async () => {
      const { db } = database;
      const { applicationId, agree } = await enrolment(db, 'Egypt');
      await agree({ basis: 'FIXED', rate: 2500, currency: 'EUR' } as never);
      const claim = await claimOf(db, (await expectCommission(db, applicationId))!);
      expect(claim).toMatchObject({ currency: 'EUR', basis: 'FIXED' });
      expect(Number(claim.amount)).toBe(2500);
    });

    it('expects nothing without a confirmed agreement that holds today', async () => {
      const { db } = database;
      const unconfirmed = await enrolment(db, 'Jordan');
      await unconfirmed.agree({ confirmed_at: null } as never);
      expect(await expectCommission(db, unconfirmed.applicationId)).toBeUndefined();
      const ended = await enrolment(db, 'Jordan');
      await ended.agree({ valid_from: '2025-01-01', valid_to: '2025-12-31' } as never);
      expect(await expectCommission(db, ended.applicationId)).toBeUndefined();
      const later = await enrolment(db, 'Jordan');
      await later.agree({ valid_from: '2099-01-01' } as never);
      expect(await expectCommission(db, later.applicationId)).toBeUndefined();
    });
  });
}
