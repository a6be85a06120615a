import { describe, expect, it } from 'vitest';
import { ascendingTest, type TermSet, unionOf } from './term-set.ts';

const set = (...positions: number[]): TermSet => ({ positions: Int32Array.from(positions) });

/** Positions 0 … size-1 that a pseudo-random rule keeps, ascending. */
const scattered = (size: number, keep: (p: number) => boolean) =>
  set(...Array.from({ length: size }, (_, p) => p).filter(keep));

describe('term sets', () => {
  it('unite the sets of several words into one ascending list without repeats', () => {
    const union = unionOf([set(1, 5, 64, 99), set(0, 5, 33, 99), set(64)], 100);
    expect(Array.from(union.positions)).toEqual([0, 1, 5, 33, 64, 99]);
    expect(unionOf([], 100).positions).toHaveLength(0);
    const only = set(3);
    expect(unionOf([only], 100)).toBe(only);
  });

  it('keep the bitmap of a large union, so that later tests need not make it', () => {
    expect(unionOf([set(1), set(2)], 100_000).bits).toBeUndefined();
    const large = unionOf([scattered(10_000, (p) => p % 3 === 0), scattered(10_000, (p) => p % 5 === 0)], 10_000);
    expect(large.bits).toBeInstanceOf(Uint32Array);
    expect(large.positions).toHaveLength(
      Array.from({ length: 10_000 }, (_, p) => p).filter((p) => p % 3 === 0 || p % 5 === 0).length,
    );
  });

  it.each([
    ['a small set (searched by galloping)', 1_000_000],
    ['a large set (tested in its bitmap)', 2_000],
  ])('test positions asked in ascending order against %s', (_, size) => {
    const members = scattered(2_000, (p) => (p * 7919) % 13 < 4);
    const inSet = new Set(members.positions);
    const test = ascendingTest(members, size);
    const asked = Array.from({ length: 2_000 }, (_, p) => p).filter((p) => p % 3 !== 1);
    expect(asked.map(test)).toEqual(asked.map((p) => inSet.has(p)));
    expect(members.bits !== undefined).toBe(size === 2_000);
  });

  it('find nothing in an empty set, and nothing past the last position', () => {
    expect(ascendingTest(set(), 10)(0)).toBe(false);
    const test = ascendingTest(set(2, 4), 1_000);
    expect([1, 2, 3, 4, 5, 900].map(test)).toEqual([false, true, false, true, false, false]);
  });
});
