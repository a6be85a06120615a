import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { EUROPEAN_COUNTRIES } from '#sdk/schemas/constants';
import { openTestDatabase } from '#tests/support/database.ts';
import { postgresAvailable } from '#tests/support/postgres.ts';
import type { Database } from '#server/db/tables/database.ts';
import { randomSource, seedSyntheticUniversities, syntheticUniversity } from './synthetic.ts';

describe('synthetic universities', () => {
  const sample = (seed: number, count: number) => {
    const random = randomSource(seed);
    return Array.from({ length: count }, () => syntheticUniversity(random));
  };

  it('are the same for the same seed and differ for another', () => {
    expect(sample(3, 50)).toEqual(sample(3, 50));
    expect(sample(4, 50)).not.toEqual(sample(3, 50));
  });

  // 5,000 universities checked field by field: about 2 s alone, more on a busy machine.
  it('look like real catalogue entries', { timeout: 30_000 }, () => {
    const universities = sample(11, 5_000);
    for (const { university: u, programs = [] } of universities) {
      expect(EUROPEAN_COUNTRIES).toContain(u.country);
      expect(u.name).toMatch(/\S/);
      expect(u.name).not.toMatch(/[{}]/);
      expect(u.name.includes(u.city) || /^\p{Lu}/u.test(u.name)).toBe(true);
      expect(u.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.[a-z.]+$/);
      expect(new Set(u.specialties).size).toBe(u.specialties!.length);
      expect(u.specialties!.length).toBeGreaterThanOrEqual(3);
      expect(u.tuition_range_min!).toBeLessThanOrEqual(u.tuition_range_max!);
      expect(programs.length).toBeGreaterThanOrEqual(6);
      for (const p of programs) {
        expect(u.specialties).toContain(p.category);
        expect(["Bachelor's Degree", "Master's Degree", 'PhD/Doctorate']).toContain(p.level);
      }
    }
    const share = (test: (u: (typeof universities)[number]['university']) => boolean) =>
      universities.filter((x) => test(x.university)).length / universities.length;
    expect(share((u) => Boolean(u.featured))).toBeGreaterThan(0.003);
    expect(share((u) => Boolean(u.featured))).toBeLessThan(0.03);
    expect(share((u) => u.qs_rank !== null)).toBeGreaterThan(0.04);
    expect(share((u) => u.qs_rank !== null)).toBeLessThan(0.15);
    expect(new Set(universities.map((x) => x.university.country)).size).toBe(30);
    expect(share((u) => /tech/i.test(u.name))).toBeGreaterThan(0.05);
  });
});

const withPostgres = await postgresAvailable();

/** Seeds a database and checks that every programme and specialty row belongs to its university. */
async function seedsConsistently(db: Kysely<Database>) {
  await seedSyntheticUniversities(db, 1_234, { seed: 5 });
  const count = async (table: 'universities' | 'programs' | 'university_specialties') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  expect(await count('universities')).toBe(1_234);
  // About ten programmes per university.
  const programCount = await count('programs');
  expect(programCount).toBeGreaterThanOrEqual(6 * 1_234);
  expect(programCount).toBeLessThanOrEqual(14 * 1_234);

  const universities = await db
    .selectFrom('universities')
    .select(['id', 'specialties', 'best_rank', 'qs_rank', 'the_rank'])
    .execute();
  const specialtiesOf = new Map(universities.map((u) => [u.id, JSON.parse(u.specialties) as string[]]));
  for (const u of universities) {
    const ranks = [u.qs_rank, u.the_rank].filter((r) => r !== null);
    expect(u.best_rank).toBe(ranks.length ? Math.min(...ranks) : null);
  }
  const programs = await db.selectFrom('programs').select(['university_id', 'category']).execute();
  for (const p of programs) expect(specialtiesOf.get(p.university_id)).toContain(p.category);
  const rows = await db.selectFrom('university_specialties').select(['university_id', 'name']).execute();
  expect(rows.length).toBe([...specialtiesOf.values()].reduce((sum, list) => sum + list.length, 0));
  for (const row of rows) expect(specialtiesOf.get(row.university_id)).toContain(row.name);
}

describe('seeding synthetic universities', () => {
  it('fills SQLite in batches, each programme and specialty with its own university', async () => {
    const { db, close } = await openTestDatabase('sqlite');
    try {
      await seedsConsistently(db);
    } finally {
      await close();
    }
  }, 60_000);

  it.runIf(withPostgres)(
    'fills PostgreSQL the same way',
    async () => {
      const { db, close } = await openTestDatabase('postgres', { prefix: 'study_synthetic' });
      try {
        await seedsConsistently(db);
      } finally {
        await close();
      }
    },
    60_000,
  );
});
