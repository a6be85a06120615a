import type * as v from 'valibot';
import type { CatalogueProgram, ProgramList, ProgramListQuery } from '#sdk/schemas/program-catalogue';
import type { App } from '#server/utils/app.ts';
import { notFound } from '#server/utils/errors.ts';
import { todayDate } from './intake-status.ts';
import { catalogueRevision } from '#server/services/universities/catalogue-cache.ts';
import { type QueryWord, queryWords } from '#server/services/universities/catalogue-search/query-words.ts';
import {
  countPrograms,
  findCataloguePrograms,
  pageOfPrograms,
  type ProgrammeQuery,
} from './program-catalogue.repository.ts';
import {
  correctedProgrammeTerm,
  findInProgrammeIndex,
  type ProgrammeIndex,
} from './programme-index/programme-index.ts';
import { latestProgrammeIndex, programmeIndexAt } from './programme-index/programme-index-keeper.ts';
import { byProgram, presentDetails } from './program-parts.presenter.ts';
import { findFees, findIntakes } from './program-parts.repository.ts';

/** The programmes of these ids, whole, in the order given. */
export async function presentCatalogue(app: App, ids: number[], today: string): Promise<CatalogueProgram[]> {
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

type Query = v.InferOutput<typeof ProgramListQuery>;

/**
 * The ids of one page of programmes and the total: from this process's programme index when it
 * reflects the catalogue's revision, else from the database, with the same answers
 * (tests/api/programme-index.test.ts).
 */
export async function findProgrammePage(
  app: App,
  query: Query,
  terms: string[],
  today: string,
  page: { offset: number; limit: number },
) {
  const index = programmeIndexAt(app.db, await catalogueRevision(app.db));
  if (index) return findInProgrammeIndex(index, { ...query, terms, sort: query.sort ?? 'relevance' }, today, page);
  const found: ProgrammeQuery = { query, terms, dialect: app.dialect };
  const [total, ids] = await Promise.all([
    countPrograms(app.db, found, today),
    pageOfPrograms(app.db, found, today, page.offset, page.limit),
  ]);
  return { total, ids };
}

/** The words with each misspelt one read as the index word it is nearest to; the same list when none was. */
function correctedWords(index: ProgrammeIndex | undefined, words: QueryWord[]): QueryWord[] {
  if (!index) return words;
  let changed = false;
  const corrected = words.map((word) => {
    const term = correctedProgrammeTerm(index, word.term);
    if (term) changed = true;
    return term ? { typed: word.typed, term } : word;
  });
  return changed ? corrected : words;
}

/**
 * GET /api/programs: a page of the catalogue's programmes matching the filters. The search's
 * words are read as the university search reads them (folding, stop words, plurals); when they
 * find nothing, a misspelt word is read as the word it is nearest to and the answer says so
 * (`suggestion`), as the university list does.
 */
export async function searchPrograms(app: App, query: Query): Promise<ProgramList> {
  const today = todayDate();
  const { page, limit } = query;
  const at = { offset: (page - 1) * limit, limit };
  const words = query.q ? queryWords(query.q) : [];
  let found = await findProgrammePage(
    app,
    query,
    words.map((word) => word.term),
    today,
    at,
  );
  let suggestion: string | undefined;
  if (found.total === 0 && words.length) {
    const corrected = correctedWords(latestProgrammeIndex(app.db), words);
    if (corrected !== words) {
      suggestion = corrected.reduce(
        (search, word, i) => (word === words[i] ? search : search.replace(word.typed, word.term)),
        query.q!,
      );
      found = await findProgrammePage(
        app,
        query,
        corrected.map((word) => word.term),
        today,
        at,
      );
    }
  }
  const { total, ids } = found;
  return {
    programs: await presentCatalogue(app, ids, today),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    ...(suggestion !== undefined && { suggestion }),
  };
}

/** One programme of the catalogue, whole; undefined when none has this id. */
export const findCatalogueProgram = async (app: App, id: number): Promise<CatalogueProgram | undefined> =>
  (await presentCatalogue(app, [id], todayDate()))[0];

/** GET /api/programs/{id}: one programme with its university's summary, intakes, fees and requirements. */
export async function catalogueProgram(app: App, id: number): Promise<CatalogueProgram> {
  const program = await findCatalogueProgram(app, id);
  if (!program) notFound('PROGRAM_NOT_FOUND');
  return program;
}
