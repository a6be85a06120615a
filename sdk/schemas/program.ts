import * as v from 'valibot';
import { AGENCY_DEGREE_LEVELS } from './constants.ts';
import { Id, optionalDate, optionalNumber, optionalText, requiredText } from './common.ts';
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
});
export type ProgramForm = v.InferInput<typeof ProgramForm>;

/** An edit: any of the form's fields, with the same rules. */
export const ProgramUpdate = v.partial(ProgramForm);
export type ProgramUpdate = v.InferInput<typeof ProgramUpdate>;

/** The path of one programme of a university, as admins address it. */
export const UniversityProgramParams = v.object({ id: Id, programId: Id });
