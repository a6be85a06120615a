import * as v from 'valibot';
import { AGENCY_DEGREE_LEVELS } from './constants.ts';
import { Id, optionalDate, optionalNumber, optionalText, optionalWebsite, requiredText } from './common.ts';
import { ChargeForm, FeeForm, IntakeForm, RequirementsForm, StudyMode } from './program-parts.ts';
import { NARROW_FIELD_CODES } from './study-fields.ts';
import { DOCUMENT_TYPES, type DocumentType } from './enums.ts';

/** What a programme requires when the university names nothing. */
export const DEFAULT_REQUIRED_DOCUMENTS: readonly DocumentType[] = ['PASSPORT', 'TRANSCRIPT'];

const wholeMonths = v.pipe(
  optionalNumber(1, 120),
  v.check((n) => n == null || Number.isInteger(n), 'Must be a whole number of months'),
);

/** The form of a programme, as a university (its own) or an admin (any) adds or edits it. */
export const ProgramForm = v.object({
  name: requiredText('Program name is required'),
  category: optionalText(100),
  level: v.picklist(AGENCY_DEGREE_LEVELS, 'Degree level is required'),
  language: optionalText(100),
  durationMonths: wholeMonths,
  /** Euros per year. */
  tuitionFee: optionalNumber(0, 1_000_000),
  /** e.g. "September", "September and February". */
  intake: optionalText(100),
  /** The last day to apply. */
  applicationDeadline: optionalDate(),
  requiredDocuments: v.optional(
    v.pipe(
      v.array(v.picklist(DOCUMENT_TYPES, 'Unknown document type'), 'Must be a list of document types'),
      v.transform((types) => [...new Set(types)]),
    ),
  ),
  nameAr: optionalText(200),
  /** An ISCED-F 2013 narrow field code, e.g. "061". */
  field: v.optional(v.nullable(v.picklist(NARROW_FIELD_CODES, 'Unknown field of study'))),
  /** ISO 639-1 codes, e.g. ["en", "de"]. */
  languages: v.optional(
    v.pipe(
      v.array(
        v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'Must be a language code such as en')),
        'Must be a list of language codes',
      ),
      v.maxLength(10, 'At most 10 languages'),
      v.transform((codes) => [...new Set(codes)]),
    ),
  ),
  ects: v.pipe(
    optionalNumber(1, 600, 'ECTS credits must be a number between 1 and 600'),
    v.check((n) => n == null || Number.isInteger(n), 'ECTS credits must be a whole number'),
  ),
  mode: v.optional(StudyMode),
  campusCity: optionalText(100),
  description: optionalText(5000),
  descriptionAr: optionalText(5000),
  webPage: optionalWebsite(),
  /** Replaces every intake of the programme. */
  intakes: v.optional(v.pipe(v.array(IntakeForm, 'Must be a list of intakes'), v.maxLength(24, 'At most 24 intakes'))),
  intakeNote: optionalText(300),
  /** Replaces every fee of the programme; one per fee group. */
  fees: v.optional(
    v.pipe(
      v.array(FeeForm, 'Must be a list of fees'),
      v.check((fees) => new Set(fees.map((fee) => fee.feeGroup)).size === fees.length, 'One fee per fee group'),
    ),
  ),
  applicationFee: v.optional(v.nullable(ChargeForm)),
  deposit: v.optional(v.nullable(ChargeForm)),
  requirements: v.optional(RequirementsForm),
});
export type ProgramForm = v.InferInput<typeof ProgramForm>;

/** An edit: any of the form's fields, with the same rules. */
export const ProgramUpdate = v.partial(ProgramForm);
export type ProgramUpdate = v.InferInput<typeof ProgramUpdate>;

/** The path of one programme of a university, as admins address it. */
export const UniversityProgramParams = v.object({ id: Id, programId: Id });
