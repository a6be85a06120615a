import { closestWord } from './closest-word.ts';
import { RANKED_MATCHES } from '../university-search.ts';
import { firstNotBelow } from './first-not-below.ts';
import type { NameList } from './name-list.ts';
import { eachPositionInAll } from './positions-in-all.ts';
import { bitsOf, bytesOf, EMPTY_SET, eachCommonPosition, isLarge, type TermSet, unionOf } from './term-set.ts';

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
 * The page of a search ranked as the database ranks it (`RANKED_MATCHES`, university-search.ts):
 * when it finds no more than that many, those with the last term as a whole word come first;
 * else the catalogue's order. The count is `findInCatalogueIndex`'s.
 */
export function findRankedInCatalogueIndex(
  index: CatalogueIndex,
  terms: string[],
  filters: string[],
  page: { offset: number; limit: number },
  upTo: number,
): { counted: number; ids: number[] } {
  const catalogueOrder = () => findInCatalogueIndex(index, terms, filters, page, upTo);
  if (!terms.length || !wordSet(index, terms[terms.length - 1]).count) return catalogueOrder();
  const first = { offset: 0, limit: RANKED_MATCHES };
  const all = findInCatalogueIndex(index, terms, filters, first, RANKED_MATCHES);
  if (all.counted > RANKED_MATCHES) return catalogueOrder();
  const whole = findInCatalogueIndex(index, terms, filters, first, RANKED_MATCHES, true).ids;
  const wholeIds = new Set(whole);
  const ranked = [...whole, ...all.ids.filter((id) => !wholeIds.has(id))];
  return { counted: Math.min(all.counted, upTo + 1), ids: ranked.slice(page.offset, page.offset + page.limit) };
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
  lastWhole = false,
): { counted: number; ids: number[] } {
  const size = index.ids.length;
  const end = page.offset + page.limit;
  const sets = [
    ...terms.map((term, i) => (lastWhole && i === terms.length - 1 ? wordSet(index, term) : prefixSet(index, term))),
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
  eachPositionInAll(leading, others, size, take);
  return { counted, ids };
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
