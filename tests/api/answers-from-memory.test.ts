import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as universities from '#sdk/resources/universities';
import { connect } from '#server/db/connect.ts';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { lineOf } from '#tests/support/log-lines.ts';
import { type RawAnswer, rawAnswer } from '#tests/support/raw-answer.ts';
import { describeApi } from '#tests/support/suite.ts';

/** The headers that belong to the kept reply: all but those of one request (its id, date, length, encoding). */
const keptHeaders = ({ headers }: RawAnswer) => {
  const {
    'x-request-id': _id,
    date: _date,
    'content-length': _length,
    'content-encoding': _encoding,
    ...rest
  } = headers;
  return rest;
};

const decoded = (answer: RawAnswer) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
};

describeApi('answers from memory', (server) => {
  let admin: Client;
  let universityId: number;

  beforeAll(async () => {
    admin = await adminClient(server());
    universityId = (await universities.list(server().client(), { limit: 1 })).universities[0].id;
  });

  /** The request twice: the first through the whole server, the second as it answers next. */
  async function twice(path: string, headers: Record<string, string> = {}) {
    const first = await rawAnswer(`${server().url}${path}`, headers);
    const second = await rawAnswer(`${server().url}${path}`, headers);
    const lines = await Promise.all(
      [first, second].map((answer) => lineOf(server().output, String(answer.headers['x-request-id']))),
    );
    return { first, second, lines };
  }

  it('answers a repeated catalogue request or public page from memory, as the whole server answered it', async () => {
    // The list's search spelt its own way (a separator added; the list refuses unknown parameters).
    const paths = [
      '/api/universities?search=tech%20-&limit=5',
      `/api/universities/${universityId}?probe=memory-1`,
      '/api/universities/meta/countries?probe=memory-1',
      '/universities?probe=memory-1',
      `/ar/universities/${universityId}?probe=memory-1`,
      '/universities/2000000000?probe=memory-1',
    ];
    for (const path of paths) {
      const { first, second, lines } = await twice(path, { 'accept-encoding': 'br' });
      expect(
        lines.map((line) => line.fromMemory ?? false),
        path,
      ).toEqual([false, true]);
      expect(second.status, path).toBe(first.status);
      expect(keptHeaders(second), path).toEqual(keptHeaders(first));
      expect(second.headers['content-encoding'], path).toBe(first.headers['content-encoding']);
      expect(decoded(second).equals(decoded(first)), path).toBe(true);
      expect(second.headers['x-request-id'], path).not.toBe(first.headers['x-request-id']);
      expect(lines[1], path).toMatchObject({ method: 'GET', path: path.split('?')[0], status: first.status });
    }
    expect((await twice('/universities/2000000000?probe=memory-1')).second.status).toBe(404);
  });

  it('sends each client the encoding it takes, from the same kept reply', async () => {
    const path = '/api/universities?limit=12&search=~';
    const plain = await rawAnswer(`${server().url}${path}`);
    for (const encoding of ['br', 'gzip', 'br;q=0, gzip;q=0']) {
      const answer = await rawAnswer(`${server().url}${path}`, { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding.startsWith('br;') ? undefined : encoding);
      expect(decoded(answer).equals(plain.body)).toBe(true);
    }
  });

  it('never answers a signed request, or one that declares a body, from memory', async () => {
    const path = '/api/universities?limit=3&probe=memory-3';
    await twice(path);
    const signed = await twice(path, { authorization: `Bearer ${admin.token}` });
    expect(signed.lines.map((line) => line.fromMemory ?? false)).toEqual([false, false]);
    expect(signed.second.headers['cache-control']).toBe('no-store');
    const withBody = await twice(path, { 'content-length': '0' });
    expect(withBody.lines.map((line) => line.fromMemory ?? false)).toEqual([false, false]);
  });

  it('stops answering from memory at once when the catalogue changes', async () => {
    const path = `/api/universities/${universityId}?probe=memory-4`;
    const before = await twice(path);
    expect(before.lines[1].fromMemory).toBe(true);
    const { university } = await universities.retrieve(server().client(), universityId);
    const renamed = `${university.name} (renamed for memory)`;
    await adminUniversities.update(admin, universityId, { name: renamed });
    try {
      const after = await twice(path);
      expect(after.lines.map((line) => line.fromMemory ?? false)).toEqual([false, true]);
      expect(JSON.parse(after.first.body.toString('utf8')).university.name).toBe(renamed);
      expect(JSON.parse(after.second.body.toString('utf8')).university.name).toBe(renamed);
    } finally {
      await adminUniversities.update(admin, universityId, { name: university.name });
    }
  });

  it('stops when another process changes the catalogue in the database: at once on SQLite, on the announcement on PostgreSQL', async () => {
    const path = `/api/universities/${universityId}?probe=memory-5`;
    expect((await twice(path)).lines[1].fromMemory).toBe(true);
    const { db } = connect({
      databaseUrl: server().databaseUrl,
      sqliteFile: join(server().dataDir, 'platform.sqlite'),
    });
    const { name } = await db
      .selectFrom('universities')
      .select('name')
      .where('id', '=', universityId)
      .executeTakeFirstOrThrow();
    try {
      await db
        .updateTable('universities')
        .set({ name: `${name} (changed outside)` })
        .where('id', '=', universityId)
        .execute();
      // SQLite: the next request reads the revision. PostgreSQL: once the change's announcement
      // arrives, which may be between two requests; so one request at a time until one sees it.
      const once = async () => {
        const answer = await rawAnswer(`${server().url}${path}`);
        const line = await lineOf(server().output, String(answer.headers['x-request-id']));
        return { name: JSON.parse(answer.body.toString('utf8')).university.name, fromMemory: line.fromMemory ?? false };
      };
      let reads = 0;
      let seen: Awaited<ReturnType<typeof once>>;
      do {
        if (reads++) await new Promise((r) => setTimeout(r, 50));
        seen = await once();
      } while (seen.name === name && reads < 100);
      if (server().dialect === 'sqlite') expect(reads).toBe(1);
      expect(seen).toEqual({ name: `${name} (changed outside)`, fromMemory: false });
      expect(await once()).toEqual({ name: `${name} (changed outside)`, fromMemory: true });
    } finally {
      await db.updateTable('universities').set({ name }).where('id', '=', universityId).execute();
      await db.destroy();
    }
  });
});
