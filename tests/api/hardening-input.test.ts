import { expect, it } from 'vitest';
import * as auth from '#sdk/resources/auth';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as applications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import * as profile from '#sdk/resources/student-profile';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { pdfBytes } from '#tests/support/files.ts';
import { COMPLETE_PROFILE, newStudent } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const DEMO_UNIVERSITY = 1;

/** A raw request to the API, for bodies and headers the SDK would never send. */
const send = (url: string, path: string, init: RequestInit & { token?: string }) =>
  fetch(`${url}/api${path}`, {
    ...init,
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
  });

/** One multipart upload with a hand-written part, for file names and fields no browser sends. */
function rawUpload(fileHeader: string, fields: Record<string, string>) {
  const boundary = `----hardening${Date.now()}`;
  const parts = [
    ...Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${fileHeader}\r\nContent-Type: application/pdf\r\n\r\n`,
  ];
  const body = Buffer.concat([Buffer.from(parts.join('')), pdfBytes(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeApi('hardening: input the databases cannot take', (server) => {
  it('refuses body ids beyond the integer range with 400, on create and update', async () => {
    const { client } = await newStudent(server());
    const { application } = await applications.create(client, {
      universityId: DEMO_UNIVERSITY,
      programName: 'Computer Science',
      degreeLevel: "Master's",
    });
    for (const universityId of [2147483648, 9007199254740994, 1e308, Number('9'.repeat(30))]) {
      const created = await apiError(
        applications.create(client, { universityId, programName: 'Computer Science', degreeLevel: "Master's" }),
      );
      expect(created.status).toBe(400);
      expect(created.errors[0]?.field).toBe('universityId');
      expect((await apiError(applications.update(client, application.id, { universityId }))).status).toBe(400);
    }
  });

  it('refuses NUL in multipart fields and file names with 400', async () => {
    const { client } = await newStudent(server());
    const description = rawUpload('filename="a.pdf"', { documentType: 'TRANSCRIPT', description: 'a\0b' });
    const answer = await send(server().url, '/direct-students/documents/upload', {
      method: 'POST',
      token: client.token!,
      ...description,
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).errors).toEqual([
      { field: 'description', message: 'Contains a character that is not allowed' },
    ]);
    // A NUL in the file name is dropped with the other control characters: the file is stored.
    const name = rawUpload("filename*=UTF-8''a%00b.pdf", { documentType: 'TRANSCRIPT' });
    const stored = await send(server().url, '/direct-students/documents/upload', {
      method: 'POST',
      token: client.token!,
      ...name,
    });
    expect(stored.status).toBe(201);
    expect((await stored.json()).documents[0].fileName).toBe('ab.pdf');
  });

  it('stores file names without control or direction-override characters', async () => {
    const { client } = await newStudent(server());
    const form = documents.uploadForm(
      [{ blob: new Blob([new Uint8Array(pdfBytes())]), name: 'invoice\u202Efdp.exe' }],
      'TRANSCRIPT',
    );
    const [document] = (await documents.upload(client, form)).documents;
    expect(document.fileName).toBe('invoicefdp.exe');
    const upload = rawUpload("filename*=UTF-8''cv%0D%0Aevil%E2%80%AE.pdf", { documentType: 'OTHER' });
    const answer = await send(server().url, '/direct-students/documents/upload', {
      method: 'POST',
      token: client.token!,
      ...upload,
    });
    expect((await answer.json()).documents[0].fileName).toBe('cvevil.pdf');
  });

  it('validates a lead before looking up its agency: a NUL slug is a 400', async () => {
    const answer = await send(server().url, '/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'consultation', agencySlug: 'demo\0agency', name: 'A', email: 'a@example.com' }),
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).errors[0].field).toBe('agencySlug');
  });

  it('refuses a JSON body above 1 MB with 413 before reading it, declared or chunked', async () => {
    const { client } = await newStudent(server());
    const large = JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) });
    const declared = await send(server().url, '/direct-students/profile', {
      method: 'PUT',
      token: client.token!,
      headers: { 'content-type': 'application/json' },
      body: large,
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).code).toBe('PAYLOAD_TOO_LARGE');
    // Without a length (chunked), the body is counted as it arrives.
    const chunked = await send(server().url, '/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([large]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    // A body under the limit still reaches validation.
    const small = await send(server().url, '/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(300 * 1024) }),
    });
    expect(small.status).toBe(400);
  });
});

describeApi('hardening: writes that race', (server) => {
  it('answers every one of 10 setups sent at once by one new student, with one record', async () => {
    const client = server().client();
    await auth.register(client, {
      email: uniqueEmail('racing-setup'),
      password: 'student-password',
      userType: 'STUDENT',
    });
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => profile.setup(client, COMPLETE_PROFILE)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill('fulfilled'));
    const ids = new Set(
      answers.map((a) => (a as PromiseFulfilledResult<{ student: { id: number } }>).value.student.id),
    );
    expect(ids.size).toBe(1);
  });

  it('sets up five agencies of one name at once, each with its own slug', async () => {
    const clients = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const client = server().client();
        await auth.register(client, {
          email: uniqueEmail('same-name'),
          password: 'agency-password',
          userType: 'AGENCY',
        });
        return client;
      }),
    );
    const name = `Same Name ${Date.now()}`;
    const answers = await Promise.all(
      clients.map((client) => agencyProfile.setup(client, { name, country: 'Germany', subscriptionTier: 'STARTER' })),
    );
    expect(new Set(answers.map((a) => a.agency.agencySlug)).size).toBe(5);
    // The same agency setting up again is told so.
    expect(
      (await apiError(agencyProfile.setup(clients[0], { name, country: 'Germany', subscriptionTier: 'STARTER' })))
        .status,
    ).toBe(409);
  });

  it('lets one of eight deletes of a document win; the others find nothing', async () => {
    const { client } = await newStudent(server());
    const form = documents.uploadForm([{ blob: new Blob([new Uint8Array(pdfBytes())]), name: 'once.pdf' }], 'OTHER');
    const [document] = (await documents.upload(client, form)).documents;
    const answers = await Promise.allSettled(Array.from({ length: 8 }, () => documents.remove(client, document.id)));
    const statuses = answers.map((a) => (a.status === 'fulfilled' ? 200 : (a.reason as { status: number }).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(7);
  });

  it('lets one of eight deletes of a draft win; the others find nothing', async () => {
    const { client } = await newStudent(server());
    const { application } = await applications.create(client, {
      universityId: DEMO_UNIVERSITY,
      programName: 'Law',
      degreeLevel: "Bachelor's",
    });
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () => applications.remove(client, application.id)),
    );
    const statuses = answers.map((a) => (a.status === 'fulfilled' ? 200 : (a.reason as { status: number }).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(7);
  });
});
