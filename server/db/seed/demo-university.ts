import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { Readable } from 'node:stream';
import { DOCUMENT_CONTENTS } from '#server/services/files/content-kinds.ts';
import { type FileStore, newFileKey } from '#server/services/files/file-store.ts';
import { demoPdf } from './demo-documents.ts';
import { addApplication } from './demo-people.ts';
import { INTAKE_MONTHS } from '#sdk/schemas/constants';

/**
 * The 15th of the month three months before the programme's first intake month, in the coming
 * year: how universities usually set them, so that the demo page shows deadlines still ahead.
 */
function deadlineBefore(intake: string | null, now: Date): string | null {
  const month = INTAKE_MONTHS.findIndex((m) => intake?.startsWith(m));
  if (month < 0) return null;
  const deadlineMonth = (month + 9) % 12;
  let year = now.getUTCFullYear();
  if (Date.UTC(year, deadlineMonth, 15) <= now.getTime()) year += 1;
  return new Date(Date.UTC(year, deadlineMonth, 15)).toISOString().slice(0, 10);
}

/** The demo university keeps its programmes: each gets a deadline ahead of its intake. */
export async function seedDemoUniversityPrograms(db: Kysely<Database>, universityId: number, now = new Date()) {
  const programs = await db
    .selectFrom('programs')
    .select(['id', 'intake'])
    .where('university_id', '=', universityId)
    .execute();
  for (const program of programs) {
    await db
      .updateTable('programs')
      .set({ application_deadline: deadlineBefore(program.intake, now) })
      .where('id', '=', program.id)
      .execute();
  }
}

/** Applicants of the demo university, sent by the demo agency, one at each stage the university sees. */
const APPLICANTS = [
  {
    student: { first_name: 'Mariam', last_name: 'Khalil', nationality: 'Egypt', gpa: 3.7 },
    status: 'ADMIN_APPROVED',
    age: 8,
  },
  {
    student: { first_name: 'Tariq', last_name: 'Aziz', nationality: 'Iraq', gpa: 3.3 },
    status: 'ADMIN_APPROVED',
    age: 5,
  },
  {
    student: { first_name: 'Nour', last_name: 'Ben Salah', nationality: 'Tunisia', gpa: 3.5 },
    status: 'ADMIN_APPROVED',
    age: 4,
  },
  {
    student: { first_name: 'Hassan', last_name: 'Qasim', nationality: 'Syria', gpa: 3.2 },
    status: 'UNDER_REVIEW',
    age: 14,
    review: { rating: 4, notes: 'Strong project work; check the mathematics modules of the transcript.' },
  },
  {
    student: { first_name: 'Fatima', last_name: 'Zahra', nationality: 'Morocco', gpa: 3.9 },
    status: 'ACCEPTED',
    age: 25,
    review: { rating: 5, notes: 'Excellent grades and a clear research interest.' },
    decision: {
      note: 'Congratulations! We are pleased to offer you a place for the coming intake.',
      conditions: 'Submit your final degree certificate before enrolment.',
    },
  },
  {
    student: { first_name: 'Rami', last_name: 'Saad', nationality: 'Lebanon', gpa: 2.6 },
    status: 'REJECTED',
    age: 22,
    review: { rating: 2, notes: 'Prerequisites in mathematics are missing.' },
    decision: {
      note: 'Thank you for your interest. The programme requires more mathematics than your degree covers.',
    },
  },
] as const;

/** The demo university reviews real work at first start: applications at every stage it sees. */
export async function seedDemoUniversityApplications(
  db: Kysely<Database>,
  files: FileStore,
  users: { agencyUserId: number; adminUserId: number; universityUserId: number },
  universityId: number,
) {
  const { id: agencyId } = await db
    .selectFrom('agencies')
    .select('id')
    .where('user_id', '=', users.agencyUserId)
    .executeTakeFirstOrThrow();
  const programs = await db
    .selectFrom('programs')
    .select(['name', 'level'])
    .where('university_id', '=', universityId)
    .orderBy('id')
    .execute();
  for (const [i, a] of APPLICANTS.entries()) {
    const { id: studentId } = await db
      .insertInto('students')
      .values({
        ...a.student,
        agency_id: agencyId,
        email: `${a.student.first_name.toLowerCase()}.${a.student.last_name.toLowerCase().replace(/\s+/g, '-')}@example.com`,
        current_education_level: "Bachelor's Degree",
        english_proficiency: 'IELTS 6.5-7.0',
        profile_completion_score: 70,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const program = programs[i % programs.length];
    const applicationId = await addApplication(db, {
      studentId,
      universityId,
      agencyId,
      program: program.name,
      level: program.level,
      status: a.status,
      actorUserId: users.agencyUserId,
      staff: users,
      age: a.age,
      ...('review' in a ? { review: a.review } : {}),
      ...('decision' in a ? { decision: a.decision } : {}),
    });
    await addVerifiedDocuments(db, files, { studentId, applicationId, adminUserId: users.adminUserId, ...a.student });
  }
}

/** The passport and transcript the admins verified before approving (the programme's default checklist). */
async function addVerifiedDocuments(
  db: Kysely<Database>,
  files: FileStore,
  a: { studentId: number; applicationId: number; adminUserId: number; first_name: string; last_name: string },
) {
  const at = new Date().toISOString();
  for (const type of ['PASSPORT', 'TRANSCRIPT'] as const) {
    const body = demoPdf([
      type === 'PASSPORT' ? 'Passport (copy of the data page)' : "Academic transcript - Bachelor's Degree",
      `${a.first_name} ${a.last_name}`,
    ]);
    const key = newFileKey('documents', DOCUMENT_CONTENTS.pdf.extension);
    await files.put(key, Readable.from([body]), DOCUMENT_CONTENTS.pdf.mime);
    const { id: documentId } = await db
      .insertInto('documents')
      .values({
        student_id: a.studentId,
        file_name: `${type === 'PASSPORT' ? 'Passport' : 'Transcript'} - ${a.first_name} ${a.last_name}.pdf`,
        document_type: type,
        mime_type: DOCUMENT_CONTENTS.pdf.mime,
        file_size: body.length,
        storage_key: key,
        is_verified: true,
        verified_at: at,
        verified_by: a.adminUserId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('application_checklist_items')
      .values({
        application_id: a.applicationId,
        document_type: type,
        decision: 'VERIFIED',
        document_id: documentId,
        decided_by: a.adminUserId,
        decided_at: at,
      })
      .execute();
  }
}
