import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { Config } from '#server/utils/config.ts';
import { assertFileKey, FILE_FOLDERS, type FileStore, isFileKey } from './file-store.ts';

type S3Config = NonNullable<Config['s3']>;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3 bucket or any S3-compatible store. Uploads are streamed with lib-storage's
 * Upload in parts of 5 MB, one part in flight per file, so memory stays bounded per upload.
 */
export function s3FileStore(config: S3Config): FileStore {
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
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 1,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      // A destroyed body (a refused upload) must end the upload too, not leave it waiting.
      const stop = () => void upload.abort().catch(() => {});
      body.once('error', stop);
      try {
        await upload.done();
      } finally {
        body.off('error', stop);
      }
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
    async dropIncomplete(before) {
      let dropped = 0;
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
