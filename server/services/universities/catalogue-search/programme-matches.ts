import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import {
  type ProgrammeIndex,
  programmesNamed,
  programmesOf,
} from '#server/services/programs/programme-index/programme-index.ts';
import { type CatalogueIndex, prefixSet } from './catalogue-index/catalogue-index.ts';
import { keepBounded } from './catalogue-index/bounded-keep.ts';
import { inAll } from './catalogue-index/positions-in-all.ts';
import {
  EMPTY_SET,
  eachBitPosition,
  eachPosition,
  hasPosition,
  holds,
  isLarge,
  listOf,
} from './catalogue-index/term-set.ts';

/** Programmes named per university in the answer: enough to show why it was found. */
export const NAMED_PER_UNIVERSITY = 3;

/** Searches whose universities are kept per pair of indexes. */
const KEPT_SEARCHES = 256;

/**
 * What a pair of indexes (catalogue, programmes) keeps for these searches, made when a search
 * first needs it: each programme's university as a catalogue position (-1: not in it), by the
 * programme's position; and, per search's terms, the universities of the programmes they name,
 * one bit per catalogue position.
 */
interface PairOfIndexes {
  catalogue: CatalogueIndex;
  universityAt: Int32Array;
  universitiesNamed: Map<string, Uint32Array>;
}
const pairs = new WeakMap<ProgrammeIndex, PairOfIndexes>();

function pairOf(catalogue: CatalogueIndex, programmes: ProgrammeIndex): PairOfIndexes {
  const kept = pairs.get(programmes);
  if (kept?.catalogue === catalogue) return kept;
  const lastId = catalogue.ids.reduce((last, id) => Math.max(last, id), 0);
  const byId = new Int32Array(lastId + 1).fill(-1);
  for (let p = 0; p < catalogue.ids.length; p++) byId[catalogue.ids[p]] = p;
  const pair = {
    catalogue,
    universityAt: programmes.universityOf.map((id) => (id <= lastId ? byId[id] : -1)),
    universitiesNamed: new Map(),
  };
  pairs.set(programmes, pair);
  return pair;
}

/** The universities (catalogue positions, one bit each) with a programme whose own words hold every term; undefined when none has. */
function universitiesNamed(
  catalogue: CatalogueIndex,
  programmes: ProgrammeIndex,
  terms: string[],
): Uint32Array | undefined {
  const pair = pairOf(catalogue, programmes);
  const key = terms.join(' ');
  const kept = pair.universitiesNamed.get(key);
  if (kept) return kept;
  const named = programmesNamed(programmes, terms);
  if (!named?.count) return undefined;
  const found = new Uint32Array((catalogue.ids.length + 31) >>> 5);
  const { universityAt } = pair;
  eachPosition(named, (programme) => {
    const p = universityAt[programme];
    if (p >= 0) found[p >>> 5] |= 1 << (p & 31);
    return true;
  });
  return keepBounded(pair.universitiesNamed, key, found, KEPT_SEARCHES);
}

/**
 * The universities found only by their programmes: those with a programme whose
 * own words (name, level, languages) hold every term, that the filters admit and that their own
 * words do not find, in catalogue order; they come after those found by their own words. Counted
 * no further than one past `upTo`; the ids of the first `take`.
 */
export function universitiesByProgrammes(
  catalogue: CatalogueIndex,
  programmes: ProgrammeIndex,
  terms: string[],
  filters: string[],
  take: number,
  upTo: number,
): { counted: number; ids: number[] } {
  const found = universitiesNamed(catalogue, programmes, terms);
  if (!found) return { counted: 0, ids: [] };
  const size = catalogue.ids.length;
  const filterSets = filters
    .map((filter) => catalogue.filters.get(filter) ?? EMPTY_SET)
    .sort((a, b) => a.count - b.count);
  // Tested in catalogue order, each set by cursor or bitmap (positions-in-all.ts).
  const foundByOwnWords = inAll(
    terms.map((term) => prefixSet(catalogue, term)),
    size,
  );
  const ids: number[] = [];
  let counted = 0;
  const list = (p: number) => {
    if (foundByOwnWords(p)) return true;
    if (ids.length < take) ids.push(catalogue.ids[p]);
    counted++;
    return counted <= upTo;
  };
  // From the smallest filter's universities when it is small, else from all those named.
  const [leading, ...others] = filterSets;
  if (leading && !isLarge(leading, size)) {
    const admitted = inAll(others, size);
    eachPosition(leading, (p) => !hasPosition(found, p) || !admitted(p) || list(p));
  } else {
    const admitted = inAll(filterSets, size);
    eachBitPosition(found, (p) => !admitted(p) || list(p));
  }
  return { counted, ids };
}

/** A programme that made a university match a search. */
export interface MatchedProgram {
  id: number;
  name: string;
  level: string;
}

/**
 * For each university given, the first programmes (in the programme index's order) whose own
 * words hold every term; universities without any left out. The programmes the terms name are
 * found once, and each university's programmes tested against them.
 */
export async function matchedProgrammes(
  db: Kysely<Database>,
  programmes: ProgrammeIndex,
  terms: string[],
  universityIds: number[],
): Promise<Record<string, MatchedProgram[]>> {
  const named = programmesNamed(programmes, terms);
  if (!named?.count) return {};
  const byUniversity = new Map<number, number[]>();
  for (const id of universityIds) {
    const own = listOf(programmesOf(programmes, id));
    const matched: number[] = [];
    for (let i = 0; i < own.length && matched.length < NAMED_PER_UNIVERSITY; i++)
      if (holds(named, own[i])) matched.push(programmes.ids[own[i]]);
    if (matched.length) byUniversity.set(id, matched);
  }
  const programmeIds = [...byUniversity.values()].flat();
  if (!programmeIds.length) return {};
  const rows = await db
    .selectFrom('programs')
    .select(['id', 'name', 'level'])
    .where('id', 'in', programmeIds)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Object.fromEntries(
    [...byUniversity].map(([universityId, ids]) => [
      String(universityId),
      ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ id: row.id, name: row.name, level: row.level }] : [];
      }),
    ]),
  );
}
