import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertFileKey, FILE_FOLDERS, type FileStore, isFileKey } from './file-store.ts';

/** Every file under the store's folders, as `folder/name` with its modification time. */
async function filesIn(root: string): Promise<{ key: string; modified: number }[]> {
  const found: { key: string; modified: number }[] = [];
  for (const folder of FILE_FOLDERS) {
    const names = await readdir(join(root, folder)).catch(() => [] as string[]);
    for (const name of names) {
      const info = await stat(join(root, folder, name)).catch(() => undefined);
      if (info?.isFile()) found.push({ key: `${folder}/${name}`, modified: info.mtimeMs });
    }
  }
  return found;
}

/**
 * Files in a folder (DATA_DIR/uploads). A file is written beside its place under a temporary
 * name and renamed when complete, so a half-written upload is never served.
 */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertFileKey(key);
    return join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body: Readable) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(path), size: info.size };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *keysBefore(before) {
      for (const { key, modified } of await filesIn(root))
        if (!key.endsWith('.partial') && modified < before.getTime() && isFileKey(key)) yield key;
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    async dropIncomplete(before) {
      const partials = (await filesIn(root)).filter((f) => f.key.endsWith('.partial') && f.modified < before.getTime());
      await Promise.all(partials.map((f) => rm(join(root, f.key), { force: true })));
      return partials.length;
    },
  };
}
