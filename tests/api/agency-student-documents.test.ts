import { expect, it } from 'vitest';
import * as auth from '#sdk/resources/auth';
import * as students from '#sdk/resources/agency-students';
import * as documents from '#sdk/resources/student-documents';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { blobOf, elfBytes, pdfBytes, pngBytes } from '#tests/support/files.ts';
import { storedFiles } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const form = (files: { bytes: Buffer; name: string }[]) =>
  documents.uploadForm(
    files.map((f) => ({ blob: blobOf(f.bytes), name: f.name })),
    'PASSPORT',
    'Scanned by the agency',
  );

describeApi('the documents of an agency\u2019s students', (server) => {
  it('uploads through the student\u2019s own upload path, lists, downloads and deletes, and the student sees them', async () => {
    const { client: agency, agency: row } = await newAgency(server());
    const student = server().client();
    const email = uniqueEmail('linked');
    await auth.register(student, {
      email,
      password: 'student-password',
      userType: 'STUDENT',
      agencySlug: row.agencySlug!,
    });
    const studentId = (await students.list(agency, { search: email })).students[0]!.id;
    const before = storedFiles(server(), 'documents').length;

    const pdf = pdfBytes('Passport of Omar');
    const { documents: uploaded } = await students.uploadDocuments(
      agency,
      studentId,
      form([
        { bytes: pdf, name: 'جواز.pdf' },
        { bytes: pngBytes(), name: 'photo.png' },
      ]),
    );
    expect(uploaded).toEqual([
      expect.objectContaining({
        fileName: 'جواز.pdf',
        mimeType: 'application/pdf',
        fileSize: pdf.length,
        documentType: 'PASSPORT',
        description: 'Scanned by the agency',
        isVerified: false,
      }),
      expect.objectContaining({ fileName: 'photo.png', mimeType: 'image/png' }),
    ]);
    expect(storedFiles(server(), 'documents')).toHaveLength(before + 2);

    const ids = uploaded.map((d) => d.id).sort();
    expect((await students.listDocuments(agency, studentId)).documents.map((d) => d.id).sort()).toEqual(ids);
    expect((await documents.list(student)).documents.map((d) => d.id).sort()).toEqual(ids);
    expect((await students.retrieve(agency, studentId)).student._count.documents).toBe(2);

    const download = await documents.download(agency, uploaded[0]!.id);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    expect(await students.removeDocument(agency, studentId, uploaded[0]!.id)).toEqual({ success: true });
    expect((await documents.list(student)).documents.map((d) => d.id)).toEqual([uploaded[1]!.id]);
    expect(storedFiles(server(), 'documents')).toHaveLength(before + 1);
    const again = await apiError(students.removeDocument(agency, studentId, uploaded[0]!.id));
    expect(again.status).toBe(404);
  });

  it('refuses what the student\u2019s upload refuses, by content, with the same messages, and stores nothing', async () => {
    const { client: agency } = await newAgency(server());
    const { student } = await students.create(agency, studentForm());
    const before = storedFiles(server(), 'documents').length;
    const disguised = await apiError(
      students.uploadDocuments(agency, student.id, form([{ bytes: elfBytes(), name: 'transcript.pdf' }])),
    );
    expect(disguised.status).toBe(415);
    expect(disguised.serverMessage).toBe(
      'transcript.pdf is not an accepted file. Please upload PDF, JPG, PNG, DOC or DOCX.',
    );
    const untyped = new FormData();
    untyped.append('file', blobOf(pdfBytes()), 'a.pdf');
    const missing = await apiError(students.uploadDocuments(agency, student.id, untyped));
    expect(missing.status).toBe(400);
    expect(missing.serverMessage).toBe('Please select document type and files to upload.');
    expect(storedFiles(server(), 'documents')).toHaveLength(before);
    expect((await students.listDocuments(agency, student.id)).documents).toEqual([]);
  });

  it('tells another agency, and a document of another student, apart from nothing: 404', async () => {
    const { client: agency } = await newAgency(server());
    const { client: other } = await newAgency(server());
    const { student } = await students.create(agency, studentForm());
    const { student: second } = await students.create(agency, studentForm());
    const {
      documents: [document],
    } = await students.uploadDocuments(agency, student.id, form([{ bytes: pdfBytes(), name: 'a.pdf' }]));
    const before = storedFiles(server(), 'documents').length;

    for (const call of [
      () => students.listDocuments(other, student.id),
      () => students.uploadDocuments(other, student.id, form([{ bytes: pdfBytes(), name: 'b.pdf' }])),
      () => students.removeDocument(other, student.id, document!.id),
      () => students.removeDocument(agency, second.id, document!.id),
      () => documents.download(other, document!.id),
    ]) {
      expect((await apiError(call())).status).toBe(404);
    }
    expect(storedFiles(server(), 'documents')).toHaveLength(before);
    expect((await students.listDocuments(agency, student.id)).documents).toHaveLength(1);
  });
});
