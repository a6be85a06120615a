import type { WeeklyCounts } from '#sdk/schemas/admin-analytics';
import type { ChartData } from '#portal/lib/charts/chart-data.ts';

/**
 * A weekly series as the chart kit draws it: one label per week (its Monday, as `weekLabel` writes
 * it) and one series per kind, named by `nameOf`; a week without a kind counts 0.
 */
export function weeklyChartData<K extends string>(
  weeks: readonly WeeklyCounts<K>[],
  kinds: readonly K[],
  text: { labelHeader: string; weekLabel: (monday: string) => string; nameOf: (kind: K) => string },
): ChartData {
  return {
    labelHeader: text.labelHeader,
    labels: weeks.map((w) => text.weekLabel(w.week)),
    series: kinds.map((kind) => ({ name: text.nameOf(kind), values: weeks.map((w) => w.counts[kind] ?? 0) })),
  };
}
