/**
 * Keeps a value made for a search (a prefix's sets, a ceiling's set, a search's universities) in a
 * map of at most `most` entries, emptied when it is full: a search's keys are few, but over a day
 * they are many.
 */
export function keepBounded<T>(kept: Map<string, T>, key: string, value: T, most: number): T {
  if (kept.size >= most) kept.clear();
  kept.set(key, value);
  return value;
}
