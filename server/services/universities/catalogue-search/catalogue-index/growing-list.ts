import { listSet, type TermSet } from './term-set.ts';

/** A term's positions while an index is built: a list that doubles when full. */
export interface GrowingList {
  positions: Int32Array;
  length: number;
}

export const emptyList = (): GrowingList => ({ positions: new Int32Array(4), length: 0 });

/** Adds a position to a list; positions come in order, and one twice in a row (a word in a name and a city) is one entry. */
export function appendTo(list: GrowingList, position: number) {
  if (list.length && list.positions[list.length - 1] === position) return;
  if (list.length === list.positions.length) {
    const larger = new Int32Array(list.length * 2);
    larger.set(list.positions);
    list.positions = larger;
  }
  list.positions[list.length++] = position;
}

/** A term's list, made the first time it is asked for. */
export function termList(terms: Map<string, GrowingList>, term: string): GrowingList {
  let list = terms.get(term);
  if (!list) {
    list = emptyList();
    terms.set(term, list);
  }
  return list;
}

/** Adds a position to a term's list. */
export const append = (terms: Map<string, GrowingList>, term: string, position: number) =>
  appendTo(termList(terms, term), position);

/** The finished set of a term's positions; none for a term never added. */
export const finished = (list: GrowingList | undefined): TermSet =>
  listSet(list ? list.positions.slice(0, list.length) : new Int32Array(0));
