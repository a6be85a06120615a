import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Student } from '#sdk/schemas/student';
import type { useForm } from '#portal/lib/use-form.ts';

/** The wizard's values as the inputs hold them; the contract's schema turns them into the payload. */
export const EMPTY_STUDENT = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: '',
  passportNumber: '',
  phone: '',
  address: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  currentEducationLevel: '',
  institutionName: '',
  graduationYear: '',
  gradeScale: '',
  gpa: '',
  ieltsScore: '',
  toeflScore: '',
  satScore: '',
  greScore: '',
  gmatScore: '',
  preferredPrograms: '',
  preferredCountries: [] as string[],
  preferredCities: '',
  budgetRange: '',
  preferredStartDate: '',
  studyDuration: '',
  academicGoals: '',
  careerGoals: '',
  personalStatement: '',
  whyStudyAbroad: '',
};

export type StudentValues = typeof EMPTY_STUDENT;

/** A stored profile as the inputs hold it (the profile page starts from it). */
export function studentFormValues(student: Student): StudentValues {
  const values = { ...EMPTY_STUDENT };
  for (const key of Object.keys(EMPTY_STUDENT) as (keyof StudentValues)[]) {
    const stored = student[key];
    if (key === 'preferredCountries') values.preferredCountries = [...student.preferredCountries];
    else if (Array.isArray(stored)) values[key] = stored.join(', ');
    else values[key] = stored === null || stored === undefined ? '' : String(stored);
  }
  return values;
}

/** The fields whose value differs from the stored one. */
export const changedFields = (values: StudentValues, stored: StudentValues) =>
  (Object.keys(values) as (keyof StudentValues)[]).filter(
    (key) => JSON.stringify(values[key]) !== JSON.stringify(stored[key]),
  );
export type StudentForm = ReturnType<typeof useForm<StudentValues>>;

/** The four steps of spec part 1, 2, with the fields each one holds. */
export const STEPS: { title: MessageDescriptor; fields: (keyof StudentValues)[] }[] = [
  {
    title: msg`Personal Info`,
    fields: [
      'firstName',
      'lastName',
      'dateOfBirth',
      'nationality',
      'passportNumber',
      'phone',
      'address',
      'emergencyContactName',
      'emergencyContactPhone',
    ],
  },
  {
    title: msg`Academic Background`,
    fields: [
      'currentEducationLevel',
      'institutionName',
      'graduationYear',
      'gradeScale',
      'gpa',
      'ieltsScore',
      'toeflScore',
      'satScore',
      'greScore',
      'gmatScore',
    ],
  },
  {
    title: msg`Study Preferences`,
    fields: [
      'preferredPrograms',
      'preferredCountries',
      'preferredCities',
      'budgetRange',
      'preferredStartDate',
      'studyDuration',
    ],
  },
  { title: msg`Goals & Motivation`, fields: ['academicGoals', 'careerGoals', 'personalStatement', 'whyStudyAbroad'] },
];

/** The step that holds a field (error paths such as `preferredCountries.0` name their field first). */
export const stepOf = (field: string) =>
  Math.max(
    0,
    STEPS.findIndex((step) => step.fields.includes(field.split('.')[0] as keyof StudentValues)),
  );
