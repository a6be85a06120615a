import { describe, expect, it } from 'vitest';
import {
  bitsOf,
  commonPositions,
  hasPosition,
  holds,
  intersectionOf,
  isLarge,
  listOf,
  listSet,
  positionsIn,
  reaches,
  type TermSet,
  unionOf,
} from './term-set.ts';

const set = (...positions: number[]): TermSet => listSet(Int32Array.from(positions));

/** Positions 0 … size-1 that a pseudo-random rule keeps, ascending. */
const scattered = (size: number, keep: (p: number) => boolean) =>
  set(...Array.from({ length: size }, (_, p) => p).filter(keep));

describe('term sets', () => {
  it('unite the sets of several words into one ascending list without repeats', () => {
    const union = unionOf([set(1, 5, 64, 99), set(0, 5, 33, 99), set(64)], 1_000);
    expect(Array.from(listOf(union))).toEqual([0, 1, 5, 33, 64, 99]);
    expect(union.count).toBe(6);
    expect(unionOf([], 100).count).toBe(0);
    const only = set(3);
    expect(unionOf([only], 100)).toBe(only);
  });

  it('keep a large union as a bitmap only', () => {
    expect(unionOf([set(1), set(2)], 100_000).bits).toBeUndefined();
    const large = unionOf([scattered(10_000, (p) => p % 3 === 0), scattered(10_000, (p) => p % 5 === 0)], 10_000);
    const all = Array.from({ length: 10_000 }, (_, p) => p);
    const expected = all.filter((p) => p % 3 === 0 || p % 5 === 0);
    expect(large.count).toBe(expected.length);
    expect(large.positions).toBeUndefined();
    expect(() => listOf(large)).toThrow();
    expect(all.filter((p) => hasPosition(bitsOf(large, 10_000), p))).toEqual(expected);
  });

  it('unite a union kept as a bitmap with other sets', () => {
    const all = Array.from({ length: 10_000 }, (_, p) => p);
    const large = unionOf([scattered(10_000, (p) => p % 3 === 0), scattered(10_000, (p) => p % 5 === 0)], 10_000);
    const both = unionOf([large, set(1, 2, 9_998)], 10_000);
    const expected = all.filter((p) => p % 3 === 0 || p % 5 === 0 || [1, 2, 9_998].includes(p));
    expect(both.count).toBe(expected.length);
    expect(all.filter((p) => hasPosition(bitsOf(both, 10_000), p))).toEqual(expected);
  });

  it('test positions asked in ascending order: a cursor gallops through a list, a bitmap looks up', () => {
    const members = scattered(2_000, (p) => (p * 7919) % 13 < 4);
    const inSet = new Set(listOf(members));
    const asked = Array.from({ length: 2_000 }, (_, p) => p).filter((p) => p % 3 !== 1);
    const cursor = { positions: listOf(members), at: 0 };
    expect(asked.map((p) => reaches(cursor, p))).toEqual(asked.map((p) => inSet.has(p)));
    const bits = bitsOf(members, 2_000);
    expect(bitsOf(members, 2_000)).toBe(bits);
    expect(asked.map((p) => hasPosition(bits, p))).toEqual(asked.map((p) => inSet.has(p)));
    expect(isLarge(members, 2_000)).toBe(true);
    expect(isLarge(members, 1_000_000)).toBe(false);
  });

  it('find nothing in an empty list, and nothing past the last position', () => {
    expect(reaches({ positions: new Int32Array(0), at: 0 }, 0)).toBe(false);
    const cursor = { positions: Int32Array.from([2, 4]), at: 0 };
    expect([1, 2, 3, 4, 5, 900].map((p) => reaches(cursor, p))).toEqual([false, true, false, true, false, false]);
  });

  it('visit the positions common to several bitmaps in ascending order, and stop when told', () => {
    const size = 5_000;
    const sets = [(p: number) => p % 2 === 0, (p: number) => p % 3 === 0, (p: number) => p % 7 !== 0];
    const bitmaps = sets.map((keep) => bitsOf(scattered(size, keep), size));
    const expected = Array.from({ length: size }, (_, p) => p).filter((p) => sets.every((keep) => keep(p)));
    expect(commonPositions(bitmaps, size, size)).toEqual({ counted: expected.length, positions: expected });
    // The first ten kept, every one counted.
    expect(commonPositions(bitmaps, 10, size)).toEqual({ counted: expected.length, positions: expected.slice(0, 10) });
    // Counted no further than a word past 100: at least 101, and fewer than 101 + 32.
    const { counted, positions } = commonPositions(bitmaps, 10, 100);
    expect(positions).toEqual(expected.slice(0, 10));
    expect(counted).toBeGreaterThan(100);
    expect(counted).toBeLessThan(101 + 32);
  });

  it('intersect bitmaps into one bitmap with its count, whose positions read back ascending', () => {
    const size = 5_000;
    const sets = [(p: number) => p % 2 === 0, (p: number) => p % 5 !== 0];
    const bitmaps = sets.map((keep) => bitsOf(scattered(size, keep), size));
    const expected = Array.from({ length: size }, (_, p) => p).filter((p) => sets.every((keep) => keep(p)));
    const common = intersectionOf(bitmaps);
    expect(common.count).toBe(expected.length);
    expect(Array.from(positionsIn(common))).toEqual(expected);
    expect(Array.from(bitmaps[0].subarray(0, 1))).toEqual([0x55555555]);
    const listed = set(4, 8);
    expect(positionsIn(listed)).toBe(listed.positions);
  });

  it('tell whether they hold a position asked in any order, by list or by bitmap', () => {
    const size = 3_000;
    const list = scattered(size, (p) => p % 7 === 3);
    const bitmapOnly: TermSet = {
      count: list.count,
      bits: bitsOf(
        scattered(size, (p) => p % 7 === 3),
        size,
      ),
    };
    for (const position of [2_999, 3, 0, 10, 17, 1_000, 2_994, 4])
      for (const set of [list, bitmapOnly]) expect(holds(set, position)).toBe(position % 7 === 3);
  });
});
