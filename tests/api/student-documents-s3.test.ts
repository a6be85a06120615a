import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as documents from '#sdk/resources/student-documents';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { apiError } from '#tests/support/api-error.ts';
import { blobOf, elfBytes, pdfBytes, pngBytes } from '#tests/support/files.ts';
import { startS3 } from '#tests/support/s3.ts';
import { newStudent, signIn, storedFiles } from '#tests/support/students.ts';
import type { TestServer } from '#tests/support/server.ts';
import { describeApi } from '#tests/support/suite.ts';
import type { Client } from '#sdk/client';

const s3 = await startS3();
afterAll(() => s3.stop());

/** The uploads waiting on disk to be sent to the bucket (s3-store.ts spools each one). */
const spooled = (server: TestServer) => {
  try {
    return readdirSync(join(server.dataDir, 'spool'));
  } catch {
    return [];
  }
};

/** An upload whose client sends the start of a PDF and then nothing more, until `abort`. */
function stalledUpload(client: Client) {
  const boundary = 'stalled-upload-boundary';
  const upload = request(client.url('/direct-students/documents/upload'), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${client.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': 5 * 1024 * 1024,
    },
  });
  upload.on('error', () => {});
  upload.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nTRANSCRIPT\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  upload.write(Buffer.concat([pdfBytes('Slow scan'), Buffer.alloc(256 * 1024, 7)]));
  return { abort: () => upload.destroy() };
}

describeApi(
  'student documents on S3',
  (server) => {
    it('keeps the demo documents and new uploads in the bucket, not in the local folder, and streams them back', async () => {
      // The demo documents were seeded into the bucket.
      const demo = (await s3.keys('documents/')).length;
      expect(demo).toBeGreaterThan(0);
      const { client } = await newStudent(server());
      const pdf = Buffer.concat([pdfBytes('Large scan'), Buffer.alloc(7 * 1024 * 1024, 7)]);
      const png = pngBytes();
      const { documents: stored } = await documents.upload(
        client,
        documents.uploadForm(
          [
            { blob: blobOf(pdf), name: 'scan.pdf' },
            { blob: blobOf(png), name: 'photo.png' },
          ],
          'TRANSCRIPT',
        ),
      );
      expect(stored.map((d) => d.fileSize)).toEqual([pdf.length, png.length]);
      expect(await s3.keys('documents/')).toHaveLength(demo + 2);
      expect(storedFiles(server(), 'documents')).toEqual([]);
      expect(spooled(server())).toEqual([]);

      const first = await documents.download(client, stored[0].id);
      expect(first.headers.get('content-type')).toBe('application/pdf');
      expect(first.headers.get('content-disposition')).toContain('attachment');
      expect(Buffer.from(await first.arrayBuffer()).equals(pdf)).toBe(true);
      expect(Buffer.from(await (await documents.download(client, stored[1].id)).arrayBuffer())).toEqual(png);

      await documents.remove(client, stored[0].id);
      expect(await s3.keys('documents/')).toHaveLength(demo + 1);
    });

    it('leaves nothing in the bucket after a refused upload', async () => {
      const { client } = await newStudent(server());
      const before = await s3.keys('documents/');
      const wrong = await apiError(
        documents.upload(
          client,
          documents.uploadForm(
            [
              { blob: blobOf(pdfBytes()), name: 'ok.pdf' },
              { blob: blobOf(elfBytes()), name: 'cv.pdf' },
            ],
            'CV_RESUME',
          ),
        ),
      );
      expect(wrong.status).toBe(415);
      const big = await apiError(
        documents.upload(
          client,
          documents.uploadForm(
            [{ blob: blobOf(Buffer.concat([pdfBytes(), Buffer.alloc(11 * 1024 * 1024)])), name: 'big.pdf' }],
            'CV_RESUME',
          ),
        ),
      );
      expect(big.status).toBe(413);
      await expect.poll(() => s3.keys('documents/')).toEqual(before);
      await expect.poll(() => spooled(server())).toEqual([]);
    });

    it('stores other uploads while one client stalls mid-file, and leaves nothing behind when it goes away', async () => {
      const slow = stalledUpload((await newStudent(server())).client);
      const before = await s3.keys('documents/');
      await expect.poll(() => spooled(server())).toHaveLength(1);
      const { client } = await newStudent(server());
      const pdf = Buffer.concat([pdfBytes('Meanwhile'), Buffer.alloc(3 * 1024 * 1024, 7)]);
      const { documents: stored } = await documents.upload(
        client,
        documents.uploadForm([{ blob: blobOf(pdf), name: 'meanwhile.pdf' }], 'TRANSCRIPT'),
      );
      expect(stored[0].fileSize).toBe(pdf.length);
      expect(await s3.keys('documents/')).toHaveLength(before.length + 1);
      expect(spooled(server())).toHaveLength(1);
      slow.abort();
      await expect.poll(() => spooled(server())).toEqual([]);
      expect(await s3.keys('documents/')).toHaveLength(before.length + 1);
    });

    it('serves an agency logo from the bucket', async () => {
      const account = DEMO_ACCOUNTS.find((a) => a.userType === 'AGENCY')!;
      const agency = await signIn(server(), account.email, account.password);
      const png = pngBytes();
      const { logoUrl } = await agencyProfile.uploadLogo(agency, blobOf(png), 'logo.png');
      expect(await s3.keys('logos/')).toHaveLength(1);
      const served = await fetch(`${server().url}${logoUrl}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    });
  },
  s3.env,
);
