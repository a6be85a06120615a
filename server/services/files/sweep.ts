import type { App } from '#server/utils/app.ts';
import { log } from '#server/utils/log.ts';
import { referencedKeys } from './file-reference.repository.ts';

const BATCH = 500;

/**
 * Removes what crashes leave in the file store: files no row points to, and writes cut short
 * (`.partial` files, incomplete S3 multipart uploads). Only what is older than `graceSeconds`
 * is touched: an upload stores its file before its row, and a live upload is never that old.
 * Any instance may run it at any time; two at once remove the same files, which is harmless.
 */
export async function sweepFiles(app: App, graceSeconds: number): Promise<{ orphans: number; incomplete: number }> {
  const before = new Date(Date.now() - graceSeconds * 1000);
  const incomplete = await app.files.dropIncomplete(before).catch((error) => {
    // Some S3-compatible stores cannot list multipart uploads; a bucket lifecycle rule does it there.
    log.warn({ err: error }, 'file sweep: incomplete uploads could not be listed');
    return 0;
  });
  let orphans = 0;
  let batch: string[] = [];
  const settle = async () => {
    const kept = await referencedKeys(app.db, batch);
    const gone = batch.filter((key) => !kept.has(key));
    await Promise.all(gone.map((key) => app.files.delete(key)));
    orphans += gone.length;
    batch = [];
  };
  for await (const key of app.files.keysBefore(before)) {
    batch.push(key);
    if (batch.length >= BATCH) await settle();
  }
  await settle();
  if (orphans || incomplete) log.info({ orphans, incomplete }, 'file sweep removed leftovers');
  return { orphans, incomplete };
}
