import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/support/database.ts';
import { HOUR, medianSpan } from './median.ts';

const START = Date.parse('2026-03-01T08:00:00.000Z');
const at = (hours: number) => new Date(START + hours * HOUR).toISOString();

describe.each(['sqlite', 'postgres'] as const)('the median of spans on %s', (dialect) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let batch = 0;

  beforeAll(async () => {
    database = await openTestDatabase(dialect, { prefix: 'study_median' });
  });
  afterAll(() => database.close());

  /** Accounts whose creation and last sign-in are `hours` apart (null: never signed in), as the spans of one batch. */
  async function spansOf(hours: (number | null)[]) {
    batch++;
    await database.db
      .insertInto('users')
      .values(
        hours.map((span, i) => ({
          email: `span-${batch}-${i}@example.com`,
          password_hash: 'x',
          user_type: 'STUDENT',
          is_active: true,
          last_login: span === null ? null : at(span),
          created_at: at(0),
          updated_at: at(0),
        })),
      )
      .execute();
    return database.db
      .selectFrom('users')
      .select(['created_at as started', 'last_login as ended'])
      .where('email', 'like', `span-${batch}-%`);
  }

  it('takes the middle span of an odd count and the mean of the middle two of an even one', async () => {
    const { db } = database;
    expect(await medianSpan(db, dialect, await spansOf([10, 1, 3]), HOUR)).toBe(3);
    expect(await medianSpan(db, dialect, await spansOf([10, 1, 4, 3]), HOUR)).toBe(3.5);
    expect(await medianSpan(db, dialect, await spansOf([0.25, 0.5]), HOUR)).toBe(0.4);
  });

  it('leaves out spans without an end and spans going back in time; none at all is null', async () => {
    const { db } = database;
    expect(await medianSpan(db, dialect, await spansOf([null, -5, 2, 6]), HOUR)).toBe(4);
    expect(await medianSpan(db, dialect, await spansOf([null, -1]), HOUR)).toBeNull();
  });
});
