import { bitsOf, hasPosition, isLarge, type ListCursor, listOf, reaches, type TermSet } from './term-set.ts';

/** A test of positions, asked in ascending order, against every set (large sets as bitmaps, the others by cursor). */
export function inAll(sets: TermSet[], size: number): (position: number) => boolean {
  const bitmaps = sets.filter((set) => isLarge(set, size)).map((set) => bitsOf(set, size));
  const cursors: ListCursor[] = sets
    .filter((set) => !isLarge(set, size))
    .map((set) => ({ positions: listOf(set), at: 0 }));
  return (position: number) => {
    for (let k = 0; k < bitmaps.length; k++) if (!hasPosition(bitmaps[k], position)) return false;
    for (let k = 0; k < cursors.length; k++) if (!reaches(cursors[k], position)) return false;
    return true;
  };
}

/**
 * Each position of the leading set that every other set holds, ascending, given to `take` until
 * it answers false: how both indexes read a page of ids when the leading set is small.
 */
export function eachPositionInAll(
  leading: TermSet,
  others: TermSet[],
  size: number,
  take: (position: number) => boolean,
): void {
  const holds = inAll(others, size);
  const positions = listOf(leading);
  for (let i = 0; i < positions.length; i++) if (holds(positions[i]) && !take(positions[i])) return;
}
