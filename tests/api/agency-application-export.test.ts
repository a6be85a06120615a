import { beforeAll, expect, it } from 'vitest';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as notifications from '#sdk/resources/notifications';
import * as universities from '#sdk/resources/universities';
import { apiError } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { demoClient } from '#tests/support/demo-sign-in.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { describeApi } from '#tests/support/suite.ts';

const STATEMENT =
  'I want to study civil engineering in Europe because the bridges of Rotterdam taught me how design serves a city.';

describeApi('the application as a PDF', (server) => {
  let university: { id: number; name: string };
  beforeAll(async () => {
    university = (await universities.list(server().client(), { limit: 1 })).universities[0]!;
  });

  async function submitted() {
    const agency = await newAgency(server());
    const { student } = await students.create(agency.client, studentForm({ firstName: 'Rana', lastName: 'Saad' }));
    const { application } = await applications.create(agency.client, {
      studentId: student.id,
      universityId: university.id,
      programName: 'MSc Civil Engineering',
      degreeLevel: "Master's Degree",
      personalStatement: STATEMENT,
      status: 'SUBMITTED',
    });
    return { ...agency, application };
  }

  const pdfOf = async (blob: Blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    return pdfText(bytes);
  };

  it('is a real PDF with the student, university, programme, statement, status and timeline', async () => {
    const { client, application } = await submitted();
    const answer = await client.fetchRaw('GET', `/applications/${application.id}/export.pdf`);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain(`application-${application.id}.pdf`);
    const text = await pdfOf(await answer.blob());
    expect(text).toContain('Rana Saad');
    expect(text).toContain(university.name);
    expect(text).toContain('MSc Civil Engineering');
    expect(text).toContain('bridges of Rotterdam');
    expect(text).toMatch(/Status\s+SUBMITTED/);
    expect(text).toContain('Created as DRAFT');
    expect(text).toContain('Moved to SUBMITTED');
  });

  it("is written in the language asked for, else in the reader's own: Arabic shaped, right to left", async () => {
    const { client, application } = await submitted();
    const arabic = await pdfOf(await applications.exportPdf(client, application.id, { lang: 'ar' }));
    // pdftotext reads some Arabic ligatures apart: these words come back whole.
    for (const word of ['طلب التقديم', 'الطالب', 'الجامعة', 'الحالة', 'Rana Saad']) expect(arabic).toContain(word);
    expect(arabic).not.toContain('Personal statement');

    await notifications.updateSettings(client, { language: 'ar', emailOff: [] });
    expect(await pdfOf(await applications.exportPdf(client, application.id))).toContain('طلب التقديم');
    expect(await pdfOf(await applications.exportPdf(client, application.id, { lang: 'en' }))).toContain(
      'Personal statement',
    );

    const wrong = await apiError(
      client.request('GET', `/applications/${application.id}/export.pdf`, { query: { lang: 'fr' } }),
    );
    expect([wrong.status, wrong.fieldError('lang')]).toEqual([400, 'Must be en or ar']);
  });

  it('names statuses and rejection reasons as the portal does, in the reader’s language', async () => {
    const { client, application } = await submitted();
    const admin = await demoClient(server(), 'ADMIN');
    await adminApplications.take(admin, application.id);
    await adminApplications.reject(admin, application.id, {
      reason: 'REQUIREMENTS_NOT_MET',
      note: 'A bachelor first.',
    });
    const english = await pdfOf(await applications.exportPdf(client, application.id, { lang: 'en' }));
    expect(english).toContain('Moved to ADMIN REJECTED');
    expect(english).toContain('Reason: Requirements not met');
    expect(english).toContain('A bachelor first.');
    const arabic = await pdfOf(await applications.exportPdf(client, application.id, { lang: 'ar' }));
    expect(arabic).not.toMatch(/ADMIN|Requirements/);
  });

  it("is another agency's: 404, never the PDF", async () => {
    const { application } = await submitted();
    const other = await newAgency(server());
    expect((await apiError(applications.exportPdf(other.client, application.id))).status).toBe(404);
  });
});
