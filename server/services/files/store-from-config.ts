import type { Config } from '#server/utils/config.ts';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-store.ts';

/**
 * S3 when S3_BUCKET is set, otherwise the uploads folder in the data folder (ARCHITECTURE.md, Decisions).
 * The S3 client is loaded only when it is used.
 */
export const fileStoreFromConfig = async (config: Config): Promise<FileStore> =>
  config.s3
    ? (await import('./s3-store.ts')).s3FileStore(config.s3, config.spoolDir)
    : localFileStore(config.uploadsDir);
