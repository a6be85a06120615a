import type { ManagedProgram } from '#sdk/schemas/program-sheet';
import type { App } from '#server/utils/app.ts';
import { notFound } from '#server/utils/errors.ts';
import { findPrograms } from '#server/services/universities/university.repository.ts';
import { presentProgram } from '#server/services/universities/university.presenter.ts';
import { todayDate } from './intake-status.ts';
import { byProgram, presentDetails } from './program-parts.presenter.ts';
import { findFees, findIntakes } from './program-parts.repository.ts';
import { findProgram } from './program.repository.ts';

/** How many programmes' intakes and fees are read at a time. */
const CHUNK = 500;

type ProgramRow = NonNullable<Awaited<ReturnType<typeof findProgram>>>;

/** The programmes of these rows, whole: each with its intakes, fees and requirements. */
async function presentManaged(app: App, rows: ProgramRow[]): Promise<ManagedProgram[]> {
  const today = todayDate();
  const managed: ManagedProgram[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const ids = chunk.map((row) => row.id);
    const [intakes, fees] = await Promise.all([findIntakes(app.db, ids), findFees(app.db, ids)]);
    const intakesOf = byProgram(intakes);
    const feesOf = byProgram(fees);
    for (const row of chunk)
      managed.push({
        ...presentProgram(row),
        ...presentDetails(row, intakesOf.get(row.id) ?? [], feesOf.get(row.id) ?? [], today),
      });
  }
  return managed;
}

/** One of the university's programmes with every part, as its editor shows it (404 for another's). */
export async function managedProgram(app: App, universityId: number, id: number): Promise<ManagedProgram> {
  const row = await findProgram(app.db, universityId, id);
  if (!row) notFound('PROGRAM_NOT_FOUND');
  return (await presentManaged(app, [row]))[0]!;
}

/** Every programme of the university with every part, by name. */
export async function managedPrograms(app: App, universityId: number): Promise<ManagedProgram[]> {
  return presentManaged(app, await findPrograms(app.db, universityId));
}
