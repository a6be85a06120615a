import { expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as documents from '#sdk/resources/student-documents';
import type { DocumentType } from '#sdk/schemas/enums';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { apiError } from '#tests/support/api-error.ts';
import { blobOf, docBytes, docxBytes, elfBytes, mzBytes, pdfBytes, pngBytes, zipBytes } from '#tests/support/files.ts';
import { newStudent, signIn, storedFiles } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const demo = (type: 'STUDENT' | 'AGENCY' | 'ADMIN') => DEMO_ACCOUNTS.find((a) => a.userType === type)!;
const MB = 1024 * 1024;

const upload = (
  client: Client,
  files: { bytes: Buffer; name: string }[],
  documentType: DocumentType = 'TRANSCRIPT',
  description?: string,
) =>
  documents.upload(
    client,
    documents.uploadForm(
      files.map((f) => ({ blob: blobOf(f.bytes), name: f.name })),
      documentType,
      description,
    ),
  );

describeApi('student documents', (server) => {
  it('uploads a PDF and a PNG in one request, recognised by content, and lists them newest first', async () => {
    const { client } = await newStudent(server());
    const before = storedFiles(server(), 'documents').length;
    const pdf = pdfBytes('Transcript');
    const response = await client.fetchRaw('POST', '/direct-students/documents/upload', {
      form: documents.uploadForm(
        [
          { blob: blobOf(pdf), name: 'transcript.pdf' },
          { blob: blobOf(pngBytes()), name: 'شهادة.png' },
        ],
        'DIPLOMA',
        'Both sides',
      ),
    });
    expect(response.status).toBe(201);
    const uploaded = (await response.json()).documents;
    expect(uploaded).toEqual([
      expect.objectContaining({
        fileName: 'transcript.pdf',
        mimeType: 'application/pdf',
        fileSize: pdf.length,
        documentType: 'DIPLOMA',
        description: 'Both sides',
        isVerified: false,
      }),
      expect.objectContaining({ fileName: 'شهادة.png', mimeType: 'image/png', documentType: 'DIPLOMA' }),
    ]);
    expect(storedFiles(server(), 'documents')).toHaveLength(before + 2);
    expect((await documents.list(client)).documents.map((d) => d.id).sort()).toEqual(
      uploaded.map((d: { id: number }) => d.id).sort(),
    );
  });

  it('files each file of one upload under its own type when one is sent per file, and refuses another count', async () => {
    const { client } = await newStudent(server());
    const { documents: stored } = await documents.upload(
      client,
      documents.uploadForm(
        [
          { blob: blobOf(pdfBytes('Passport')), name: 'passport.pdf', documentType: 'PASSPORT' },
          { blob: blobOf(pdfBytes('Transcript')), name: 'transcript.pdf' },
          { blob: blobOf(pngBytes()), name: 'photo.png', documentType: 'PASSPORT_PHOTO' },
        ],
        'TRANSCRIPT',
      ),
    );
    expect(stored.map((d) => [d.fileName, d.documentType])).toEqual([
      ['passport.pdf', 'PASSPORT'],
      ['transcript.pdf', 'TRANSCRIPT'],
      ['photo.png', 'PASSPORT_PHOTO'],
    ]);

    const before = storedFiles(server(), 'documents').length;
    const form = new FormData();
    for (const type of ['PASSPORT', 'PASSPORT_PHOTO']) form.append('documentType', type);
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) form.append('file', blobOf(pdfBytes(name)), name);
    const twoForThree = await apiError(documents.upload(client, form));
    expect(twoForThree).toMatchObject({ status: 400, reason: 'DOCUMENT_TYPES_PER_FILE' });
    expect(twoForThree.errors).toEqual([
      { field: 'documentType', message: 'Please choose one document type for all the files, or one for each file.' },
    ]);
    const unknown = new FormData();
    for (const type of ['PASSPORT', 'SELFIE']) unknown.append('documentType', type);
    for (const name of ['a.pdf', 'b.pdf']) unknown.append('file', blobOf(pdfBytes(name)), name);
    expect(await apiError(documents.upload(client, unknown))).toMatchObject({
      status: 400,
      reason: 'DOCUMENTS_MISSING',
    });
    expect(storedFiles(server(), 'documents')).toHaveLength(before);
  });

  it('accepts DOC and DOCX, and a JPEG named .png is stored as what it is', async () => {
    const { client } = await newStudent(server());
    const { documents: stored } = await upload(
      client,
      [
        { bytes: docxBytes(), name: 'cv.docx' },
        { bytes: docBytes(), name: 'letter.doc' },
        {
          bytes: Buffer.concat([
            Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
            Buffer.alloc(500),
          ]),
          name: 'photo.png',
        },
      ],
      'CV_RESUME',
    );
    expect(stored.map((d) => d.mimeType)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/msword',
      'image/jpeg',
    ]);
  });

  it.each([
    ['an ELF executable', elfBytes(), 'cv.pdf'],
    ['a Windows executable', mzBytes(), 'transcript.pdf'],
    ['a plain zip', zipBytes(), 'essay.docx'],
    ['text', Buffer.from('<html><script>alert(1)</script></html>'), 'passport.png'],
    ['an empty file', Buffer.alloc(0), 'empty.pdf'],
  ])('refuses %s renamed as a document with 415 and stores nothing', async (_, bytes, name) => {
    const { client } = await newStudent(server());
    const before = storedFiles(server(), 'documents').length;
    const error = await apiError(
      upload(client, [
        { bytes: pdfBytes(), name: 'good.pdf' },
        { bytes, name },
      ]),
    );
    expect([error.status, error.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(error.message).toContain(name);
    expect((await documents.list(client)).documents).toEqual([]);
    await expect.poll(() => storedFiles(server(), 'documents').length).toBe(before);
  });

  it('refuses an 11 MB file with 413 and the spec message, and keeps nothing of it', async () => {
    const { client } = await newStudent(server());
    const before = storedFiles(server(), 'documents').length;
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(11 * MB)]);
    const error = await apiError(upload(client, [{ bytes: big, name: 'scan.pdf' }]));
    expect([error.status, error.message]).toEqual([413, 'scan.pdf is too large. Maximum size is 10MB.']);
    expect((await documents.list(client)).documents).toEqual([]);
    await expect.poll(() => storedFiles(server(), 'documents').length).toBe(before);
    // The connection is still good for the next request.
    expect((await upload(client, [{ bytes: pdfBytes(), name: 'small.pdf' }])).documents).toHaveLength(1);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const { client } = await newStudent(server());
    const exact = Buffer.concat([pdfBytes(), Buffer.alloc(10 * MB - pdfBytes().length)]);
    const { documents: stored } = await upload(client, [{ bytes: exact, name: 'exact.pdf' }]);
    expect(stored[0].fileSize).toBe(10 * MB);
  });

  it('refuses 6 files in one request with 413 and keeps none; 5 pass', async () => {
    const { client } = await newStudent(server());
    const six = Array.from({ length: 6 }, (_, i) => ({ bytes: pdfBytes(`File ${i}`), name: `file-${i}.pdf` }));
    const error = await apiError(upload(client, six));
    expect([error.status, error.message]).toEqual([413, 'You can upload at most 5 files at a time.']);
    expect((await documents.list(client)).documents).toEqual([]);
    expect((await upload(client, six.slice(0, 5))).documents).toHaveLength(5);
  });

  it('refuses an upload without a document type or without files with 400 and the spec message', async () => {
    const { client } = await newStudent(server());
    const before = storedFiles(server(), 'documents').length;
    const noType = new FormData();
    noType.append('file', blobOf(pdfBytes()), 'a.pdf');
    const missingType = await apiError(documents.upload(client, noType));
    expect([missingType.status, missingType.serverMessage]).toEqual([
      400,
      'Please select document type and files to upload.',
    ]);
    expect(missingType.errors.map((e) => e.field)).toEqual(['documentType']);
    const noFiles = new FormData();
    noFiles.append('documentType', 'TRANSCRIPT');
    expect((await apiError(documents.upload(client, noFiles))).serverMessage).toBe(
      'Please select document type and files to upload.',
    );
    const json = await apiError(
      client.request('POST', '/direct-students/documents/upload', { body: { documentType: 'TRANSCRIPT' } }),
    );
    expect(json.status).toBe(400);
    await expect.poll(() => storedFiles(server(), 'documents').length).toBe(before);
  });

  it('filters by search, type and verification on the server, and counts per type', async () => {
    const { client } = await newStudent(server());
    await upload(client, [{ bytes: pdfBytes(), name: 'IELTS result.pdf' }], 'IELTS_CERTIFICATE');
    await upload(client, [{ bytes: pdfBytes(), name: 'bank.pdf' }], 'BANK_STATEMENT', 'Savings 100% covered');
    expect((await documents.list(client, { search: 'ielts' })).documents.map((d) => d.fileName)).toEqual([
      'IELTS result.pdf',
    ]);
    expect((await documents.list(client, { search: '100%' })).documents.map((d) => d.fileName)).toEqual(['bank.pdf']);
    expect((await documents.list(client, { search: '%' })).documents).toHaveLength(1);
    expect((await documents.list(client, { documentType: 'BANK_STATEMENT' })).documents).toHaveLength(1);
    expect((await documents.list(client, { verified: true })).documents).toHaveLength(0);
    expect((await documents.list(client, { verified: false })).documents).toHaveLength(2);
    expect((await documents.stats(client)).stats).toEqual({
      total: 2,
      verified: 0,
      pending: 2,
      byType: { IELTS_CERTIFICATE: 1, BANK_STATEMENT: 1 },
    });
    expect((await apiError(documents.list(client, { documentType: 'SELFIE' as never }))).status).toBe(400);
  });

  it('reads, updates and deletes a document; deleting removes the stored file', async () => {
    const { client } = await newStudent(server());
    const [doc] = (await upload(client, [{ bytes: pdfBytes(), name: 'passport.pdf' }], 'PASSPORT')).documents;
    expect((await documents.retrieve(client, doc.id)).document).toEqual(doc);
    const updated = await documents.update(client, doc.id, {
      documentType: 'VISA_DOCUMENTS',
      description: 'Visa page',
    });
    expect(updated.document).toMatchObject({
      documentType: 'VISA_DOCUMENTS',
      description: 'Visa page',
      fileName: 'passport.pdf',
    });
    const before = storedFiles(server(), 'documents').length;
    expect(await documents.remove(client, doc.id)).toEqual({ success: true });
    expect(storedFiles(server(), 'documents')).toHaveLength(before - 1);
    expect((await apiError(documents.retrieve(client, doc.id))).status).toBe(404);
    expect((await apiError(documents.download(client, doc.id))).status).toBe(404);
  });

  it('downloads the exact bytes as an attachment that must not be sniffed', async () => {
    const { client } = await newStudent(server());
    const bytes = pngBytes();
    const [doc] = (await upload(client, [{ bytes, name: 'صورة جواز.png' }], 'PASSPORT_PHOTO')).documents;
    const response = await documents.download(client, doc.id);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(decodeURIComponent(response.headers.get('content-disposition')!.split("UTF-8''")[1])).toBe('صورة جواز.png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it("treats another student's document as missing: 404 on read, edit, delete and download", async () => {
    const owner = await newStudent(server());
    const intruder = await newStudent(server());
    const [doc] = (await upload(owner.client, [{ bytes: pdfBytes(), name: 'mine.pdf' }])).documents;
    for (const call of [
      () => documents.retrieve(intruder.client, doc.id),
      () => documents.update(intruder.client, doc.id, { description: 'taken' }),
      () => documents.remove(intruder.client, doc.id),
      () => documents.download(intruder.client, doc.id),
    ]) {
      expect((await apiError(call())).status).toBe(404);
    }
    expect((await documents.retrieve(owner.client, doc.id)).document.description).toBeNull();
  });

  it("gives the download to an admin and to the student's own agency only", async () => {
    const student = await signIn(server(), demo('STUDENT').email, demo('STUDENT').password);
    const [seeded] = (await documents.list(student)).documents;
    const admin = await signIn(server(), 'admin@test.local', 'admin-password');
    expect((await documents.download(admin, seeded.id)).status).toBe(200);
    // The demo student applies directly, so the demo agency does not own them.
    const agency = await signIn(server(), demo('AGENCY').email, demo('AGENCY').password);
    expect((await apiError(documents.download(agency, seeded.id))).status).toBe(404);
    expect((await apiError(documents.list(agency))).status).toBe(403);
    expect((await apiError(documents.download(server().client(), seeded.id))).status).toBe(401);
  });

  it('seeds three real demo documents for the demo student', async () => {
    const client = await signIn(server(), demo('STUDENT').email, demo('STUDENT').password);
    const list = (await documents.list(client)).documents;
    expect(list.map((d) => d.mimeType).sort()).toEqual(['application/pdf', 'application/pdf', 'image/png']);
    for (const d of list) {
      const body = Buffer.from(await (await documents.download(client, d.id)).arrayBuffer());
      expect(body.length).toBe(d.fileSize);
      expect(body.subarray(0, 4).toString('latin1')).toBe(d.mimeType === 'image/png' ? '\x89PNG' : '%PDF');
    }
  });

  it('stores an agency logo and serves it publicly with its content type', async () => {
    const agency = await signIn(server(), demo('AGENCY').email, demo('AGENCY').password);
    const png = pngBytes();
    const { logoUrl } = await agencyProfile.uploadLogo(agency, blobOf(png), 'logo.png');
    expect(logoUrl).toBe('/api/public/agencies/horizon-education/logo');
    const first = storedFiles(server(), 'logos');
    expect(first).toHaveLength(1);
    const served = await fetch(`${server().url}${logoUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
      Buffer.alloc(200),
    ]);
    await agencyProfile.uploadLogo(agency, blobOf(jpeg), 'logo.jpg');
    const second = storedFiles(server(), 'logos');
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
    expect((await fetch(`${server().url}${logoUrl}`)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a logo that is not an image (415), over 5 MB (413), or from a non-agency (403)', async () => {
    const agency = await signIn(server(), demo('AGENCY').email, demo('AGENCY').password);
    const notImage = await apiError(agencyProfile.uploadLogo(agency, blobOf(pdfBytes()), 'logo.png'));
    expect([notImage.status, notImage.message]).toEqual([415, 'Please select an image file']);
    const big = await apiError(
      agencyProfile.uploadLogo(agency, blobOf(Buffer.concat([pngBytes(), Buffer.alloc(5 * MB)])), 'logo.png'),
    );
    expect([big.status, big.message]).toEqual([413, 'Logo file must be smaller than 5MB']);
    const { client } = await newStudent(server());
    expect((await apiError(agencyProfile.uploadLogo(client, blobOf(pngBytes())))).status).toBe(403);
    expect((await fetch(`${server().url}/api/public/agencies/no-such-agency/logo`)).status).toBe(404);
  });
});
