import * as v from 'valibot';
import { UniversityForm } from '#sdk/schemas/university';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('Must not be empty'));
const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number(), v.integer('Must be a whole number'), v.minValue(min), v.maxValue(max));

/** One programme of a demo university; tuition and duration as the university publishes them. */
const DemoProgram = v.strictObject({
  name: text,
  /** A broad field, e.g. "Engineering", "Business", "Medicine & Health". */
  category: text,
  level: v.picklist(["Bachelor's Degree", "Master's Degree", 'PhD/Doctorate', 'Diploma', 'Certificate']),
  language: text,
  durationMonths: wholeNumber(1, 120),
  /** Yearly tuition in euros for international students. */
  tuitionFee: wholeNumber(0, 1_000_000),
  /** e.g. "September", "October", "September and February". */
  intake: text,
});

/**
 * A real European university of the demo catalogue (DEMO_DATA=1): the admin's university form
 * (same rules), every field filled in except the ranks, which are left empty on purpose.
 */
const DemoUniversity = v.strictObject({
  ...v.required(
    v.pick(UniversityForm, [
      'name',
      'city',
      'website',
      'description',
      'specialties',
      'founded',
      'studentsTotal',
      'applicationFee',
      'responseTimeDays',
      'tuitionRangeMin',
      'tuitionRangeMax',
      'admissionRequirements',
      'languageRequirements',
    ]),
  ).entries,
  featured: UniversityForm.entries.featured,
  universityType: v.picklist(['Public', 'Private']),
  programs: v.pipe(v.array(DemoProgram), v.minLength(1, 'A university needs at least one programme')),
});

/** A country's file, server/db/seed/demo-universities/<country>.json. */
export const DemoCountry = v.strictObject({
  country: text,
  universities: v.pipe(v.array(DemoUniversity), v.minLength(1, 'A country needs at least one university')),
});
export type DemoCountry = v.InferOutput<typeof DemoCountry>;

/** Checks one country's file; the error names the file and the field, e.g. "germany.json: universities.3.programs.0.level: …". */
export function parseDemoCountry(file: string, data: unknown): DemoCountry {
  const result = v.safeParse(DemoCountry, data);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => `${file}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new Error(`The demo catalogue is not valid:\n${issues.join('\n')}`);
}
