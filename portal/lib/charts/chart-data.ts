/** How a chart draws its numbers: lines, vertical bars, or horizontal bars one per stage (a funnel). */
export type ChartKind = 'line' | 'bar' | 'funnel';

/**
 * The numbers a chart draws and its table shows: one label per point (a week, a stage, a country)
 * and one or more named series with a value per label. The chart, its table view and its CSV are
 * all made from this one shape, so they cannot disagree.
 */
export interface ChartSeries {
  /** The series' name, shown in the legend and as the table's column header. */
  name: string;
  /** One value per label, in the labels' order. */
  values: readonly number[];
}

export interface ChartData {
  /** The header of the labels' column in the table and the CSV ("Week", "Country"). */
  labelHeader: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
}

/** The data as rows of cells, header first: what the table view and the CSV show. */
export function chartRows(data: ChartData): (string | number)[][] {
  return [
    [data.labelHeader, ...data.series.map((series) => series.name)],
    ...data.labels.map((label, index) => [label, ...data.series.map((series) => series.values[index] ?? 0)]),
  ];
}
