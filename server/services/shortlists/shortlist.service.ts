// Shortlists: a student's saved programmes, kept by the student or by their agency.
import type * as v from 'valibot';
import { SHORTLIST_LIMIT, type Shortlist, type ShortlistAdder, type ShortlistSave } from '#sdk/schemas/shortlist';
import { todayDate } from '#server/services/programs/intake-status.ts';
import { catalogueProgram, presentCatalogue } from '#server/services/programs/program-catalogue.service.ts';
import { findIntakes } from '#server/services/programs/program-parts.repository.ts';
import type { App } from '#server/utils/app.ts';
import { fail, invalid, notFound } from '#server/utils/errors.ts';
import { findShortlist, removeShortlistItem, saveShortlistItem, shortlistHolds } from './shortlist.repository.ts';

/** The student's shortlist, newest first; programmes no longer in the catalogue are left out. */
export async function shortlistOf(app: App, studentId: number): Promise<Shortlist> {
  const rows = await findShortlist(app.db, studentId);
  const programs = await presentCatalogue(
    app,
    rows.map((row) => row.program_id),
    todayDate(),
  );
  const byId = new Map(programs.map((program) => [program.id, program]));
  return {
    items: rows.flatMap((row) => {
      const program = byId.get(row.program_id);
      if (!program) return [];
      const intake =
        row.intake_id !== null && row.intake_start_date !== null
          ? { id: row.intake_id, startDate: row.intake_start_date }
          : null;
      return [{ program, intake, addedBy: row.added_by, createdAt: row.created_at }];
    }),
  };
}

/**
 * Saves a catalogue programme (404 for none) to the student's shortlist, with one of its intakes
 * when chosen (400 for another programme's); answers the shortlist.
 */
export async function saveToShortlist(
  app: App,
  studentId: number,
  programId: number,
  body: v.InferOutput<typeof ShortlistSave>,
  addedBy: ShortlistAdder,
): Promise<Shortlist> {
  await catalogueProgram(app, programId);
  let intakeStartDate: string | null = null;
  if (body.intakeId !== null) {
    const intake = (await findIntakes(app.db, [programId])).find((row) => row.id === body.intakeId);
    if (!intake) invalid([{ field: 'intakeId', message: 'This intake belongs to another programme' }]);
    intakeStartDate = intake.start_date;
  }
  const { count, saved } = await shortlistHolds(app.db, studentId, programId);
  if (!saved && count >= SHORTLIST_LIMIT)
    fail(409, 'CONFLICT', { reason: 'SHORTLIST_FULL', params: { max: SHORTLIST_LIMIT } });
  await saveShortlistItem(app.db, {
    student_id: studentId,
    program_id: programId,
    intake_id: body.intakeId,
    intake_start_date: intakeStartDate,
    added_by: addedBy,
  });
  return shortlistOf(app, studentId);
}

/** Takes a programme off the student's shortlist (404 when it is not on it); answers the shortlist. */
export async function removeFromShortlist(app: App, studentId: number, programId: number): Promise<Shortlist> {
  if (!(await removeShortlistItem(app.db, studentId, programId))) notFound('PROGRAM_NOT_FOUND');
  return shortlistOf(app, studentId);
}
