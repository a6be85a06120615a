import type * as v from 'valibot';
import type { CatalogueProgram, ProgramList, ProgramListQuery } from '#sdk/schemas/program-catalogue';
import type { App } from '#server/utils/app.ts';
import { notFound } from '#server/utils/errors.ts';
import { todayDate } from './intake-status.ts';
import { countPrograms, findCataloguePrograms, pageOfPrograms } from './program-catalogue.repository.ts';
import { byProgram, presentDetails } from './program-parts.presenter.ts';
import { findFees, findIntakes } from './program-parts.repository.ts';

/** The programmes of these ids, whole, in the order given. */
async function presentCatalogue(app: App, ids: number[], today: string): Promise<CatalogueProgram[]> {
  const [rows, intakes, fees] = await Promise.all([
    findCataloguePrograms(app.db, ids),
    findIntakes(app.db, ids),
    findFees(app.db, ids),
  ]);
  const intakesOf = byProgram(intakes);
  const feesOf = byProgram(fees);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        level: row.level,
        durationMonths: row.duration_months,
        ...presentDetails(row, intakesOf.get(id) ?? [], feesOf.get(id) ?? [], today),
        university: {
          id: row.university_id,
          name: row.university_name,
          country: row.university_country,
          city: row.university_city,
        },
      },
    ];
  });
}

/** GET /api/programs: a page of the catalogue's programmes matching the filters. */
export async function searchPrograms(app: App, query: v.InferOutput<typeof ProgramListQuery>): Promise<ProgramList> {
  const today = todayDate();
  const { page, limit } = query;
  const [total, ids] = await Promise.all([
    countPrograms(app.db, query, today),
    pageOfPrograms(app.db, query, today, (page - 1) * limit, limit),
  ]);
  return {
    programs: await presentCatalogue(app, ids, today),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  };
}

/** GET /api/programs/{id}: one programme with its university's summary, intakes, fees and requirements. */
export async function catalogueProgram(app: App, id: number): Promise<CatalogueProgram> {
  const [program] = await presentCatalogue(app, [id], todayDate());
  if (!program) notFound('PROGRAM_NOT_FOUND');
  return program;
}
