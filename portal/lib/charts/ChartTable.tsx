import { useFormat } from '#portal/lib/format.ts';
import { Table } from '#portal/ui/Table/Table.tsx';
import type { ChartData } from './chart-data.ts';

/** A chart's numbers as a table: one row per label, one column per series, numbers in the reader's locale. */
export function ChartTable({ title, data }: { title: string; data: ChartData }) {
  const format = useFormat();
  const rows = data.labels.map((label, index) => ({ label, index }));
  return (
    <Table
      caption={title}
      hideCaption
      rowKey={(row) => row.index}
      rows={rows}
      columns={[
        { key: 'label', header: data.labelHeader, cell: (row) => row.label },
        ...data.series.map((series, column) => ({
          key: `series-${column}`,
          header: series.name,
          nowrap: true,
          cell: (row: { index: number }) => format.number(series.values[row.index] ?? 0),
        })),
      ]}
    />
  );
}
