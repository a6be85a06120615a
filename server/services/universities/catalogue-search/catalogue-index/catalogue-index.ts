import { firstNotBelow } from './first-not-below.ts';
import {
  bitsOf,
  bytesOf,
  EMPTY_SET,
  eachCommonPosition,
  hasPosition,
  isLarge,
  type ListCursor,
  listOf,
  reaches,
  type TermSet,
  unionOf,
} from './term-set.ts';

/**
 * The catalogue search index of one server process: for every word of the catalogue
 * and every filter term, the universities that carry it, as positions in catalogue order. A
 * search intersects the sets of its terms in that order, so counting up to a limit and finding a
 * page read only what they return, and no database is asked until the page's rows are read.
 * One index reflects one catalogue revision (catalogue-cache.ts) and is never changed: a change
 * to the catalogue builds the next one (index-keeper.ts).
 */
export interface CatalogueIndex {
  /** The catalogue revision it reflects. */
  revision: number;
  /** University ids in catalogue order (featured first, then by name and id), as the database sorts them. */
  ids: Int32Array;
  /** Every word of the catalogue (`search_words`), sorted, so that the words a prefix starts are one range. */
  words: string[];
  /** The universities of each word, in the order of `words`. */
  wordSets: TermSet[];
  /** The universities of each filter term (`filterTerms`, university-search.ts). */
  filters: Map<string, TermSet>;
  /** The universities of the words a search term starts, kept once made, least recently used first. */
  prefixes: Map<string, TermSet>;
  prefixBytes: number;
}

/** Memory the prefixes' sets may take per index. */
const PREFIX_BYTES = 16 * 1024 * 1024;

/** The universities with a word that starts with `term`, as the full-text indexes match a prefix. */
function prefixSet(index: CatalogueIndex, term: string): TermSet {
  const kept = index.prefixes.get(term);
  if (kept) {
    index.prefixes.delete(term);
    index.prefixes.set(term, kept);
    return kept;
  }
  const first = firstNotBelow(index.words, term);
  let end = first;
  while (end < index.words.length && index.words[end].startsWith(term)) end++;
  if (end - first <= 1) return end > first ? index.wordSets[first] : EMPTY_SET;
  const set = unionOf(index.wordSets.slice(first, end), index.ids.length);
  index.prefixes.set(term, set);
  index.prefixBytes += bytesOf(set);
  for (const [oldest, old] of index.prefixes) {
    if (index.prefixBytes <= PREFIX_BYTES) break;
    index.prefixes.delete(oldest);
    index.prefixBytes -= bytesOf(old);
  }
  return set;
}

/**
 * The universities that every search term starts a word of and every filter term holds for:
 * how many, counted no further than one past `upTo`, and the ids of the page's among them, in
 * catalogue order. One set's list is read as it is; when every set is large, their bitmaps are
 * intersected a word at a time; otherwise the smallest set leads and each of its positions is
 * tested against the others.
 */
export function findInCatalogueIndex(
  index: CatalogueIndex,
  terms: string[],
  filters: string[],
  page: { offset: number; limit: number },
  upTo: number,
): { counted: number; ids: number[] } {
  const size = index.ids.length;
  const end = page.offset + page.limit;
  const sets = [
    ...terms.map((term) => prefixSet(index, term)),
    ...filters.map((filter) => index.filters.get(filter) ?? EMPTY_SET),
  ].sort((a, b) => a.count - b.count);
  if (!sets.length) {
    return {
      counted: Math.min(size, upTo + 1),
      ids: Array.from(index.ids.subarray(Math.min(page.offset, size), Math.min(end, size))),
    };
  }
  const ids: number[] = [];
  let counted = 0;
  const take = (position: number) => {
    if (counted >= page.offset && counted < end) ids.push(index.ids[position]);
    counted++;
    return counted <= upTo;
  };
  const [leading, ...others] = sets;
  if (!others.length && leading.positions) {
    for (const position of leading.positions) if (!take(position)) break;
    return { counted, ids };
  }
  if (isLarge(leading, size)) {
    eachCommonPosition(
      sets.map((set) => bitsOf(set, size)),
      take,
    );
    return { counted, ids };
  }
  const bitmaps = others.filter((set) => isLarge(set, size)).map((set) => bitsOf(set, size));
  const cursors: ListCursor[] = others
    .filter((set) => !isLarge(set, size))
    .map((set) => ({ positions: listOf(set), at: 0 }));
  const positions = listOf(leading);
  next: for (let i = 0; i < positions.length; i++) {
    const position = positions[i];
    for (let k = 0; k < bitmaps.length; k++) if (!hasPosition(bitmaps[k], position)) continue next;
    for (let k = 0; k < cursors.length; k++) if (!reaches(cursors[k], position)) continue next;
    if (!take(position)) break;
  }
  return { counted, ids };
}
