import type { OutgoingHttpHeaders } from 'node:http';
import { CompiledQuery, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { committedValue } from '#server/db/sqlite-driver.ts';
import type { Database } from '#server/db/tables/database.ts';
import { confirmRevision, watchedRevision, writesSoFar } from './catalogue-revision-watch.ts';

/** Memory the cached answers (and their kept replies) may take per process. */
const ANSWERS_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Memory the universities' own JSON may take per process: kept apart from the answers, so that a
 * stream of searches asked once each (most of them, under real traffic) cannot push out the
 * universities every page is made of.
 */
const PARTS_MAX_BYTES = 32 * 1024 * 1024;

const REVISION_SQL = 'SELECT revision FROM catalogue_revision WHERE id = 1';
const REVISION = CompiledQuery.raw(REVISION_SQL);

interface Entry {
  /** The answer as bytes (UTF-8 JSON, HTML), kept encoded so that an answer from memory costs no serialising or encoding. */
  made: Promise<Buffer>;
  /** The same once computed, to answer without waiting. */
  buffer?: Buffer;
  /** For a reply entry: the status and headers the answer left with (see `keepReply`). */
  reply?: Reply;
}

/** An answer as it left the server, to send again as it was to the same request (server/plugins/answers-from-memory.ts). */
export interface Reply {
  status: number;
  /** Its headers, without those of one request (its id, its encoding, its length). */
  headers: OutgoingHttpHeaders;
  /** The answer's bytes before compression. */
  body: Buffer;
  /** The template of the route that made it (the metrics count its replies under it). */
  route?: string;
}

interface AnswerCache {
  /** The catalogue revision every entry belongs to. */
  revision: number;
  /**
   * Answers by request, the least recently used dropped first past their bound. (A Map kept in
   * order by deleting and setting each key it serves costs time in step with its size on V8.)
   */
  entries: LRUCache<string, Entry>;
  /** The parts answers are made of (cachedCatalogueParts), under the same rules. */
  parts: LRUCache<string, Entry>;
}

// An entry still being made counts one byte until its bytes are known.
const byteBound = (maxSize: number) =>
  new LRUCache<string, Entry>({ maxSize, sizeCalculation: (entry) => Math.max(entry.buffer?.length ?? 0, 1) });

const caches = new WeakMap<Kysely<Database>, AnswerCache>();

const cacheOf = (db: Kysely<Database>) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = { revision: -1, entries: byteBound(ANSWERS_MAX_BYTES), parts: byteBound(PARTS_MAX_BYTES) };
    caches.set(db, cache);
  }
  return cache;
};

/**
 * The number of catalogue changes so far, counted by the database's triggers (migration 003).
 * Known at once, without a promise, on SQLite outside a transaction and on PostgreSQL while the
 * revision watch is trusted (catalogue-revision-watch.ts); with that, an answer from memory costs
 * about what a constant answer costs (measured by tests/bench/catalogue.ts). Otherwise read.
 */
export function catalogueRevision(db: Kysely<Database>): number | Promise<number> {
  const watched = watchedRevision(db);
  if (watched !== undefined) return watched;
  const now = committedValue(db, REVISION_SQL);
  if (now !== undefined) return Number(now);
  const writes = writesSoFar(db);
  return db.executeQuery<{ revision: number }>(REVISION).then(({ rows }) => {
    const revision = Number(rows[0].revision);
    confirmRevision(db, revision, writes);
    return revision;
  });
}

/** Answers right for now but not for the whole revision: shared by the requests that wait for them, never kept. */
const provisional = new WeakSet<Buffer>();

/**
 * Marks an answer made while part of what it needs was still catching up with the revision (the
 * catalogue index, whose words correct a misspelt search, after a change): the next request makes it again.
 */
export function provisionalAnswer(bytes: Buffer): Buffer {
  provisional.add(bytes);
  return bytes;
}

function remember(entries: LRUCache<string, Entry>, key: string, made: Promise<Buffer>) {
  const entry: Entry = { made };
  entries.set(key, entry);
  made.then(
    (buffer) => {
      if (entries.peek(key) !== entry) return;
      if (provisional.has(buffer)) entries.delete(key);
      // A new entry, as the cache counts an entry's size when it is set with another value.
      else entries.set(key, { made, buffer });
    },
    () => {
      if (entries.peek(key) === entry) entries.delete(key);
    },
  );
  return made;
}

/**
 * The public catalogue's answer to one request, as UTF-8 JSON: computed once per catalogue
 * revision and request, then served from memory. Each call reads the revision first, so an
 * answer never outlives a change to the catalogue, whichever server instance or process made it
 * (ARCHITECTURE.md, Decisions: no state in memory that another instance needs). Concurrent requests for the
 * same answer share one computation; a failed computation (bad input) is not kept.
 */
export const cachedCatalogueAnswer = (
  db: Kysely<Database>,
  key: string,
  compute: (revision: number) => Promise<unknown>,
  kept?: Kept,
): Buffer | Promise<Buffer> =>
  cachedCatalogueBytes(db, key, async (revision) => Buffer.from(JSON.stringify(await compute(revision))), kept);

/**
 * Anything made from the catalogue and kept as bytes (a JSON answer, a server-rendered page),
 * under the same rules: one entry per key and catalogue revision, in one bounded memory.
 * `produce` is told the revision the request read.
 */
export function cachedCatalogueBytes(
  db: Kysely<Database>,
  key: string,
  produce: (revision: number) => Promise<Buffer>,
  kept?: Kept,
): Buffer | Promise<Buffer> {
  const revision = catalogueRevision(db);
  return typeof revision === 'number'
    ? answerAt(db, revision, key, produce, kept)
    : revision.then((r) => answerAt(db, r, key, produce, kept));
}

/** Told of an answer the cache keeps (or kept) and the revision it belongs to. */
export type Kept = (revision: number, bytes: Buffer) => void;

/**
 * The cache of `db` at `revision`: emptied when a newer revision is seen; undefined for a request
 * that read an older revision than another already did (it answers without the cache).
 */
function cacheAt(db: Kysely<Database>, revision: number): AnswerCache | undefined {
  const cache = cacheOf(db);
  if (revision > cache.revision) {
    cache.entries.clear();
    cache.parts.clear();
    cache.revision = revision;
  }
  return revision < cache.revision ? undefined : cache;
}

/** A kept entry's bytes (or their promise). */
const bytesOf = (entry: Entry): Buffer | Promise<Buffer> => entry.buffer ?? entry.made;

function answerAt(
  db: Kysely<Database>,
  revision: number,
  key: string,
  produce: (revision: number) => Promise<Buffer>,
  kept?: Kept,
): Buffer | Promise<Buffer> {
  const cache = cacheAt(db, revision);
  if (!cache) return produce(revision);
  const entry = cache.entries.get(key);
  const bytes = entry ? bytesOf(entry) : remember(cache.entries, key, produce(revision));
  if (!kept) return bytes;
  if (Buffer.isBuffer(bytes)) kept(revision, bytes);
  else
    bytes.then(
      (made) => provisional.has(made) || kept(revision, made),
      () => {},
    );
  return bytes;
}

const replyKey = (url: string) => `reply ${url}`;

/** The reply kept for a request URL at `revision`, the catalogue's current revision as the caller read it. */
export function keptReply(db: Kysely<Database>, revision: number, url: string): Reply | undefined {
  const key = replyKey(url);
  const cache = cacheAt(db, revision);
  return cache?.entries.get(key)?.reply;
}

/** Keeps how an answer made at `revision` left, for the same request URL, in the same bounded memory. */
export function keepReply(db: Kysely<Database>, revision: number, url: string, reply: Reply): void {
  const key = replyKey(url);
  const cache = cacheAt(db, revision);
  if (!cache || cache.entries.has(key)) return;
  cache.entries.set(key, { made: Promise.resolve(reply.body), buffer: reply.body, reply });
}

/**
 * Several entries under the same rules at a revision already read (by the answer being made), the
 * missing ones made by one call (a page's universities, read in one query): `produce` answers the
 * bytes of the keys it is given, in their order, an empty buffer for one that is gone.
 */
export async function cachedCatalogueParts(
  db: Kysely<Database>,
  revision: number,
  keys: string[],
  produce: (keys: string[]) => Promise<Buffer[]>,
): Promise<Buffer[]> {
  const cache = cacheAt(db, revision);
  if (!cache) return produce(keys);
  const known = keys.map((key) => cache.parts.get(key));
  const missing = keys.filter((_, i) => !known[i]);
  const made = missing.length ? produce(missing) : Promise.resolve([]);
  let position = 0;
  return Promise.all(
    known.map((entry, i) => {
      if (entry) return bytesOf(entry);
      const part = position++;
      return remember(
        cache.parts,
        keys[i],
        made.then((parts) => parts[part]),
      );
    }),
  );
}
