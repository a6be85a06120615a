import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { openTestDatabase } from '#tests/support/database.ts';
import {
  cachedCatalogueAnswer as cachedBuffer,
  cachedCatalogueBytes,
  cachedCatalogueParts,
  catalogueRevision,
  provisionalAnswer,
} from './catalogue-cache.ts';
import { insertUniversity, updateUniversity } from './university.repository.ts';

describe('catalogue answer cache', () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let computed = 0;
  const cachedCatalogueAnswer = async (database: Kysely<Database>, key: string, compute: () => Promise<unknown>) =>
    (await cachedBuffer(database, key, compute)).toString('utf8');
  const compute = (value: unknown) => async () => {
    computed += 1;
    return value;
  };

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
  });
  afterAll(() => close());

  it('computes an answer once and then serves the JSON from memory', async () => {
    computed = 0;
    expect(await cachedCatalogueAnswer(db, '/a', compute({ n: 1 }))).toBe('{"n":1}');
    expect(await cachedCatalogueAnswer(db, '/a', compute({ n: 2 }))).toBe('{"n":1}');
    expect(await cachedCatalogueAnswer(db, '/b', compute({ n: 3 }))).toBe('{"n":3}');
    expect(computed).toBe(2);
  });

  it('shares one computation among concurrent requests', async () => {
    computed = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cachedCatalogueAnswer(db, '/together', compute([1, 2]))),
    );
    expect(new Set(answers)).toEqual(new Set(['[1,2]']));
    expect(computed).toBe(1);
  });

  it('forgets every answer when the catalogue changes, however it was changed', async () => {
    const before = await catalogueRevision(db);
    await cachedCatalogueAnswer(db, '/c', compute('old'));
    const id = await db
      .transaction()
      .execute((trx) => insertUniversity(trx, { name: 'Cache Test University', country: 'Malta', city: 'Msida' }));
    expect(await catalogueRevision(db)).toBeGreaterThan(before);
    expect(await cachedCatalogueAnswer(db, '/c', compute('new'))).toBe('"new"');

    await cachedCatalogueAnswer(db, '/d', compute('old'));
    await db.transaction().execute((trx) => updateUniversity(trx, id, { featured: true }));
    expect(await cachedCatalogueAnswer(db, '/d', compute('after update'))).toBe('"after update"');

    await cachedCatalogueAnswer(db, '/e', compute('old'));
    await db
      .insertInto('programs')
      .values({ university_id: id, name: 'BSc Test', level: "Bachelor's Degree" })
      .execute();
    expect(await cachedCatalogueAnswer(db, '/e', compute('after programme'))).toBe('"after programme"');

    await cachedCatalogueAnswer(db, '/f', compute('old'));
    await db.deleteFrom('universities').where('id', '=', id).execute();
    expect(await cachedCatalogueAnswer(db, '/f', compute('after delete'))).toBe('"after delete"');
  });

  it('never takes a change still inside a transaction for a committed one', async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('universities')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await cachedCatalogueAnswer(db, '/count', count);
    let during: Promise<string> | undefined;
    await db.transaction().execute(async (trx) => {
      await insertUniversity(trx, { name: 'Inside A Transaction', country: 'Malta', city: 'Msida' });
      // Asked while the transaction is open: the answer waits for the commit and sees it.
      during = cachedCatalogueAnswer(db, '/count', count);
    });
    const committed = await count();
    expect(await during).toBe(String(committed));

    let duringRollback: Promise<string> | undefined;
    const rollback = db.transaction().execute(async (trx) => {
      await insertUniversity(trx, { name: 'Rolled Back', country: 'Malta', city: 'Msida' });
      duringRollback = cachedCatalogueAnswer(db, '/count', count);
      throw new Error('changed my mind');
    });
    await expect(rollback).rejects.toThrow('changed my mind');
    expect(await duringRollback).toBe(String(committed));
    // The revision that was never committed left no trace: the answer is still the cached one.
    computed = 0;
    expect(await cachedCatalogueAnswer(db, '/count', compute('recomputed'))).toBe(String(committed));
    expect(computed).toBe(0);
  });

  it('does not keep a failed computation', async () => {
    const failing = async () => {
      throw new Error('bad input');
    };
    await expect(cachedCatalogueAnswer(db, '/g', failing)).rejects.toThrow('bad input');
    expect(await cachedCatalogueAnswer(db, '/g', compute('fine'))).toBe('"fine"');
  });

  it('does not keep a provisional answer, nor tell it to be kept for the request', async () => {
    const kept: string[] = [];
    const keep = (_revision: number, bytes: Buffer) => void kept.push(bytes.toString('utf8'));
    const made = (text: string, early: boolean) => async () => {
      const bytes = Buffer.from(text);
      return early ? provisionalAnswer(bytes) : bytes;
    };
    expect((await cachedCatalogueBytes(db, '/early', made('before', true), keep)).toString('utf8')).toBe('before');
    expect((await cachedCatalogueBytes(db, '/early', made('after', false), keep)).toString('utf8')).toBe('after');
    expect((await cachedCatalogueBytes(db, '/early', made('again', false), keep)).toString('utf8')).toBe('after');
    expect(kept).toEqual(['after', 'after']);
  });

  it('keeps its memory bounded, dropping the least recently used answers', async () => {
    computed = 0;
    const big = 'x'.repeat(4 * 1024 * 1024);
    for (let i = 0; i < 12; i++) {
      await cachedCatalogueAnswer(db, `/big-${i}`, compute(big));
      // Asked for again after each new answer, the first is never the least recently used.
      await cachedCatalogueAnswer(db, '/big-0', compute(big));
    }
    expect(computed).toBe(12);
    await cachedCatalogueAnswer(db, '/big-11', compute(big));
    expect(computed).toBe(12);
    await cachedCatalogueAnswer(db, '/big-1', compute(big));
    expect(computed).toBe(13);
  });

  it("keeps the universities' JSON apart, so that answers asked once each cannot push it out", async () => {
    const revision = await catalogueRevision(db);
    let made = 0;
    const parts = (keys: string[]) => {
      made += keys.length;
      return Promise.resolve(keys.map((key) => Buffer.from(`{"part":"${key}"}`)));
    };
    await cachedCatalogueParts(db, revision, ['university 1', 'university 2'], parts);
    const big = 'y'.repeat(4 * 1024 * 1024);
    for (let i = 0; i < 12; i++) await cachedCatalogueAnswer(db, `/asked-once-${i}`, compute(big));
    const again = await cachedCatalogueParts(db, revision, ['university 2', 'university 3', 'university 1'], parts);
    expect(again.map(String)).toEqual([
      '{"part":"university 2"}',
      '{"part":"university 3"}',
      '{"part":"university 1"}',
    ]);
    expect(made).toBe(3);
  });
});
