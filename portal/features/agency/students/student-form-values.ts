import type { AgencyStudent, AgencyStudentPayload } from '#sdk/schemas/student';

/** What the add and edit forms hold: every field as text, as inputs give them. */
export const EMPTY_STUDENT_FORM = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  nationality: '',
  passportNumber: '',
  currentEducationLevel: '',
  gpa: '',
  englishProficiency: '',
  budgetRange: '',
  preferredStartDate: '',
  academicGoals: '',
  careerGoals: '',
};
export type StudentFormValues = typeof EMPTY_STUDENT_FORM;

/** A stored student as form text, for the edit form. */
export function studentFormValues(student: AgencyStudent): StudentFormValues {
  const values = { ...EMPTY_STUDENT_FORM };
  for (const key of Object.keys(values) as (keyof StudentFormValues)[])
    values[key] = student[key] == null ? '' : String(student[key]);
  return values;
}

/**
 * The payload the contract checks: a choice left empty is sent as null (the server clears it);
 * texts are trimmed and emptied by the schema itself (spec part 2, 5).
 */
export function studentPayload(values: StudentFormValues, isActive?: boolean): AgencyStudentPayload {
  const choice = <T extends string>(value: string) => (value ? (value as T) : null);
  return {
    ...values,
    currentEducationLevel: choice(values.currentEducationLevel),
    englishProficiency: choice(values.englishProficiency),
    budgetRange: choice(values.budgetRange),
    ...(isActive === undefined ? {} : { isActive }),
  };
}
