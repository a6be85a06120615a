import type { Kysely, Selectable, Updateable } from 'kysely';
import type * as v from 'valibot';
import { GPA_SCALE_MESSAGE, gpaFitsScale, type Student, type StudentProfileUpdate } from '#sdk/schemas/student';
import type { Database } from '#server/db/tables/database.ts';
import type { StudentTable } from '#server/db/tables/student.table.ts';
import type { App } from '#server/utils/app.ts';
import { invalid, notFound } from '#server/utils/errors.ts';
import { violatesUnique } from '#server/db/unique-violation.ts';
import { profileCompletion } from './profile-score.ts';
import { presentStudent } from './student.presenter.ts';
import { findStudentByUser, insertStudent, updateStudent } from './student.repository.ts';

type ProfileFields = v.InferOutput<typeof StudentProfileUpdate>;

/** Each profile field of the contract and its column. */
const COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  dateOfBirth: 'date_of_birth',
  nationality: 'nationality',
  passportNumber: 'passport_number',
  phone: 'phone',
  address: 'address',
  emergencyContactName: 'emergency_contact_name',
  emergencyContactPhone: 'emergency_contact_phone',
  currentEducationLevel: 'current_education_level',
  institutionName: 'institution_name',
  graduationYear: 'graduation_year',
  gpa: 'gpa',
  gradeScale: 'grade_scale',
  ieltsScore: 'ielts_score',
  toeflScore: 'toefl_score',
  satScore: 'sat_score',
  greScore: 'gre_score',
  gmatScore: 'gmat_score',
  preferredPrograms: 'preferred_programs',
  preferredCountries: 'preferred_countries',
  preferredCities: 'preferred_cities',
  budgetRange: 'budget_range',
  preferredStartDate: 'preferred_start_date',
  studyDuration: 'study_duration',
  academicGoals: 'academic_goals',
  careerGoals: 'career_goals',
  personalStatement: 'personal_statement',
  whyStudyAbroad: 'why_study_abroad',
} as const satisfies Record<keyof ProfileFields, keyof StudentTable>;

/** The columns a payload changes: fields left out stay as they are, null clears, lists are stored as JSON. */
export function profileColumns(payload: ProfileFields): Updateable<StudentTable> {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = payload[field as keyof ProfileFields];
    if (value === undefined) continue;
    changes[column] = Array.isArray(value) ? JSON.stringify(value) : value;
  }
  return changes as Updateable<StudentTable>;
}

/** The changes plus the score they lead to, from the stored row merged with them. */
export function withScore(
  stored: Partial<Selectable<StudentTable>>,
  changes: Updateable<StudentTable>,
): Updateable<StudentTable> {
  const merged = { ...stored, ...changes } as Selectable<StudentTable>;
  // ARCHITECTURE.md, Decisions: GPA bounds follow the grade scale, also when only one of the two changes.
  if (!gpaFitsScale({ gpa: merged.gpa, gradeScale: merged.grade_scale }))
    invalid([{ field: 'gpa', message: GPA_SCALE_MESSAGE }]);
  const { score, completed } = profileCompletion(merged);
  return { ...changes, profile_completion_score: score, profile_completed: completed };
}

/** The student record of a signed-in STUDENT, or 404 before setup. */
export async function requireStudentRow(db: Kysely<Database>, userId: number) {
  const row = await findStudentByUser(db, userId);
  if (!row) notFound('STUDENT_PROFILE_NOT_FOUND');
  return row;
}

/**
 * POST /direct-students/setup: creates the student record, or completes the one that already
 * exists (a student who registered through an agency's widget has one, linked to the agency).
 */
export async function setupStudent(
  app: App,
  user: { id: number; email: string },
  payload: ProfileFields,
): Promise<{ student: Student; created: boolean }> {
  const once = () =>
    app.db.transaction().execute(async (trx) => {
      const existing = await findStudentByUser(trx, user.id);
      const changes = withScore(existing ?? {}, profileColumns(payload));
      if (existing) await updateStudent(trx, existing.id, changes);
      else await insertStudent(trx, { ...changes, user_id: user.id, email: user.email });
      return { student: presentStudent(await requireStudentRow(trx, user.id)), created: !existing };
    });
  // The same student sending setup several times at once: the first insert wins (unique user_id),
  // the others complete the record it made, as a later setup would.
  return once().catch((error) => {
    if (violatesUnique(error, 'user_id')) return once();
    throw error;
  });
}

export async function studentProfile(app: App, userId: number): Promise<Student> {
  return presentStudent(await requireStudentRow(app.db, userId));
}

/** PUT /direct-students/profile: the fields sent change, the score follows. */
export async function updateStudentProfile(app: App, userId: number, payload: ProfileFields): Promise<Student> {
  return app.db.transaction().execute(async (trx) => {
    const existing = await requireStudentRow(trx, userId);
    await updateStudent(trx, existing.id, withScore(existing, profileColumns(payload)));
    return presentStudent(await requireStudentRow(trx, userId));
  });
}
