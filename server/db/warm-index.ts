import { type FileHandle, open } from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from './connect.ts';
import type { Database } from './tables/database.ts';

/** Pages asked for at once: a disk answers many reads at a time far sooner than the same reads one after another. */
const AT_ONCE = 32;
/** An SQLite b-tree page of an index that lists child pages (file format, "B-tree Pages"). */
const INTERIOR_INDEX_PAGE = 0x02;

/**
 * Reads an index's pages into the operating system's cache, many at a time, before a scan reads
 * them one after another in key order. An index filled by inserts in no key order has its pages
 * scattered over the file, and on a cold disk such a scan waits for every page in turn (the
 * catalogue's order index at 1,000,000 universities: 99,000 pages, about 12 s of waiting).
 * SQLite: the index's b-tree is walked in the file a level at a time (each interior page lists
 * its children's page numbers). PostgreSQL: `pg_prewarm` reads the index's file in order, where
 * the extension is installed (migration 2026-12-02-200-warm-index). Only the cache is touched: a
 * page whose newer copy is still in SQLite's write-ahead log costs a read and nothing else.
 * Answers how many pages were read.
 */
export async function warmIndex(db: Kysely<Database>, dialect: Dialect, index: string): Promise<number> {
  if (dialect === 'postgres') {
    const { rows } = await sql`SELECT 1 FROM pg_extension WHERE extname = 'pg_prewarm'`.execute(db);
    if (!rows.length) return 0;
    const read = await sql<{ pages: string }>`SELECT pg_prewarm(${index}::regclass, 'read') AS pages`.execute(db);
    return Number(read.rows[0].pages);
  }
  const [{ file }] = (await sql<{ file: string }>`PRAGMA database_list`.execute(db)).rows;
  const root = await sql<{
    rootpage: number;
  }>`SELECT rootpage FROM sqlite_schema WHERE type = 'index' AND name = ${index}`.execute(db);
  const { page_size: pageSize } = (await sql<{ page_size: number }>`PRAGMA page_size`.execute(db)).rows[0];
  if (!file || !root.rows.length) return 0;
  const handle = await open(file, 'r');
  try {
    const pages = Math.floor((await handle.stat()).size / pageSize);
    let read = 0;
    for (let level = [root.rows[0].rootpage]; level.length; ) {
      read += level.length;
      level = await childrenOf(handle, level, pageSize, pages);
    }
    return read;
  } finally {
    await handle.close();
  }
}

/** Reads these pages of an SQLite file, `AT_ONCE` at a time, and answers the pages their interior index pages point to. */
async function childrenOf(handle: FileHandle, pages: number[], pageSize: number, last: number): Promise<number[]> {
  const children: number[] = [];
  let next = 0;
  const reader = async () => {
    const page = Buffer.allocUnsafe(pageSize);
    while (next < pages.length) {
      const number = pages[next++];
      await handle.read(page, 0, pageSize, (number - 1) * pageSize);
      const header = number === 1 ? 100 : 0;
      if (page[header] !== INTERIOR_INDEX_PAGE) continue;
      const cells = Math.min(page.readUInt16BE(header + 3), (pageSize - header - 12) >> 1);
      const pointed = [page.readUInt32BE(header + 8)];
      for (let cell = 0; cell < cells; cell++) {
        const at = page.readUInt16BE(header + 12 + 2 * cell);
        if (at + 4 <= pageSize) pointed.push(page.readUInt32BE(at));
      }
      // A page read stale (its newer copy in the write-ahead log) may point anywhere: only pages of the file are read.
      for (const child of pointed) if (child >= 1 && child <= last) children.push(child);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, reader));
  return children;
}
