import type { Config } from '#server/utils/config.ts';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-store.ts';
import { s3FileStore } from './s3-store.ts';

/** S3 when S3_BUCKET is set, otherwise the uploads folder in the data folder (ARCHITECTURE.md, Decisions). */
export const fileStoreFromConfig = (config: Config): FileStore =>
  config.s3 ? s3FileStore(config.s3, config.spoolDir) : localFileStore(config.uploadsDir);
