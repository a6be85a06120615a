import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Config } from '#server/utils/config.ts';
import { assertFileKey, FILE_FOLDERS, type FileStore, isFileKey } from './file-store.ts';
import { dropSpoolsBefore, spool } from './spool.ts';

type S3Config = NonNullable<Config['s3']>;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3 bucket or any S3-compatible store. An upload is first spooled to a file in
 * `spoolDir` and then sent from that file in one PutObject with its length known, so each upload
 * holds only stream buffers in memory, never a part (docs/performance.md, Uploads: lib-storage's 5 MB parts
 * grew the server by about 296 MB for 20 uploads of 10 MB). Every upload limit is far below
 * PutObject's 5 GB.
 */
export function s3FileStore(config: S3Config, spoolDir: string): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // S3-compatible stores (MinIO, s3rver, …) do not all speak the newer streamed checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, body: Readable, contentType) {
      assertFileKey(key);
      // A destroyed body (a refused upload) fails the spooling, before anything reaches the bucket.
      await spool(spoolDir, body, (file) =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: file.open(),
            ContentLength: file.size,
            ContentType: contentType,
          }),
        ),
      );
    },
    async get(key) {
      assertFileKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: answer.Body as Readable, size: answer.ContentLength };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *keysBefore(before) {
      for (const folder of FILE_FOLDERS) {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken }));
          for (const object of page.Contents ?? [])
            if (object.Key && isFileKey(object.Key) && object.LastModified && object.LastModified < before)
              yield object.Key;
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      }
    },
    async check(signal) {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal });
    },
    async dropIncomplete(before) {
      // Multipart uploads are what earlier versions, which streamed in parts, could leave behind.
      let dropped = await dropSpoolsBefore(spoolDir, before);
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }));
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
          dropped++;
        }
        [KeyMarker, UploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [];
      } while (KeyMarker);
      return dropped;
    },
  };
}
