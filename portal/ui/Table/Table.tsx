import type { Key, ReactNode } from 'react';
import { visuallyHidden } from '../theme.css.ts';
import * as styles from './Table.css.ts';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
}

interface TableProps<Row> {
  /** Names the table; shown above it unless `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
}

/** A data table with a caption and column headers; it scrolls sideways on narrow screens. */
export function Table<Row>({ caption, hideCaption, columns, rows, rowKey, empty }: TableProps<Row>) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
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
                  <td key={column.key} className={styles.td}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
