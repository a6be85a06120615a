import { percentile } from './percentile.ts';

/** The median of the values (the mean of the middle two for an even count); null for none. */
export const median = (values: readonly number[]): number | null => percentile(values, 50);

/** The median time from each start to its end, in `unit` milliseconds, rounded to one decimal; pairs without a start or going back in time are left out. */
export function medianDuration(pairs: readonly { started: string | null; ended: string | null }[], unit: number) {
  const spans = pairs
    .map(({ started, ended }) => (started && ended ? (Date.parse(ended) - Date.parse(started)) / unit : Number.NaN))
    .filter((span) => Number.isFinite(span) && span >= 0);
  const middle = median(spans);
  return middle === null ? null : Math.round(middle * 10) / 10;
}

export const HOUR = 3_600_000;
export const DAY = 86_400_000;
