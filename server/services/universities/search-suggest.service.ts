import type * as v from 'valibot';
import {
  SUGGESTIONS_SHOWN,
  type Suggestion,
  type SuggestionList,
  type SuggestQuery,
} from '#sdk/schemas/search-suggest';
import { ARABIC_NAMES } from '#server/db/catalogue-names/arabic-names.ts';
import { ARABIC_COUNTRY_NAMES } from '#server/db/catalogue-names/other-names.ts';
import { spend } from '#server/services/counters/rate-limit.ts';
import type { App } from '#server/utils/app.ts';
import { type CatalogueIndex, findRankedInCatalogueIndex } from './catalogue-search/catalogue-index/catalogue-index.ts';
import { closestPrefix } from './catalogue-search/catalogue-index/closest-word.ts';
import { firstNotBelow } from './catalogue-search/catalogue-index/first-not-below.ts';
import {
  catalogueIndexAt,
  catalogueIndexSettled,
  latestCatalogueIndex,
} from './catalogue-search/catalogue-index/index-keeper.ts';
import { type CatalogueName, namesMatching } from './catalogue-search/catalogue-index/name-list.ts';
import { queryWords } from './catalogue-search/query-words.ts';
import { universityPlaces } from './university.repository.ts';

type Language = 'en' | 'ar';

/** Names of one kind suggested at most, so that every kind that matches has room. */
const PER_KIND = 2;
/** Universities suggested at least when that many match, however many names do. */
const UNIVERSITIES_AT_LEAST = 4;

const inLanguage = (language: Language, name: string, arabic: Record<string, string>) =>
  (language === 'ar' && arabic[name]) || name;

const startsAWord = (words: string[], term: string) => words[firstNotBelow(words, term)]?.startsWith(term) ?? false;

/**
 * The terms with each that starts no word of the catalogue read as the start of a word nearest
 * to it ("heidelbu" → "heidelb"): the universities' words first, then the names' (programmes).
 */
function correctedTerms(index: CatalogueIndex, terms: string[]): string[] {
  return terms.map((term) =>
    startsAWord(index.words, term) || startsAWord(index.names.words, term)
      ? term
      : (closestPrefix(index.words, term) ?? closestPrefix(index.names.words, term) ?? term),
  );
}

/** The universities and names the terms find: the names a few of each kind, the universities up to the rest. */
function found(index: CatalogueIndex, terms: string[]) {
  const perKind = new Map<string, number>();
  const names = namesMatching(index.names, terms).filter((name) => {
    const taken = perKind.get(name.kind) ?? 0;
    perKind.set(name.kind, taken + 1);
    return taken < PER_KIND;
  });
  const universities = findRankedInCatalogueIndex(
    index,
    terms,
    [],
    { offset: 0, limit: SUGGESTIONS_SHOWN },
    SUGGESTIONS_SHOWN,
  ).ids;
  const universityCount = Math.min(
    universities.length,
    Math.max(UNIVERSITIES_AT_LEAST, SUGGESTIONS_SHOWN - names.length),
  );
  return {
    names: names.slice(0, SUGGESTIONS_SHOWN - universityCount),
    universities: universities.slice(0, universityCount),
  };
}

const nameSuggestion = (name: CatalogueName, language: Language): Suggestion => ({
  kind: name.kind,
  label: (language === 'ar' && name.nameAr) || name.name,
  value: name.name,
  ...(name.country && { country: inLanguage(language, name.country, ARABIC_COUNTRY_NAMES) }),
});

/** The catalogue index at the revision the request read (waiting for its build when one is under way). */
async function currentIndex(app: App, revision: number): Promise<CatalogueIndex | undefined> {
  const index = catalogueIndexAt(app.db, revision);
  if (index) return index;
  await catalogueIndexSettled(app.db);
  return catalogueIndexAt(app.db, revision) ?? latestCatalogueIndex(app.db);
}

/** Suggestions made are counted per address (those kept from before cost nothing and are not). */
async function limitRate(app: App, address: string) {
  const { perAddress, windowSeconds } = app.config.suggestLimits;
  await spend(
    app.counters,
    [{ key: `suggest:address:${address}`, max: perAddress, windowSeconds }],
    'TOO_MANY_REQUESTS',
  );
}

/**
 * GET /search/suggest: up to 8 suggestions for what has been typed so far — its countries,
 * cities and fields, then universities (ranked as the search ranks them), then programmes — from
 * the catalogue index, read with a misspelt word corrected when as typed it finds nothing.
 */
export async function suggest(
  app: App,
  query: v.InferOutput<typeof SuggestQuery>,
  revision: number,
  address: string,
): Promise<SuggestionList> {
  const terms = query.q ? queryWords(query.q).map((word) => word.term) : [];
  if (!terms.length) return { suggestions: [] };
  await limitRate(app, address);
  const index = await currentIndex(app, revision);
  if (!index) return { suggestions: [] };
  let matches = found(index, terms);
  if (!matches.names.length && !matches.universities.length) matches = found(index, correctedTerms(index, terms));
  const places = new Map((await universityPlaces(app.db, matches.universities)).map((row) => [row.id, row]));
  const universities = matches.universities.flatMap((id): Suggestion[] => {
    const row = places.get(id);
    if (!row) return [];
    return [
      {
        kind: 'university',
        id,
        label: inLanguage(query.lang, row.name, ARABIC_NAMES.university),
        value: row.name,
        city: inLanguage(query.lang, row.city, ARABIC_NAMES.city),
        country: inLanguage(query.lang, row.country, ARABIC_COUNTRY_NAMES),
      },
    ];
  });
  const names = (kind: CatalogueName['kind']) =>
    matches.names.filter((name) => name.kind === kind).map((name) => nameSuggestion(name, query.lang));
  return {
    suggestions: [...names('country'), ...names('city'), ...names('field'), ...universities, ...names('programme')],
  };
}
