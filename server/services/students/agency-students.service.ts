import type { Insertable, Updateable } from 'kysely';
import type * as v from 'valibot';
import type {
  AgencyStudent,
  AgencyStudentListQuery,
  AgencyStudentPayload,
  AgencyStudentUpdate,
} from '#sdk/schemas/student';
import type { StudentTable } from '#server/db/tables/student.table.ts';
import type { App } from '#server/utils/app.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { officeFor } from '#server/services/agencies/office-choice.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { assigneeFor } from '#server/services/agencies/assignee.ts';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import { inviteToSetPassword, unknownPasswordHash } from '#server/services/auth/account-invitation.ts';
import { findUserByEmail, findUserById, insertUserUnlessTaken } from '#server/services/auth/user.repository.ts';
import { ensureRoomForStudents, planUsage } from '#server/services/agencies/plan-cap.ts';
import {
  type AgencyStudentRow,
  agencyStudentStats,
  findAgencyStudent,
  findAgencyStudentByEmail,
  listAgencyStudents,
} from './agency-student.repository.ts';
import { profileCompletion } from './profile-score.ts';
import { presentStudent } from './student.presenter.ts';
import { insertStudent, updateStudent } from './student.repository.ts';
import { publishAgencyEvent } from '#server/services/webhooks/publish.ts';

type Fields = v.InferOutput<typeof AgencyStudentUpdate>;

/** Each field of the agency's student form and its column. */
const COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  dateOfBirth: 'date_of_birth',
  nationality: 'nationality',
  passportNumber: 'passport_number',
  currentEducationLevel: 'current_education_level',
  gpa: 'gpa',
  englishProficiency: 'english_proficiency',
  budgetRange: 'budget_range',
  preferredStartDate: 'preferred_start_date',
  academicGoals: 'academic_goals',
  careerGoals: 'career_goals',
  isActive: 'is_active',
  assignedMemberId: 'assigned_member_id',
  officeId: 'office_id',
} as const satisfies Record<keyof Fields, keyof StudentTable>;

/** The columns a payload changes (fields left out stay as they are), with the profile score they lead to. */
export function agencyStudentColumns(stored: Partial<AgencyStudentRow>, payload: Fields): Updateable<StudentTable> {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = payload[field as keyof Fields];
    if (value !== undefined) changes[column] = value;
  }
  // The agency's GPA is on the 4.0 scale (spec part 2, 3).
  if (payload.gpa != null) changes.grade_scale = '4.0 Scale (US)';
  const { score, completed } = profileCompletion({ ...stored, ...changes } as AgencyStudentRow);
  return { ...changes, profile_completion_score: score, profile_completed: completed } as Updateable<StudentTable>;
}

/**
 * The row of a new student of the agency (active unless the payload says otherwise), added by hand
 * or by the CSV import (`source`, for the analytics).
 */
export const newAgencyStudent = (
  agencyId: number,
  payload: Fields,
  now: string,
  source: 'ADDED_BY_HAND' | 'CSV_IMPORT',
): Insertable<StudentTable> => ({
  ...(agencyStudentColumns({}, { ...payload, isActive: payload.isActive !== false }) as Insertable<StudentTable>),
  agency_id: agencyId,
  source,
  created_at: now,
  updated_at: now,
});

const nameOf = (student: AgencyStudent) => `${student.firstName} ${student.lastName}`.trim();

export const presentAgencyStudent = (row: AgencyStudentRow): AgencyStudent => ({
  ...presentStudent(row),
  _count: { applications: Number(row.application_count ?? 0), documents: Number(row.document_count ?? 0) },
  assignedMemberId: row.assigned_member_id,
  officeId: row.office_id,
});

/** GET /students: a page of the agency's students, the figures over all of them and the plan's room. */
export async function agencyStudents(app: App, userId: number, query: v.InferOutput<typeof AgencyStudentListQuery>) {
  const agency = await requireAgency(app.db, userId);
  const { page, limit, ...filter } = query;
  const [{ rows, total }, stats, plan] = await Promise.all([
    listAgencyStudents(app.db, agency, filter, pageWindow(page, limit)),
    agencyStudentStats(app.db, agency),
    planUsage(app.db, agency),
  ]);
  return { students: rows.map(presentAgencyStudent), pagination: pagination(page, limit, total), stats, plan };
}

/** One of the agency's own students (a counsellor's: assigned to them); anyone else's is a 404, not told apart from a missing one. */
export async function requireAgencyStudent(app: App, userId: number, id: number): Promise<AgencyStudentRow> {
  const agency = await requireAgency(app.db, userId);
  const row = await findAgencyStudent(app.db, agency, id);
  if (!row) notFound('STUDENT_NOT_FOUND');
  return row;
}

/** GET /students/{id}. */
export const agencyStudent = async (app: App, userId: number, id: number): Promise<AgencyStudent> =>
  presentAgencyStudent(await requireAgencyStudent(app, userId, id));

/**
 * POST /students: a new active student of the agency, within the plan (spec part 2, 9). When no account has the
 * student's e-mail yet, the student gets one and an e-mail inviting them to claim it (ARCHITECTURE.md, Decisions: the student holds
 * the login, the agency keeps managing); an address that already has an account is left as it is.
 */
export async function createAgencyStudent(
  app: App,
  userId: number,
  payload: v.InferOutput<typeof AgencyStudentPayload>,
): Promise<AgencyStudent> {
  const agency = await requireAgency(app.db, userId);
  const assignedMemberId = await assigneeFor(app.db, agency, payload.assignedMemberId, true);
  const officeId = await officeFor(app.db, agency, payload.officeId, true);
  const [agencyUser, holder] = await Promise.all([
    findUserById(app.db, userId),
    findUserByEmail(app.db, payload.email),
  ]);
  const passwordHash = holder ? undefined : await unknownPasswordHash();
  return app.db.transaction().execute(async (trx) => {
    const active = payload.isActive !== false;
    await ensureRoomForStudents(trx, app.dialect, agency, active ? 1 : 0);
    if (await findAgencyStudentByEmail(trx, agency.id, payload.email)) conflict('STUDENT_EMAIL_TAKEN');
    const { id } = await insertStudent(
      trx,
      newAgencyStudent(
        agency.id,
        { ...payload, assignedMemberId, officeId },
        new Date().toISOString(),
        'ADDED_BY_HAND',
      ),
    );
    const language = agencyUser?.language ?? 'en';
    const account = passwordHash
      ? await insertUserUnlessTaken(trx, { email: payload.email, passwordHash, userType: 'STUDENT', language })
      : undefined;
    if (account) {
      await updateStudent(trx, id, { user_id: account.id });
      await inviteToSetPassword(
        trx,
        app.config.publicUrl,
        { id: account.id, email: payload.email, language },
        { kind: 'STUDENT_INVITED', agencyName: agency.name },
      );
    }
    const student = presentAgencyStudent((await findAgencyStudent(trx, agency, id))!);
    await insertAuditEntries(trx, [
      { actorId: userId, action: 'create', entity: 'student', entityId: id, label: nameOf(student) },
    ]);
    await publishAgencyEvent(trx, agency.id, { name: 'student.created', resource: `student:${id}`, data: { student } });
    return student;
  });
}

/** PUT /students/{id}: the fields sent change; turning an inactive student active counts against the plan. */
export async function updateAgencyStudent(
  app: App,
  userId: number,
  id: number,
  payload: Fields,
): Promise<AgencyStudent> {
  const agency = await requireAgency(app.db, userId);
  return app.db.transaction().execute(async (trx) => {
    const stored = await findAgencyStudent(trx, agency, id);
    if (!stored) notFound('STUDENT_NOT_FOUND');
    if (payload.isActive === true && !stored.is_active) await ensureRoomForStudents(trx, app.dialect, agency);
    if (payload.email) {
      const holder = await findAgencyStudentByEmail(trx, agency.id, payload.email);
      if (holder && holder.id !== id) conflict('STUDENT_EMAIL_TAKEN');
    }
    const assignedMemberId = await assigneeFor(trx, agency, payload.assignedMemberId, false);
    const officeId = await officeFor(trx, agency, payload.officeId, false);
    const changes = { ...payload, assignedMemberId, officeId };
    await updateStudent(trx, id, agencyStudentColumns(stored, changes));
    const student = presentAgencyStudent((await findAgencyStudent(trx, agency, id))!);
    // Agency staff actions are in the audit log: which fields, not their values (personal data).
    const fields = Object.keys(changes).filter((field) => changes[field as keyof typeof changes] !== undefined);
    await insertAuditEntries(trx, [
      {
        actorId: userId,
        action: 'update',
        entity: 'student',
        entityId: id,
        label: nameOf(student),
        after: Object.fromEntries(fields.map((f) => [f, true])),
      },
    ]);
    return student;
  });
}

/** DELETE /students/{id}: deactivates (the record, its applications and documents stay). */
export const deactivateAgencyStudent = (app: App, userId: number, id: number) =>
  updateAgencyStudent(app, userId, id, { isActive: false });
