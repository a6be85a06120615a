// Shortlists: the programmes a student keeps, saved by the student or their agency.
import * as v from 'valibot';
import { Id } from './common.ts';
import type { CatalogueProgram } from './program-catalogue.ts';

/** Who put a programme on the shortlist. */
export const SHORTLIST_ADDERS = ['STUDENT', 'AGENCY'] as const;
export type ShortlistAdder = (typeof SHORTLIST_ADDERS)[number];

/** The most programmes one shortlist keeps. */
export const SHORTLIST_LIMIT = 50;

/** PUT …/shortlist/{programId}: save a programme, with one of its intakes if chosen (saving again replaces the intake). */
export const ShortlistSave = v.strictObject({ intakeId: v.optional(v.nullable(Id), null) }, 'Unknown field');
export type ShortlistSave = v.InferInput<typeof ShortlistSave>;

/** …/shortlist/{programId} of the signed-in student. */
export const ShortlistParams = v.object({ programId: Id });

/** …/students/{id}/shortlist/{programId}: of one of the agency's students. */
export const StudentShortlistParams = v.object({ id: Id, programId: Id });

/** One saved programme, whole as the catalogue shows it, with the intake chosen (null: none yet). */
export interface ShortlistItem {
  program: CatalogueProgram;
  intake: { id: number; startDate: string } | null;
  addedBy: ShortlistAdder;
  createdAt: string;
}

/** A student's shortlist, newest first. */
export interface Shortlist {
  items: ShortlistItem[];
}
