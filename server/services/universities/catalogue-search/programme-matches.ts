import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { type ProgrammeIndex, programmesNamed } from '#server/services/programs/programme-index/programme-index.ts';
import { type CatalogueIndex, prefixSet } from './catalogue-index/catalogue-index.ts';
import { firstNotBelow } from './catalogue-index/first-not-below.ts';
import {
  bitsOf,
  EMPTY_SET,
  eachBitPosition,
  eachPosition,
  hasPosition,
  isLarge,
  listOf,
  positionsIn,
  type TermSet,
} from './catalogue-index/term-set.ts';

/** Programmes named per university in the answer: enough to show why it was found. */
export const NAMED_PER_UNIVERSITY = 3;

/**
 * Each programme's university as a position of the catalogue index (-1: not in it), by the
 * programme's position; made once per pair of indexes, when a search first needs it.
 */
const universityPositions = new WeakMap<ProgrammeIndex, { catalogue: CatalogueIndex; positions: Int32Array }>();

function universityPositionsOf(catalogue: CatalogueIndex, programmes: ProgrammeIndex): Int32Array {
  const kept = universityPositions.get(programmes);
  if (kept?.catalogue === catalogue) return kept.positions;
  const lastId = catalogue.ids.reduce((last, id) => Math.max(last, id), 0);
  const byId = new Int32Array(lastId + 1).fill(-1);
  for (let p = 0; p < catalogue.ids.length; p++) byId[catalogue.ids[p]] = p;
  const positions = programmes.universityOf.map((id) => (id <= lastId ? byId[id] : -1));
  universityPositions.set(programmes, { catalogue, positions });
  return positions;
}

function contains(set: TermSet, position: number, size: number): boolean {
  if (isLarge(set, size)) return hasPosition(bitsOf(set, size), position);
  const positions = listOf(set);
  return positions[firstNotBelow(positions, position)] === position;
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
  const named = programmesNamed(programmes, terms);
  if (!named?.count) return { counted: 0, ids: [] };
  const size = catalogue.ids.length;
  // Their universities, one bit per catalogue position.
  const universityAt = universityPositionsOf(catalogue, programmes);
  const found = new Uint32Array((size + 31) >>> 5);
  eachPosition(named, (programme) => {
    const p = universityAt[programme];
    if (p >= 0) found[p >>> 5] |= 1 << (p & 31);
    return true;
  });
  const ownWords = terms.map((term) => prefixSet(catalogue, term));
  const filterSets = filters.map((filter) => catalogue.filters.get(filter) ?? EMPTY_SET);
  const ids: number[] = [];
  let counted = 0;
  eachBitPosition(found, (p) => {
    if (!filterSets.every((set) => contains(set, p, size))) return true;
    if (ownWords.every((set) => contains(set, p, size))) return true;
    if (ids.length < take) ids.push(catalogue.ids[p]);
    counted++;
    return counted <= upTo;
  });
  return { counted, ids };
}

/** A programme that made a university match a search. */
export interface MatchedProgram {
  id: number;
  name: string;
  level: string;
}

/** For each university given, the first programmes (by name) whose own words hold every term; universities without any left out. */
export async function matchedProgrammes(
  db: Kysely<Database>,
  programmes: ProgrammeIndex,
  terms: string[],
  universityIds: number[],
): Promise<Record<string, MatchedProgram[]>> {
  const byUniversity = new Map<number, number[]>();
  for (const id of universityIds) {
    const named = programmesNamed(programmes, terms, id);
    if (named?.count)
      byUniversity.set(
        id,
        Array.from(positionsIn(named).subarray(0, NAMED_PER_UNIVERSITY), (p) => programmes.ids[p]),
      );
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
