import type * as v from 'valibot';
import type { University, UniversityForm } from '#sdk/schemas/university';
import type { UniversityValues } from '#server/services/universities/university.repository.ts';

type Form = Partial<v.InferOutput<typeof UniversityForm>>;

/** The form's fields and their columns (spec part 2, 3, University). */
const COLUMNS = {
  name: 'name',
  country: 'country',
  city: 'city',
  website: 'website',
  description: 'description',
  phone: 'phone',
  email: 'email',
  imageUrl: 'image_url',
  specialties: 'specialties',
  featured: 'featured',
  founded: 'founded',
  studentsTotal: 'students_total',
  universityType: 'university_type',
  applicationFee: 'application_fee',
  responseTimeDays: 'response_time_days',
  qsRank: 'qs_rank',
  theRank: 'the_rank',
  tuitionRangeMin: 'tuition_range_min',
  tuitionRangeMax: 'tuition_range_max',
  admissionRequirements: 'admission_requirements',
  languageRequirements: 'language_requirements',
} as const satisfies Record<keyof Form, keyof UniversityValues>;

/** The columns of the fields sent; a field left out of an edit stays as it is. */
export function universityValues(form: Form): Partial<UniversityValues> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = form[field as keyof Form];
    if (value !== undefined) values[column] = value;
  }
  return values as Partial<UniversityValues>;
}

/** The fields an edit changed, before and after, for the audit log. */
export function changedFields(before: University, form: Form) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of Object.keys(COLUMNS) as (keyof Form)[]) {
    const value = form[field];
    if (value === undefined) continue;
    const old = before[field as keyof University];
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    was[field] = old;
    now[field] = value;
  }
  return { before: was, after: now };
}
