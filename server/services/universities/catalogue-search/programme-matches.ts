import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { type ProgrammeIndex, programmesNamed } from '#server/services/programs/programme-index/programme-index.ts';
import { type CatalogueIndex, prefixSet } from './catalogue-index/catalogue-index.ts';
import { firstNotBelow } from './catalogue-index/first-not-below.ts';
import { bitsOf, EMPTY_SET, isLarge, listOf, type TermSet, hasPosition } from './catalogue-index/term-set.ts';

/** Programmes named per university in the answer: enough to show why it was found. */
export const NAMED_PER_UNIVERSITY = 3;

/** Each catalogue index's university positions by id, made once when a search first needs them. */
const positionsById = new WeakMap<CatalogueIndex, Map<number, number>>();

function positionOf(index: CatalogueIndex, id: number): number | undefined {
  let positions = positionsById.get(index);
  if (!positions) {
    positions = new Map();
    for (let p = 0; p < index.ids.length; p++) positions.set(index.ids[p], p);
    positionsById.set(index, positions);
  }
  return positions.get(id);
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
  if (!named?.length) return { counted: 0, ids: [] };
  const size = catalogue.ids.length;
  const marks = new Uint8Array(size);
  for (let i = 0; i < named.length; i++) {
    const position = positionOf(catalogue, programmes.universityOf[named[i]]);
    if (position !== undefined) marks[position] = 1;
  }
  const ownWords = terms.map((term) => prefixSet(catalogue, term));
  const filterSets = filters.map((filter) => catalogue.filters.get(filter) ?? EMPTY_SET);
  const ids: number[] = [];
  let counted = 0;
  for (let p = 0; p < size && counted <= upTo; p++) {
    if (!marks[p]) continue;
    if (!filterSets.every((set) => contains(set, p, size))) continue;
    if (ownWords.every((set) => contains(set, p, size))) continue;
    if (ids.length < take) ids.push(catalogue.ids[p]);
    counted++;
  }
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
    if (named?.length)
      byUniversity.set(
        id,
        Array.from(named.subarray(0, NAMED_PER_UNIVERSITY), (p) => programmes.ids[p]),
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
