import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort } from './ports.ts';

interface S3rverInstance {
  run(): Promise<unknown>;
  httpServer: import('node:http').Server;
  close(): Promise<void>;
}
type S3rverClass = new (options: object) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/**
 * A real S3-protocol server (s3rver) on a free port with a folder of its own and one bucket,
 * the env that points the platform at it, and a way to list what the bucket holds.
 */
export async function startS3(bucket = 'study-documents') {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const port = await freePort();
  const instance = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await instance.run();
  // Node's 5 s keep-alive would close a connection the platform's S3 client may be reusing at that
  // moment when the machine is loaded (its own 1 s margin then runs late): an upload's "socket hang up".
  // Stores in use keep idle connections longer; so does this one.
  instance.httpServer.keepAliveTimeout = 60_000;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** The keys in the bucket under a folder. */
    async keys(prefix: string): Promise<string[]> {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (answer.Contents ?? []).map((o) => o.Key!).sort();
    },
    /** Stores an object as something other than the platform would (a crash's leftover). */
    async put(key: string, body: Buffer) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async stop() {
      client.destroy();
      await instance.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
