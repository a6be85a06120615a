import type { Column } from '#portal/ui/Table/Table.tsx';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import type { Selection } from '#portal/lib/use-selection.ts';

/** The first column of a list with bulk actions: a box per row, and one in the header for the whole page. */
export function selectionColumn<Row extends { id: number }>(
  selection: Selection,
  rows: readonly Row[],
  labels: { all: string; row: (row: Row) => string },
): Column<Row> {
  const ids = rows.map((row) => row.id);
  return {
    key: 'select',
    header: (
      <Checkbox
        label={<span className={visuallyHidden}>{labels.all}</span>}
        checked={selection.allOf(ids)}
        onChange={(on) => selection.toggleAll(ids, on)}
      />
    ),
    cell: (row) => (
      <Checkbox
        label={<span className={visuallyHidden}>{labels.row(row)}</span>}
        checked={selection.has(row.id)}
        onChange={(on) => selection.toggle(row.id, on)}
      />
    ),
  };
}
