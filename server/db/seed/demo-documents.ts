import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { DOCUMENT_CONTENTS } from '#server/services/files/content-kinds.ts';
import { type FileStore, newFileKey } from '#server/services/files/file-store.ts';
import { profileCompletion } from '#server/services/students/profile-score.ts';
import type { Database } from '#server/db/tables/database.ts';

/** A one-page PDF with a few lines of text, with a correct cross-reference table. */
export function demoPdf(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 14 Tf 72 ${720 - i * 24} Td (${line.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PNG of a plain-coloured head-and-shoulders silhouette, drawn pixel by pixel. */
export function demoPng(size = 96): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const head = (x - size / 2) ** 2 + (y - size * 0.38) ** 2 < (size * 0.2) ** 2;
      const shoulders = y > size * 0.65 && (x - size / 2) ** 2 + (y - size) ** 2 < (size * 0.42) ** 2;
      const [r, g, b] = head || shoulders ? [15, 118, 110] : [224, 242, 241];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The demo student's two documents (a transcript as PDF, a passport photo as PNG), stored in
 * the file store like any upload, and the stored profile score brought in line with the one
 * weighting of profile-score.ts.
 */
export async function seedDemoStudentDocuments(db: Kysely<Database>, files: FileStore, studentUserId: number) {
  const student = await db
    .selectFrom('students')
    .selectAll()
    .where('user_id', '=', studentUserId)
    .executeTakeFirstOrThrow();
  const { score, completed } = profileCompletion(student);
  await db
    .updateTable('students')
    .set({ profile_completion_score: score, profile_completed: completed })
    .where('id', '=', student.id)
    .execute();

  const documents = [
    {
      file_name: 'Transcript - University of Jordan.pdf',
      document_type: 'TRANSCRIPT' as const,
      content: DOCUMENT_CONTENTS.pdf,
      body: demoPdf([
        'University of Jordan - Academic Transcript',
        `${student.first_name} ${student.last_name}`,
        "Bachelor's Degree, Computer Science, 2024",
        'Cumulative GPA: 3.6 / 4.0',
      ]),
      description: 'Official transcript of my bachelor studies',
      is_verified: true,
    },
    {
      file_name: 'Passport - Sara Al-Amin.pdf',
      document_type: 'PASSPORT' as const,
      content: DOCUMENT_CONTENTS.pdf,
      body: demoPdf([
        'Hashemite Kingdom of Jordan - Passport',
        `${student.first_name} ${student.last_name}`,
        'Passport No. N1234567',
        'Valid until 2031-05-01',
      ]),
      description: 'Passport data page',
      is_verified: false,
    },
    {
      file_name: 'Passport photo.png',
      document_type: 'PASSPORT_PHOTO' as const,
      content: DOCUMENT_CONTENTS.png,
      body: demoPng(),
      description: null,
      is_verified: false,
    },
  ];
  for (const [i, d] of documents.entries()) {
    const key = newFileKey('documents', d.content.extension);
    await files.put(key, Readable.from([d.body]), d.content.mime);
    await db
      .insertInto('documents')
      .values({
        student_id: student.id,
        file_name: d.file_name,
        document_type: d.document_type,
        mime_type: d.content.mime,
        file_size: d.body.length,
        description: d.description,
        storage_key: key,
        is_verified: d.is_verified,
        verified_at: d.is_verified ? new Date().toISOString() : null,
        uploaded_at: new Date(Date.now() - (i + 3) * 86_400_000).toISOString(),
      })
      .execute();
  }
}
