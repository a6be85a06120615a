import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stream written out whole to a file on disk: its size, and a way to read it back. */
export interface SpooledFile {
  size: number;
  open(): ReadStream;
}

const SPOOL_SUFFIX = '.spool';

/**
 * Writes `body` to a fresh file in `dir`, hands the complete file to `send`, and removes the
 * file afterwards, whether the body, `send` or nothing failed. Each call has a file of its own,
 * so a slow client only ever holds up its own upload. A crash between the two leaves a file
 * that `dropSpoolsBefore` removes.
 */
export async function spool<T>(dir: string, body: Readable, send: (file: SpooledFile) => Promise<T>): Promise<T> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}${SPOOL_SUFFIX}`);
  try {
    await pipeline(body, createWriteStream(path, { flags: 'wx' }));
    const { size } = await stat(path);
    return await send({ size, open: () => createReadStream(path) });
  } finally {
    await rm(path, { force: true });
  }
}

/** Removes the spool files last written before `before` (left by a crash); answers how many. */
export async function dropSpoolsBefore(dir: string, before: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let dropped = 0;
  for (const name of names) {
    if (!name.endsWith(SPOOL_SUFFIX)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || info.mtimeMs >= before.getTime()) continue;
    await rm(path, { force: true });
    dropped++;
  }
  return dropped;
}
