/**
 * The universities that carry one term of the catalogue index (a word, a prefix's words, a
 * filter), as their positions in catalogue order (0 is the first university), ascending, each
 * once. A large set also gets a bitmap over every position, made the first time a search tests
 * positions against it, so that a test costs one look-up instead of a search of the list.
 */
export interface TermSet {
  positions: Int32Array;
  bits?: Uint32Array;
}

export const EMPTY_SET: TermSet = { positions: new Int32Array(0) };

/**
 * A set with more positions than the catalogue's size over this gets a bitmap when tested
 * against: the bitmap is then at most twice the list's bytes, and at most 1 in this many terms
 * of the catalogue can be so large.
 */
const BITMAP_SHARE = 64;

const wordsFor = (size: number) => (size + 31) >>> 5;

const hasBit = (bits: Uint32Array, position: number) => ((bits[position >>> 5] >>> (position & 31)) & 1) === 1;

/** The positions whose bits are set, ascending; `count` is how many there are. */
function positionsOf(bits: Uint32Array, count: number): Int32Array {
  const positions = new Int32Array(count);
  let n = 0;
  for (let word = 0; word < bits.length; word++) {
    let rest = bits[word];
    while (rest !== 0) {
      const lowest = rest & -rest;
      positions[n++] = (word << 5) + 31 - Math.clz32(lowest);
      rest ^= lowest;
    }
  }
  return positions;
}

function bitmapOf(positions: Int32Array, size: number): Uint32Array {
  const bits = new Uint32Array(wordsFor(size));
  for (let i = 0; i < positions.length; i++) bits[positions[i] >>> 5] |= 1 << (positions[i] & 31);
  return bits;
}

/** The universities in any of the sets (a prefix's words), over a catalogue of `size` universities. */
export function unionOf(sets: TermSet[], size: number): TermSet {
  if (sets.length === 0) return EMPTY_SET;
  if (sets.length === 1) return sets[0];
  const bits = new Uint32Array(wordsFor(size));
  let count = 0;
  for (const { positions } of sets) {
    for (let i = 0; i < positions.length; i++) {
      const word = positions[i] >>> 5;
      const bit = 1 << (positions[i] & 31);
      if ((bits[word] & bit) === 0) {
        bits[word] |= bit;
        count++;
      }
    }
  }
  return { positions: positionsOf(bits, count), bits: count * BITMAP_SHARE > size ? bits : undefined };
}

/**
 * A test of whether a position is in the set, for positions asked in ascending order: a bitmap
 * look-up for a large set, else a cursor that gallops forward through the list.
 */
export function ascendingTest(set: TermSet, size: number): (position: number) => boolean {
  const { positions } = set;
  if (positions.length * BITMAP_SHARE > size) {
    set.bits ??= bitmapOf(positions, size);
    const bits = set.bits;
    return (position) => hasBit(bits, position);
  }
  let cursor = 0;
  return (position) => {
    // Gallop to a stretch that ends at or past the position, then search it in halves.
    let step = 1;
    let high = cursor;
    while (high < positions.length && positions[high] < position) {
      cursor = high + 1;
      high += step;
      step <<= 1;
    }
    high = Math.min(high, positions.length);
    while (cursor < high) {
      const middle = (cursor + high) >>> 1;
      if (positions[middle] < position) cursor = middle + 1;
      else high = middle;
    }
    return cursor < positions.length && positions[cursor] === position;
  };
}

/** Sizes in bytes, for a bounded cache of sets. */
export const bytesOf = (set: TermSet) => set.positions.byteLength + (set.bits?.byteLength ?? 0);
