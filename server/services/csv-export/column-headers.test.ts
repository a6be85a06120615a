import { describe, expect, test } from 'vitest';
import { APPLICATION_CSV_COLUMNS } from '#sdk/schemas/application';
import { CLAIM_CSV_COLUMNS } from '#sdk/schemas/commission';
import { MAX_INTAKES, sheetColumns } from '#sdk/schemas/program-sheet';
import { STUDENT_CSV_COLUMNS } from '#sdk/schemas/student';
import { columnHeader, columnKey } from './column-headers.ts';

const EXPORTS = [STUDENT_CSV_COLUMNS, APPLICATION_CSV_COLUMNS, CLAIM_CSV_COLUMNS, sheetColumns(MAX_INTAKES)];
const KEYS = [...new Set(EXPORTS.flat())];

describe("the exports' column names", () => {
  test.each(['en', 'ar'] as const)(
    'every column of every export has words of its own in %s, read back to its key',
    (language) => {
      const headers = KEYS.map((key) => columnHeader(language, key));
      for (const [i, key] of KEYS.entries()) {
        expect(headers[i], key).not.toBe(key);
        expect(columnKey(headers[i] as string)).toBe(key);
        // A name a spreadsheet shows as it is: no comma or quote, which the file would have to quote.
        expect(headers[i]).not.toMatch(/[",\r\n]/);
      }
      expect(new Set(headers).size).toBe(KEYS.length);
    },
  );

  test('Arabic names are Arabic words; an intake names its number', () => {
    expect(columnHeader('ar', 'firstName')).toMatch(/[\u0600-\u06FF]/);
    expect(columnHeader('en', 'intake3SeatsTaken')).toBe('Intake 3 seats taken');
    expect(columnHeader('ar', 'intake12Start')).toContain('12');
  });

  test('a key, or a name no export writes, is kept as it is', () => {
    expect(columnKey('firstName')).toBe('firstName');
    expect(columnKey('Favourite colour')).toBe('Favourite colour');
  });
});
