// Peak memory of the server while 20 clients upload a 10 MB document each at the same time
// (goal under 100 MB of growth). Run `npm run build:server` first; OUTPUT_DIR picks
// the build. With --s3 (`npm run bench -- uploads-s3`) the files go to a local S3-protocol server
// (s3rver, in this process, so its memory is not counted) instead of the folder.
import { readFileSync } from 'node:fs';
import * as auth from '#sdk/resources/auth';
import * as documents from '#sdk/resources/student-documents';
import * as profile from '#sdk/resources/student-profile';
import { blobOf, pdfBytes } from '#tests/support/files.ts';
import { startS3 } from '#tests/support/s3.ts';
import { startServer } from '#tests/support/server.ts';
import { printBesideRecorded } from './recorded-figures.ts';

const CLIENTS = 20;
const FILE_BYTES = Math.round(Number(process.env.BENCH_FILE_MB || 10) * 1024 * 1024);
const ROUNDS = 3;
const MB = 1024 * 1024;

const useS3 = process.argv.includes('--s3');
const STORE = useS3 ? 'S3 store' : 'local store';
const s3 = useS3 ? await startS3('bench-documents') : undefined;
const server = await startServer({ dialect: 'sqlite', env: { DEMO_DATA: '0', ...s3?.env } });

/** Resident memory of the server process, from /proc. */
const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) * 1024;

try {
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const client = server.client();
      await auth.register(client, {
        email: `bench-${i}-${Date.now()}@example.com`,
        password: 'bench-password',
        userType: 'STUDENT',
      });
      await profile.setup(client, { firstName: 'Bench', lastName: `Student ${i}` });
      return client;
    }),
  );
  const file = blobOf(
    Buffer.concat([pdfBytes('Benchmark'), Buffer.alloc(FILE_BYTES - pdfBytes('Benchmark').length, 7)]),
  );
  const uploadAll = () =>
    Promise.all(
      clients.map((client, i) =>
        documents.upload(client, documents.uploadForm([{ blob: file, name: `scan-${i}.pdf` }], 'TRANSCRIPT')),
      ),
    );

  // The baseline is the idle server with its clients signed in, before any upload: the growth
  // includes the first round, which loads the upload code paths.
  const baseline = rss();
  const growths: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let peak = rss();
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 10);
    const started = performance.now();
    // A failed upload must not leave the sampler reading a server that is being stopped.
    const answers = await uploadAll().finally(() => clearInterval(sampler));
    peak = Math.max(peak, rss());
    if (answers.some((a) => a.documents[0]?.fileSize !== FILE_BYTES)) throw new Error('an upload was not stored whole');
    growths.push(peak - baseline);
    console.log(
      `round ${round + 1}: ${CLIENTS} × ${FILE_BYTES / MB} MB in ${((performance.now() - started) / 1000).toFixed(2)} s, ` +
        `peak RSS ${(peak / MB).toFixed(1)} MB, growth over baseline ${((peak - baseline) / MB).toFixed(1)} MB`,
    );
  }
  const worst = Math.max(...growths);
  console.log(
    `\nupload memory (${STORE}): baseline ${(baseline / MB).toFixed(1)} MB, ` +
      `worst peak growth ${(worst / MB).toFixed(1)} MB for ${CLIENTS} concurrent ${FILE_BYTES / MB} MB uploads (goal < 100 MB)`,
  );
  printBesideRecorded('Uploads', {
    header: ['upload store', 'uploads at once', 'baseline RSS', `worst peak growth (${ROUNDS} rounds)`],
    rows: [
      [
        STORE,
        `${CLIENTS} × ${FILE_BYTES / MB} MB`,
        `${(baseline / MB).toFixed(1)} MB`,
        `${(worst / MB).toFixed(1)} MB`,
      ],
    ],
  });
  if (worst >= 100 * MB) process.exitCode = 1;
} finally {
  await server.stop();
  await s3?.stop();
}
