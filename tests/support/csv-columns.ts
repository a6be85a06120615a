import { parse } from 'csv-parse/sync';
import { columnHeader, columnKey } from '#server/services/csv-export/column-headers.ts';

/** The first line an export in `language` writes for these columns, from the server's catalogue (the keys without one). */
export const headerLine = (language: 'en' | 'ar' | undefined, keys: readonly string[]) =>
  keys.map((key) => (language ? columnHeader(language, key) : key)).join(',');

/** The rows of an exported CSV, each cell by its column's key (the header read back in either language). */
export const csvRecords = (csv: string) =>
  parse(csv, { bom: true, columns: (names: string[]) => names.map(columnKey) }) as Record<string, string>[];
