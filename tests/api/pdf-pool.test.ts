import { expect, it } from 'vitest';
import { ApiError } from '#sdk/errors';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as universities from '#sdk/resources/universities';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import type { TestServer } from '#tests/support/server.ts';
import { describeApi } from '#tests/support/suite.ts';

const STATEMENT =
  'I want to study in Europe because the libraries of Leiden taught me how patient reading turns into real research.';

/** An agency of its own with `count` applications, each with a PDF of its own content. */
async function agencyWithApplications(server: TestServer, count: number) {
  const agency = await newAgency(server);
  const [university] = (await universities.list(server.client(), { limit: 1 })).universities;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const { student } = await students.create(agency.client, studentForm({ firstName: `Student${i}` }));
    const { application } = await applications.create(agency.client, {
      studentId: student.id,
      universityId: university.id,
      programName: `MSc Programme ${i}`,
      degreeLevel: "Master's Degree",
      personalStatement: STATEMENT,
    });
    ids.push(application.id);
  }
  return { ...agency, ids };
}

/** A PDF's bytes, or the refusal it got. */
const outcome = (asked: Promise<Blob>): Promise<{ pdf?: Uint8Array; refused?: ApiError }> =>
  asked.then(
    async (blob) => ({ pdf: new Uint8Array(await blob.arrayBuffer()) }),
    (error: unknown) => {
      if (error instanceof ApiError) return { refused: error };
      throw error;
    },
  );

describeApi(
  'PDFs render on worker threads, a few per user at once',
  (server) => {
    it("past a user's PDFs in flight: 429 with Retry-After and the refusal's code; another user is not held up", async () => {
      const busy = await agencyWithApplications(server(), 6);
      const other = await agencyWithApplications(server(), 1);
      const burst = busy.ids.map((id) => outcome(applications.exportPdf(busy.client, id)));
      const others = await outcome(applications.exportPdf(other.client, other.ids[0]));
      const answers = await Promise.all(burst);

      expect(others.pdf).toBeDefined();
      const refused = answers.flatMap((answer) => (answer.refused ? [answer.refused] : []));
      expect(refused.length).toBeGreaterThan(0);
      for (const error of refused) {
        expect([error.status, error.reason]).toEqual([429, 'TOO_MANY_PDFS']);
        expect(error.retryAfter).toBeGreaterThanOrEqual(1000);
      }
      // Each refused PDF comes when asked again (nothing of the user's is in flight any more).
      for (const [i, answer] of answers.entries())
        if (answer.refused) expect((await outcome(applications.exportPdf(busy.client, busy.ids[i]))).pdf).toBeDefined();
    });

    it('asking twice for the same content renders once; a change renders anew', async () => {
      const agency = await agencyWithApplications(server(), 1);
      const [id] = agency.ids;
      const first = await outcome(applications.exportPdf(agency.client, id));
      const again = await outcome(applications.exportPdf(agency.client, id));
      // A render stamps the PDF with the moment it was made: the same bytes are the kept PDF.
      expect(Buffer.from(again.pdf!).equals(Buffer.from(first.pdf!))).toBe(true);
      const arabic = await outcome(applications.exportPdf(agency.client, id, { lang: 'ar' }));
      expect(Buffer.from(arabic.pdf!).equals(Buffer.from(first.pdf!))).toBe(false);

      await applications.update(agency.client, id, { programName: 'MSc Changed Programme' });
      const changed = await outcome(applications.exportPdf(agency.client, id));
      expect(Buffer.from(changed.pdf!).equals(Buffer.from(first.pdf!))).toBe(false);
    });
  },
  { PDF_JOBS_PER_USER: '2' },
);

describeApi(
  'PDFs past the pool and its queue',
  (server) => {
    it('are refused with 429, Retry-After and their code while the pool is full', async () => {
      const agencies = await Promise.all([1, 2, 3].map(() => agencyWithApplications(server(), 1)));
      const ask = (agency: (typeof agencies)[number]) => outcome(applications.exportPdf(agency.client, agency.ids[0]));
      const answers = await Promise.all(agencies.map(ask));

      const refused = answers.flatMap((answer) => (answer.refused ? [answer.refused] : []));
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.length).toBeLessThan(answers.length);
      for (const error of refused) {
        expect([error.status, error.reason]).toEqual([429, 'PDFS_BUSY']);
        expect(error.retryAfter).toBeGreaterThanOrEqual(1000);
      }
      for (const [i, answer] of answers.entries())
        if (answer.refused) expect((await ask(agencies[i])).pdf).toBeDefined();
    });
  },
  { PDF_WORKERS: '1', PDF_QUEUE: '0' },
);
