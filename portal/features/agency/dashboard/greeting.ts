/** Spec part 2, 2: before 12 is morning, before 18 afternoon, otherwise evening (the reader's own clock). */
export function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
