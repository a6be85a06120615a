/**
 * The p-th percentile (0–100) of the values, by linear interpolation between the closest ranks (as
 * PostgreSQL's percentile_cont and spreadsheets compute it); null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}
