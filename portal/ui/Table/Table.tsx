import { type Key, type ReactNode, useId } from 'react';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as styles from './Table.css.ts';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Keeps short values (amounts, dates, durations) on one line. */
  nowrap?: boolean;
}

export interface TableProps<Row> {
  /** Names the table; shown above it unless `hideCaption`. */
  caption: ReactNode;
  /** Names the scroll region for keyboard and screen-reader users; the caption names it when not given. */
  label?: string;
  hideCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
}

/**
 * A data table with a caption and column headers; it scrolls sideways when wider than its column.
 * The scroll box is a named, focusable region, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function Table<Row>({ caption, label, hideCaption, columns, rows, rowKey, empty }: TableProps<Row>) {
  const captionId = useId();
  return (
    <section
      className={styles.scroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable)
      tabIndex={0}
      aria-label={label}
      aria-labelledby={label ? undefined : captionId}
    >
      <table className={styles.table}>
        <caption id={captionId} className={hideCaption ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.th}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td className={styles.td} colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.nowrap ? styles.tdNowrap : styles.td}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
