import { closestWord } from './closest-word.ts';
import { RANKED_MATCHES } from '../university-search.ts';
import { firstNotBelow } from './first-not-below.ts';
import type { NameList } from './name-list.ts';
import { eachPositionInAll, inAll } from './positions-in-all.ts';
import { bitsOf, bytesOf, commonPositions, EMPTY_SET, isLarge, type TermSet, unionOf } from './term-set.ts';

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
  /** The countries, cities, fields and programme names the type-ahead suggests (name-list.ts). */
  names: NameList;
}

/** Memory the prefixes' sets may take per index. */
const PREFIX_BYTES = 16 * 1024 * 1024;

/** The universities with a word that starts with `term`, as the full-text indexes match a prefix. */
export function prefixSet(index: CatalogueIndex, term: string): TermSet {
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

/** The universities with the word itself. */
function wordSet(index: CatalogueIndex, word: string): TermSet {
  const at = firstNotBelow(index.words, word);
  return index.words[at] === word ? index.wordSets[at] : EMPTY_SET;
}

/**
 * The first `keep` universities that every set holds, as positions in catalogue order, and how
 * many there are, counted no further than one past `upTo` (the count may pass it when bitmaps
 * are counted a word at a time). One set's list is read as it is; when every set is large, their
 * bitmaps are intersected a word at a time; otherwise the smallest set leads and each of its
 * positions is tested against the others.
 */
function matching(
  index: CatalogueIndex,
  sets: TermSet[],
  keep: number,
  upTo: number,
): { counted: number; positions: number[] } {
  const size = index.ids.length;
  if (!sets.length) {
    const positions = Array.from({ length: Math.min(keep, size) }, (_, p) => p);
    return { counted: Math.min(size, upTo + 1), positions };
  }
  const [leading, ...others] = sets.sort((a, b) => a.count - b.count);
  if (!leading.count) return { counted: 0, positions: [] };
  if (!others.length && leading.positions)
    return {
      counted: Math.min(leading.count, upTo + 1),
      positions: Array.from(leading.positions.subarray(0, keep)),
    };
  if (isLarge(leading, size))
    return commonPositions(
      sets.map((set) => bitsOf(set, size)),
      keep,
      upTo,
    );
  const positions: number[] = [];
  let counted = 0;
  eachPositionInAll(leading, others, size, (position) => {
    if (positions.length < keep) positions.push(position);
    return ++counted <= upTo;
  });
  return { counted, positions };
}

/**
 * The universities that every search term starts a word of and every filter term holds for:
 * how many, counted no further than one past `upTo`, and the ids of the page's among them,
 * ranked as the database ranks them (`RANKED_MATCHES`, university-search.ts): when there are no
 * more than that many, those with the last term as a whole word come first; else the catalogue's
 * order. One pass finds both: as many positions as the page (or the ranking) needs, and the count.
 */
export function findRankedInCatalogueIndex(
  index: CatalogueIndex,
  terms: string[],
  filters: string[],
  page: { offset: number; limit: number },
  upTo: number,
): { counted: number; ids: number[] } {
  const end = page.offset + page.limit;
  const whole = terms.length ? wordSet(index, terms[terms.length - 1]) : EMPTY_SET;
  const ranked = whole.count > 0;
  const sets = [
    ...terms.map((term) => prefixSet(index, term)),
    ...filters.map((filter) => index.filters.get(filter) ?? EMPTY_SET),
  ];
  const found = ranked
    ? matching(index, sets, Math.max(end, RANKED_MATCHES), Math.max(upTo, RANKED_MATCHES))
    : matching(index, sets, end, upTo);
  let order = found.positions;
  if (ranked && found.counted <= RANKED_MATCHES) {
    const isWhole = inAll([whole], index.ids.length);
    const [wholeFirst, others]: number[][] = [[], []];
    for (const position of order) (isWhole(position) ? wholeFirst : others).push(position);
    order = [...wholeFirst, ...others];
  }
  return {
    counted: Math.min(found.counted, upTo + 1),
    ids: order.slice(page.offset, end).map((position) => index.ids[position]),
  };
}

/**
 * The catalogue word a search term most likely misspells, when no catalogue word starts with
 * the term and one is near enough (closest-word.ts); else undefined.
 */
export function correctedTerm(index: CatalogueIndex, term: string): string | undefined {
  if (index.words[firstNotBelow(index.words, term)]?.startsWith(term)) return undefined;
  return closestWord(index.words, term, (at) => index.wordSets[at].count);
}

/** The bytes of the index's typed arrays at build (word strings and maps not counted): its memory's main part. */
export function catalogueIndexBytes(index: CatalogueIndex): number {
  let bytes = index.ids.byteLength;
  for (const set of index.wordSets) bytes += bytesOf(set);
  for (const set of index.filters.values()) bytes += bytesOf(set);
  for (const names of index.names.wordNames) bytes += names.byteLength;
  return bytes;
}
