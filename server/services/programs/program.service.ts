import type { Updateable } from 'kysely';
import type * as v from 'valibot';
import { DEFAULT_REQUIRED_DOCUMENTS, type ProgramForm, type ProgramUpdate } from '#sdk/schemas/program';
import type { Program } from '#sdk/schemas/university';
import type { Database } from '#server/db/tables/database.ts';
import type { App } from '#server/utils/app.ts';
import { notFound } from '#server/utils/errors.ts';
import { findPrograms, findUniversity } from '#server/services/universities/university.repository.ts';
import type { Kysely } from 'kysely';
import { presentProgram } from '#server/services/universities/university.presenter.ts';
import { feeColumns, intakeColumns, partColumns } from './program-parts.columns.ts';
import { replaceFees, replaceIntakes } from './program-parts.repository.ts';
import { deleteProgram, findProgram, insertProgram, updateProgram } from './program.repository.ts';

/** Who keeps the programme: the university itself, or an admin on its behalf (shown as its source). */
export type ProgramEditor = 'university' | 'admin';

const SOURCES: Record<ProgramEditor, string> = { university: 'university', admin: 'admin' };

/** The form's fields as columns; only the fields given. */
function columns(form: v.InferOutput<typeof ProgramUpdate>): Updateable<Database['programs']> {
  const set: Updateable<Database['programs']> = {
    name: form.name,
    category: form.category,
    level: form.level,
    language: form.language,
    duration_months: form.durationMonths,
    tuition_fee: form.tuitionFee,
    intake: form.intake,
    application_deadline: form.applicationDeadline,
    required_documents: form.requiredDocuments && JSON.stringify(form.requiredDocuments),
    ...partColumns(form),
  };
  return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));
}

async function present(app: App, universityId: number, id: number): Promise<Program> {
  const row = await findProgram(app.db, universityId, id);
  if (!row) notFound('PROGRAM_NOT_FOUND');
  return presentProgram(row);
}

/** The intakes and fees given in the form, in place of the programme's. */
async function writeParts(db: Kysely<Database>, id: number, form: v.InferOutput<typeof ProgramUpdate>) {
  if (form.intakes) await replaceIntakes(db, id, form.intakes.map(intakeColumns));
  if (form.fees) await replaceFees(db, id, form.fees.map(feeColumns));
}

/** A university's programmes, by name. */
export const listUniversityPrograms = async (app: App, universityId: number): Promise<Program[]> =>
  (await findPrograms(app.db, universityId)).map(presentProgram);

/** Adds a programme in an open transaction; answers its id. `city` is the campus when the form names none. */
export async function storeNewProgram(
  trx: Kysely<Database>,
  universityId: number,
  form: v.InferOutput<typeof ProgramForm>,
  editor: ProgramEditor,
  city: string | null,
): Promise<number> {
  const inserted = await insertProgram(trx, {
    ...columns(form),
    name: form.name,
    level: form.level,
    campus_city: form.campusCity ?? city,
    required_documents: JSON.stringify(form.requiredDocuments ?? DEFAULT_REQUIRED_DOCUMENTS),
    university_id: universityId,
    source: SOURCES[editor],
  });
  await writeParts(trx, inserted.id, form);
  return inserted.id;
}

/** Adds a programme to a university's catalogue entry; it is public at once. */
export async function addProgram(
  app: App,
  universityId: number,
  form: v.InferOutput<typeof ProgramForm>,
  editor: ProgramEditor,
): Promise<Program> {
  const city = (await findUniversity(app.db, universityId))?.city ?? null;
  const id = await app.db.transaction().execute((trx) => storeNewProgram(trx, universityId, form, editor, city));
  return present(app, universityId, id);
}

/** Changes the given fields of one of the university's programmes in an open transaction (404 for another's). */
export async function storeChanges(
  trx: Kysely<Database>,
  universityId: number,
  id: number,
  changes: v.InferOutput<typeof ProgramUpdate>,
): Promise<void> {
  if (!(await findProgram(trx, universityId, id))) notFound('PROGRAM_NOT_FOUND');
  const set = columns(changes);
  if (Object.keys(set).length) await updateProgram(trx, universityId, id, set);
  await writeParts(trx, id, changes);
}

/** Changes the given fields of one of the university's programmes (404 for another's). */
export async function changeProgram(
  app: App,
  universityId: number,
  id: number,
  changes: v.InferOutput<typeof ProgramUpdate>,
): Promise<Program> {
  await app.db.transaction().execute((trx) => storeChanges(trx, universityId, id, changes));
  return present(app, universityId, id);
}

/** Deletes one of the university's programmes (404 for another's). Applications keep the name they were made with. */
export async function removeProgram(app: App, universityId: number, id: number): Promise<void> {
  if (!(await deleteProgram(app.db, universityId, id))) notFound('PROGRAM_NOT_FOUND');
}

/** An admin names the university in the path: 404 when it does not exist. */
export async function existingUniversityId(app: App, id: number): Promise<number> {
  if (!(await findUniversity(app.db, id))) notFound('UNIVERSITY_NOT_FOUND');
  return id;
}
