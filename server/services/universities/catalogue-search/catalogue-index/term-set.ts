import { firstNotBelow } from './first-not-below.ts';

/**
 * The universities that carry one term of the catalogue index (a word, a prefix's words, a
 * filter): their positions in catalogue order (0 is the first university), ascending, each once,
 * or a bitmap over every position, or both. A small set is a list. A large set is tested in a
 * bitmap, so that a test costs one look-up instead of a search of the list: a word's or a
 * filter's large set keeps its list and gets its bitmap the first time it is tested against; a
 * large union of words (a prefix) is only a bitmap.
 */
export interface TermSet {
  count: number;
  positions?: Int32Array;
  bits?: Uint32Array;
}

export const EMPTY_SET: TermSet = { count: 0, positions: new Int32Array(0) };

/** A set of these positions, ascending. */
export const listSet = (positions: Int32Array): TermSet => ({ count: positions.length, positions });

/**
 * A set of more universities than the catalogue's size over this is large: its bitmap is then
 * at most twice its list's bytes, and at most 1 in this many of the catalogue's terms can be so large.
 */
const BITMAP_SHARE = 64;

const wordsFor = (size: number) => (size + 31) >>> 5;

/** The positions whose bits are set, ascending; `count` is how many there are. */
function positionsOf(bits: Uint32Array, count: number): Int32Array {
  const positions = new Int32Array(count);
  let n = 0;
  eachBitPosition(bits, (position) => {
    positions[n++] = position;
    return true;
  });
  return positions;
}

/** Visits positions in order while it answers true (to go on). */
type Visit = (position: number) => boolean;

/** Calls `visit` with each position set in a bitmap, ascending, until it answers false. */
export function eachBitPosition(bits: Uint32Array, visit: Visit): void {
  for (let word = 0; word < bits.length; word++) {
    let rest = bits[word];
    while (rest !== 0) {
      const lowest = rest & -rest;
      if (!visit((word << 5) + 31 - Math.clz32(lowest))) return;
      rest ^= lowest;
    }
  }
}

/**
 * Calls `visit` with each position of a set in catalogue order, whether it is kept as a list or as
 * a bitmap only, until it answers false.
 */
export function eachPosition(set: TermSet, visit: Visit): void {
  if (!set.positions) eachBitPosition(set.bits!, visit);
  else for (const position of set.positions) if (!visit(position)) return;
}

function bitmapOf(positions: Int32Array, size: number): Uint32Array {
  const bits = new Uint32Array(wordsFor(size));
  for (let i = 0; i < positions.length; i++) bits[positions[i] >>> 5] |= 1 << (positions[i] & 31);
  return bits;
}

/** The number of bits set in a 32-bit word. */
function bitCount(word: number): number {
  let rest = word - ((word >>> 1) & 0x55555555);
  rest = (rest & 0x33333333) + ((rest >>> 2) & 0x33333333);
  return (((rest + (rest >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The universities in any of the sets (a prefix's words), over a catalogue of `size` universities. */
export function unionOf(sets: TermSet[], size: number): TermSet {
  if (sets.length === 0) return EMPTY_SET;
  if (sets.length === 1) return sets[0];
  const bits = new Uint32Array(wordsFor(size));
  for (const set of sets) {
    if (set.positions) {
      const positions = set.positions;
      for (let i = 0; i < positions.length; i++) bits[positions[i] >>> 5] |= 1 << (positions[i] & 31);
    } else {
      const other = set.bits!;
      for (let word = 0; word < bits.length; word++) bits[word] |= other[word];
    }
  }
  let count = 0;
  for (let word = 0; word < bits.length; word++) count += bitCount(bits[word]);
  return isLarge({ count }, size) ? { count, bits } : listSet(positionsOf(bits, count));
}

/** The positions in every one of these bitmaps (of one catalogue's size), as a bitmap: one AND per 32-bit word. */
export function intersectionOf(bitmaps: Uint32Array[]): TermSet {
  const bits = bitmaps[0].slice();
  let count = 0;
  for (let word = 0; word < bits.length; word++) {
    let common = bits[word];
    for (let k = 1; k < bitmaps.length && common !== 0; k++) common &= bitmaps[k][word];
    bits[word] = common;
    if (common !== 0) count += bitCount(common);
  }
  return { count, bits };
}

/** The set's positions, ascending: its list, or read from its bitmap. */
export const positionsIn = (set: TermSet): Int32Array => set.positions ?? positionsOf(set.bits!, set.count);

/** Whether a set is large: tested in a bitmap rather than searched. */
export const isLarge = (set: Pick<TermSet, 'count'>, size: number) => set.count * BITMAP_SHARE > size;

/** The list of a set that has one (every small set, and the sets of words and filters). */
export function listOf(set: TermSet): Int32Array {
  if (!set.positions) throw new Error('a large union of words is kept as a bitmap only');
  return set.positions;
}

/** The set's bitmap, made from its list and kept the first time it is asked for. */
export function bitsOf(set: TermSet, size: number): Uint32Array {
  set.bits ??= bitmapOf(listOf(set), size);
  return set.bits;
}

export const hasPosition = (bits: Uint32Array, position: number) =>
  ((bits[position >>> 5] >>> (position & 31)) & 1) === 1;

/** Whether the set holds the position, asked in any order: a look-up in its bitmap, else a search of its list in halves. */
export function holds(set: TermSet, position: number): boolean {
  if (set.bits) return hasPosition(set.bits, position);
  const positions = listOf(set);
  const at = firstNotBelow(positions, position);
  return at < positions.length && positions[at] === position;
}

/** A place in a set's list, for testing positions asked in ascending order. */
export interface ListCursor {
  positions: Int32Array;
  at: number;
}

/**
 * Whether the position is in the cursor's list: the cursor gallops forward to a stretch that
 * ends at or past the position, then searches that stretch in halves, and stays there.
 */
export function reaches(cursor: ListCursor, position: number): boolean {
  const { positions } = cursor;
  let low = cursor.at;
  let high = low;
  let step = 1;
  while (high < positions.length && positions[high] < position) {
    low = high + 1;
    high += step;
    step <<= 1;
  }
  cursor.at = firstNotBelow(positions, position, low, Math.min(high, positions.length));
  return cursor.at < positions.length && positions[cursor.at] === position;
}

/**
 * The first `keep` positions set in all the bitmaps, ascending, and how many there are: counted
 * a 32-bit word at a time (the bits past the kept ones by their number), until the count is past
 * `upTo` (it may then exceed it by up to 31). The first two bitmaps are ANDed before any other is
 * read: given the sparsest first, most words end there (three times as fast as one loop over all).
 */
export function commonPositions(
  bitmaps: Uint32Array[],
  keep: number,
  upTo: number,
): { counted: number; positions: number[] } {
  const positions: number[] = [];
  let counted = 0;
  const [first, second = first, ...rest] = bitmaps;
  for (let word = 0; word < first.length; word++) {
    let common = first[word] & second[word];
    if (common === 0) continue;
    for (let k = 0; k < rest.length && common !== 0; k++) common &= rest[k][word];
    while (common !== 0 && positions.length < keep) {
      const lowest = common & -common;
      positions.push((word << 5) + 31 - Math.clz32(lowest));
      common ^= lowest;
      counted++;
    }
    if (common !== 0) counted += bitCount(common);
    if (counted > upTo) break;
  }
  return { counted, positions };
}

/** Sizes in bytes, for a bounded cache of sets. */
export const bytesOf = (set: TermSet) => (set.positions?.byteLength ?? 0) + (set.bits?.byteLength ?? 0);
