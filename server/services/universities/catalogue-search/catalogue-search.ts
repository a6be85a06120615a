import type { Kysely } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { catalogueRevision } from '#server/services/universities/catalogue-cache.ts';
import { universityRows } from '#server/services/universities/university.repository.ts';
import { type CatalogueIndex, correctedTerm, findRankedInCatalogueIndex } from './catalogue-index/catalogue-index.ts';
import { catalogueIndexAt, latestCatalogueIndex } from './catalogue-index/index-keeper.ts';
import { programmeIndexAt } from '#server/services/programs/programme-index/programme-index-keeper.ts';
import { matchedProgrammesInDatabase, universitiesByProgrammesInDatabase } from './database-programme-matches.ts';
import { findInDatabase } from './database-search.ts';
import { matchedProgrammes, universitiesByProgrammes } from './programme-matches.ts';
import { type QueryWord, queryWords } from './query-words.ts';
import { filterTerms, type UniversityFilter } from './university-search.ts';

/** A word's matches are counted this far when the words that match least are left out. */
const COUNTED_FOR_RELAXING = 1_000;

type Find = (
  terms: string[],
  page: { offset: number; limit: number },
  countUpTo?: number,
) => Promise<{ counted: number; ids: number[] }>;

/**
 * The words with each misspelt one (no catalogue word starts with it) as the catalogue word it
 * is nearest to, when an index is there to know the catalogue's words (the newest built, also while
 * the next is being built); the same list when none was.
 */
function correctedWords(index: CatalogueIndex | undefined, words: QueryWord[]): QueryWord[] {
  if (!index) return words;
  let changed = false;
  const corrected = words.map((word) => {
    const term = correctedTerm(index, word.term);
    if (term) changed = true;
    return term ? { typed: word.typed, term } : word;
  });
  return changed ? corrected : words;
}

/**
 * When every word together finds nothing: the words left after leaving out those that match
 * least (counted by the universities' own words: a word of many programmes' levels, "bachelor",
 * must not outweigh the field asked for) (all that match nothing, else the last of those with the fewest matches), again until
 * something is found or one word is left.
 */
async function relaxed(
  find: Find,
  count: Find,
  words: QueryWord[],
  page: { offset: number; limit: number },
  countUpTo?: number,
) {
  const counts = new Map<string, number>();
  for (const word of words)
    counts.set(word.term, (await count([word.term], { offset: 0, limit: 0 }, COUNTED_FOR_RELAXING)).counted);
  let kept = words;
  while (kept.length > 1) {
    const least = Math.min(...kept.map((word) => counts.get(word.term)!));
    const leastMatching = kept.filter((word) => counts.get(word.term) === least);
    const left = least === 0 ? leastMatching : leastMatching.slice(-1);
    kept = kept.filter((word) => !left.includes(word));
    if (!kept.length) break;
    const found = await find(
      kept.map((word) => word.term),
      page,
      countUpTo,
    );
    if (found.counted > 0) return { found, kept };
  }
  return undefined;
}

/**
 * The ids of one page of universities (featured first, then by name; a search of at most
 * `RANKED_MATCHES` with its last word whole first) and the total. With
 * `countUpTo`, the count stops past that many: the total is then `countUpTo` and
 * `totalIsLowerBound` is true. The ids come from this process's catalogue index when it reflects
 * the catalogue's revision (read now, unless the caller read it), else from the database; after
 * the universities a search finds by their own words come those it finds by a programme's words
 * only, from the programme index beside the catalogue index, else from the database, the same either way.
 * When the search as typed finds nothing, misspelt words are read as the catalogue words they
 * are nearest to (`suggestion`, the search so corrected), and if that finds nothing either the
 * words that match least are left out (`ignoredWords`, as typed).
 */
export async function findUniversityPage(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: UniversityFilter,
  page: { offset: number; limit: number },
  countUpTo?: number,
  revision?: number,
) {
  const filters = filterTerms(filter);
  const current = revision ?? (await catalogueRevision(db));
  // Without an index at this revision (just after a change), a build begins and the database answers.
  const index = catalogueIndexAt(db, current);
  // Programmes are searched from the programme index beside the catalogue index, else in the database.
  const programmes = filter.search ? programmeIndexAt(db, current) : undefined;
  const ownFind: Find = async (terms, at, upTo) =>
    index
      ? findRankedInCatalogueIndex(index, terms, filters, at, upTo ?? Number.POSITIVE_INFINITY)
      : findInDatabase(db, dialect, filter, { terms, filters }, at, upTo);
  // Those found by their own words, then those found by a programme's name, level or languages:
  // from the indexes when both are current, else from the database.
  const find: Find = async (terms, at, upTo) => {
    const own = await ownFind(terms, at, upTo);
    const limit = upTo ?? Number.POSITIVE_INFINITY;
    if (!terms.length || own.counted > limit) return own;
    const take = Math.max(0, at.offset + at.limit - own.counted);
    const more =
      index && programmes
        ? universitiesByProgrammes(index, programmes, terms, filters, take, limit - own.counted)
        : await universitiesByProgrammesInDatabase(db, dialect, terms, filters, take, limit - own.counted);
    const skip = Math.max(0, at.offset - own.counted);
    return { counted: own.counted + more.counted, ids: [...own.ids, ...more.ids.slice(skip)].slice(0, at.limit) };
  };
  let words = filter.search ? queryWords(filter.search) : [];
  let found = await find(
    words.map((word) => word.term),
    page,
    countUpTo,
  );
  let suggestion: string | undefined;
  let ignoredWords: string[] | undefined;
  if (found.counted === 0 && words.length) {
    const corrected = correctedWords(index ?? latestCatalogueIndex(db), words);
    if (corrected !== words) {
      suggestion = corrected.reduce(
        (search, word, i) => (word === words[i] ? search : search.replace(word.typed, word.term)),
        filter.search!,
      );
      words = corrected;
      found = await find(
        words.map((word) => word.term),
        page,
        countUpTo,
      );
    }
    const loosened = found.counted === 0 ? await relaxed(find, ownFind, words, page, countUpTo) : undefined;
    if (loosened) {
      found = loosened.found;
      ignoredWords = [...new Set(words.filter((word) => !loosened.kept.includes(word)).map((word) => word.typed))];
    }
  }
  const { counted, ids } = found;
  const totalIsLowerBound = countUpTo !== undefined && counted > countUpTo;
  // The programmes the words searched found (those kept, when some were left out).
  const searched = ignoredWords ? words.filter((word) => !ignoredWords.includes(word.typed)) : words;
  const searchedTerms = searched.map((word) => word.term);
  const matched = !searchedTerms.length
    ? {}
    : programmes
      ? await matchedProgrammes(db, programmes, searchedTerms, ids)
      : await matchedProgrammesInDatabase(db, dialect, searchedTerms, ids);
  return {
    ids,
    // A search read without the current catalogue index (just after a change) corrected its words by an
    // older index's, if any: not kept, so that the next request is answered by the index.
    provisional: Boolean(filter.search) && !index,
    ...(Object.keys(matched).length > 0 && { matchedPrograms: matched }),
    total: totalIsLowerBound ? countUpTo : counted,
    totalIsLowerBound,
    ...(suggestion !== undefined && { suggestion }),
    ...(ignoredWords && { ignoredWords }),
  };
}

/** One page of universities with the total, as `findUniversityPage` finds them. */
export async function listUniversities(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: UniversityFilter,
  page: { offset: number; limit: number },
  countUpTo?: number,
) {
  const { ids, ...found } = await findUniversityPage(db, dialect, filter, page, countUpTo);
  return { rows: await universityRows(db, ids), ...found };
}
