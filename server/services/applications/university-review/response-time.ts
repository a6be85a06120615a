const DAY = 86_400_000;

/**
 * The university's response time: the median, in whole days, of the time from the
 * admins' approval to the university's decision. Null before its first decision.
 */
export function medianResponseDays(decisions: readonly { approvedAt: string; decidedAt: string }[]): number | null {
  const days = decisions
    .map((d) => (Date.parse(d.decidedAt) - Date.parse(d.approvedAt)) / DAY)
    .filter((d) => Number.isFinite(d) && d >= 0)
    .sort((a, b) => a - b);
  if (!days.length) return null;
  const middle = Math.floor(days.length / 2);
  const median = days.length % 2 ? days[middle] : (days[middle - 1] + days[middle]) / 2;
  return Math.round(median);
}
