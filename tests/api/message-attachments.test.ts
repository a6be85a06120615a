import { beforeAll, expect, it } from 'vitest';
import * as adminStudents from '#sdk/resources/admin-students';
import * as outbox from '#sdk/resources/admin-outbox';
import * as conversations from '#sdk/resources/conversations';
import * as profile from '#sdk/resources/student-profile';
import { apiError } from '#tests/support/api-error.ts';
import { conversationParties } from '#tests/support/conversation-parties.ts';
import { blobOf, elfBytes, pdfBytes, pngBytes } from '#tests/support/files.ts';
import { storedFiles } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('message attachments', (server) => {
  let parties: Awaited<ReturnType<typeof conversationParties>>;
  let id: number;
  beforeAll(async () => {
    parties = await conversationParties(() => server().client());
    id = parties.application.id;
  }, 60_000);

  const pdf = pdfBytes('Certified translation');
  const form = (files: { bytes: Buffer; name: string }[], body = '', internal = false) =>
    conversations.attachmentForm(
      files.map((file) => ({ blob: blobOf(file.bytes), name: file.name })),
      body,
      internal,
    );

  it('sends files with a message; every participant sees them and downloads the same bytes', async () => {
    const { message } = await conversations.sendWithFiles(
      parties.student,
      id,
      form(
        [
          { bytes: pdf, name: 'translation.pdf' },
          { bytes: pngBytes(), name: 'stamp.png' },
        ],
        '  Here is the translation.  ',
      ),
    );
    expect(message).toMatchObject({
      applicationId: id,
      body: 'Here is the translation.',
      author: { userType: 'STUDENT' },
      attachments: [
        { id: expect.any(Number), fileName: 'translation.pdf', mimeType: 'application/pdf', fileSize: pdf.length },
        { id: expect.any(Number), fileName: 'stamp.png', mimeType: 'image/png' },
      ],
    });
    const seen = (await conversations.messages(parties.agency, id)).messages.at(-1)!;
    expect(seen.attachments).toEqual(message.attachments);
    // The conversation list shows the last message with its files.
    expect((await conversations.list(parties.agency)).conversations[0].lastMessage?.attachments).toHaveLength(2);

    for (const reader of [parties.agency, parties.admin, parties.student]) {
      const response = await conversations.downloadAttachment(reader, id, message.attachments[0].id);
      expect(response.headers.get('content-disposition')).toContain('attachment; filename="translation.pdf"');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    }
    expect(storedFiles(server(), 'attachments')).toHaveLength(2);
  });

  it('lets only participants send or download (404), and a staff note’s files reach staff only', async () => {
    const before = storedFiles(server(), 'attachments').length;
    const refused = await apiError(
      conversations.sendWithFiles(parties.outsider, id, form([{ bytes: pdf, name: 'x.pdf' }])),
    );
    expect(refused.status).toBe(404);
    const [attachment] = (await conversations.messages(parties.student, id)).messages.at(-1)!.attachments;
    for (const stranger of [parties.outsider, parties.university])
      expect((await apiError(conversations.downloadAttachment(stranger, id, attachment.id))).status).toBe(404);
    expect((await apiError(conversations.downloadAttachment(server().client(), id, attachment.id))).status).toBe(401);
    expect((await apiError(conversations.downloadAttachment(parties.student, id, 999_999))).status).toBe(404);

    // A note with a file: the admins see it, the applicant's side neither the note nor its file.
    const { message: note } = await conversations.sendWithFiles(
      parties.admin,
      id,
      form([{ bytes: pngBytes(), name: 'registrar.png' }], 'Registrar confirmed by phone.', true),
    );
    expect(note.internal).toBe(true);
    expect((await conversations.downloadAttachment(parties.admin, id, note.attachments[0].id)).status).toBe(200);
    expect((await apiError(conversations.downloadAttachment(parties.agency, id, note.attachments[0].id))).status).toBe(
      404,
    );
    expect((await conversations.messages(parties.student, id)).messages.some((m) => m.id === note.id)).toBe(false);
    // The applicant's side may not write notes: refused, and its file is not kept.
    const notAllowed = await apiError(
      conversations.sendWithFiles(parties.student, id, form([{ bytes: pdf, name: 'x.pdf' }], 'x', true)),
    );
    expect([notAllowed.status, notAllowed.message]).toEqual([
      403,
      'Only admins and the university can write internal notes',
    ]);
    expect(storedFiles(server(), 'attachments')).toHaveLength(before + 1);
  });

  it('checks files like documents: content, count and presence, and keeps nothing refused', async () => {
    const before = storedFiles(server(), 'attachments').length;
    const wrong = await apiError(
      conversations.sendWithFiles(parties.student, id, form([{ bytes: elfBytes(), name: 'cv.pdf' }])),
    );
    expect([wrong.status, wrong.message]).toEqual([
      415,
      'cv.pdf is not an accepted file. Please upload PDF, JPG, PNG, DOC or DOCX.',
    ]);
    const tooMany = await apiError(
      conversations.sendWithFiles(
        parties.student,
        id,
        form(Array.from({ length: 6 }, (_, i) => ({ bytes: pdf, name: `${i}.pdf` }))),
      ),
    );
    expect(tooMany.status).toBe(413);
    const none = await apiError(conversations.sendWithFiles(parties.student, id, form([], 'Only text')));
    expect([none.status, none.errors]).toEqual([400, [{ field: 'file', message: 'Please attach at least one file' }]]);
    const long = await apiError(
      conversations.sendWithFiles(parties.student, id, form([{ bytes: pdf, name: 'a.pdf' }], 'x'.repeat(5001))),
    );
    expect(long.errors).toEqual([{ field: 'body', message: 'A message can have at most 5000 characters' }]);
    expect(storedFiles(server(), 'attachments')).toHaveLength(before);
  });

  it('announces a message of files only by their names, and removes the files with the student', async () => {
    const { message } = await conversations.sendWithFiles(
      parties.agency,
      id,
      form([{ bytes: pdf, name: 'offer-checklist.pdf' }]),
    );
    expect(message.body).toBe('');
    const mails = (await outbox.list(parties.admin, { to: parties.studentEmail, limit: 100 })).emails;
    expect(mails.some((mail) => mail.kind === 'NEW_MESSAGE' && mail.text.includes('offer-checklist.pdf'))).toBe(true);

    expect(storedFiles(server(), 'attachments').length).toBeGreaterThan(0);
    const studentId = (await profile.retrieve(parties.student)).student.id;
    await adminStudents.remove(parties.admin, studentId);
    expect(storedFiles(server(), 'attachments')).toEqual([]);
  });
});
