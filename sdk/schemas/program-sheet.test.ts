import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ProgramForm } from './program.ts';
import { intakeCount, isSheetColumn, programFromCells, sheetColumns } from './program-sheet.ts';

describe('the programmes sheet', () => {
  it('knows its columns: the programme, then numbered intake groups up to the 24th', () => {
    expect(sheetColumns(1).slice(-9)).toEqual([
      'intake1Start',
      'intake1Seats',
      'intake1SeatsTaken',
      'intake1EuOpens',
      'intake1EuCloses',
      'intake1NonEuOpens',
      'intake1NonEuCloses',
      'intake1VisaOpens',
      'intake1VisaCloses',
    ]);
    expect(['name', 'intake24VisaCloses', 'intake3Start'].every(isSheetColumn)).toBe(true);
    expect(['intake25Start', 'intake0Start', 'intake1Foo', 'title'].some(isSheetColumn)).toBe(false);
  });

  it('reads cells as the programme form, skipping empty parts', () => {
    const cells = {
      name: 'MSc Rivers',
      level: "Master's Degree",
      languages: 'en; de',
      feeNonEU: '1500.5',
      feeNonEUCurrency: 'EUR',
      ieltsOverall: '6.5',
      documentsEU: 'PASSPORT;TRANSCRIPT',
      intake2Start: '2099-09-01',
      intake2NonEuCloses: '2099-05-01',
    };
    expect(intakeCount(cells)).toBe(2);
    const { input } = programFromCells(cells);
    const form = v.parse(ProgramForm, input);
    expect(form).toMatchObject({
      languages: ['en', 'de'],
      fees: [{ feeGroup: 'NON_EU', amount: 1500.5, currency: 'EUR' }],
      requirements: { english: { ieltsOverall: 6.5 }, documents: { EU: ['PASSPORT', 'TRANSCRIPT'], NON_EU: [] } },
      applicationFee: null,
    });
    expect(form.intakes).toEqual([
      {
        startDate: '2099-09-01',
        seats: null,
        seatsTaken: 0,
        windows: {
          EU: { opens: null, closes: null },
          NON_EU: { opens: null, closes: '2099-05-01' },
          NON_EU_VISA: { opens: null, closes: null },
        },
      },
    ]);
  });

  it('tells each error at the column it came from', () => {
    const { input, columnOf } = programFromCells({
      name: 'MSc Rivers',
      level: "Master's Degree",
      feeEU: 'free',
      feeEUCurrency: 'EUR',
      minimumGrade: '3',
      intake1Start: '2099-09-01',
      intake1VisaCloses: '2099-10-01',
    });
    const issues = v.safeParse(ProgramForm, input, { abortPipeEarly: true }).issues ?? [];
    expect(issues.map((issue) => columnOf(v.getDotPath(issue)!))).toEqual(['intake1VisaCloses', 'feeEU', 'gradeScale']);
  });
});
