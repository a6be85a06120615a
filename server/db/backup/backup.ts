import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import type { Config } from '#server/utils/config.ts';
import { FILE_FOLDERS, isFileKey } from '#server/services/files/file-store.ts';
import { mimeOfKey } from '#server/services/files/content-kinds.ts';
import { fileStoreFromConfig } from '#server/services/files/store-from-config.ts';

const run = promisify(execFile);

interface Manifest {
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  files: number;
}

const isPostgres = (config: Config) => !!config.databaseUrl && /^postgres(ql)?:\/\//.test(config.databaseUrl);

/**
 * A backup of the running platform into `target`: the database first (SQLite through its online
 * backup API, PostgreSQL with pg_dump's custom format), then every stored file, local or S3.
 * Files are written before the rows that name them, so every row of the copy has its file; a
 * file stored after the database was copied is extra, and the sweep removes it after a restore.
 */
export async function backup(config: Config, target: string): Promise<Manifest> {
  await mkdir(join(target, 'files'), { recursive: true });
  const dialect = isPostgres(config) ? 'postgres' : 'sqlite';
  if (dialect === 'postgres') {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${join(target, 'database.dump')}`,
      config.databaseUrl!,
    ]);
  } else {
    const database = new BetterSqlite3(config.sqliteFile, { readonly: true, fileMustExist: true });
    try {
      await database.backup(join(target, 'database.sqlite'));
    } finally {
      database.close();
    }
  }
  const store = await fileStoreFromConfig(config);
  let files = 0;
  for await (const key of store.keysBefore(new Date(Date.now() + 60_000))) {
    const file = await store.get(key);
    if (!file) continue;
    await mkdir(dirname(join(target, 'files', key)), { recursive: true });
    await pipeline(file.body, createWriteStream(join(target, 'files', key)));
    files++;
  }
  const manifest: Manifest = { createdAt: new Date().toISOString(), dialect, files };
  await writeFile(join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup back into the database and file store the configuration names (the server must
 * be stopped): the SQLite file is replaced, or the PostgreSQL database is restored with
 * pg_restore (its objects dropped and made again); then every file is stored under its key.
 */
export async function restore(config: Config, source: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(source, 'manifest.json'), 'utf8')) as Manifest;
  const dialect = isPostgres(config) ? 'postgres' : 'sqlite';
  if (manifest.dialect !== dialect)
    throw new Error(`This backup is of a ${manifest.dialect} database; the configuration names ${dialect}`);
  if (dialect === 'postgres') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      join(source, 'database.dump'),
    ]);
  } else {
    await mkdir(dirname(config.sqliteFile), { recursive: true });
    for (const suffix of ['-wal', '-shm']) await rm(`${config.sqliteFile}${suffix}`, { force: true });
    await copyFile(join(source, 'database.sqlite'), config.sqliteFile);
  }
  const store = await fileStoreFromConfig(config);
  for (const folder of FILE_FOLDERS) {
    const dir = join(source, 'files', folder);
    if (!existsSync(dir)) continue;
    for (const name of await readdir(dir)) {
      const key = relative(join(source, 'files'), join(dir, name));
      if (isFileKey(key)) await store.put(key, createReadStream(join(dir, name)), mimeOfKey(key));
    }
  }
  return manifest;
}
