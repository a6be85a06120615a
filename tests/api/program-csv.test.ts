import { expect, it } from 'vitest';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as programs from '#sdk/resources/programs';
import * as programSheets from '#sdk/resources/program-sheets';
import type { ProgramOwner } from '#sdk/resources/programs';
import type { Client } from '#sdk/client';
import { type ProgramImportOptions, sheetColumns } from '#sdk/schemas/program-sheet';
import { apiError } from '#tests/support/api-error.ts';
import { csvRecords, headerLine } from '#tests/support/csv-columns.ts';
import { adminClient, demoClient } from '#tests/support/demo-sign-in.ts';
import { describeApi } from '#tests/support/suite.ts';

const text = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
const records = csvRecords;

/** A CSV file of these rows, its first line naming the columns of the first row. */
function csvFile(rows: Record<string, string>[]): Blob {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const line = (cells: string[]) => cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
  return new Blob([
    `${[line(columns), ...rows.map((row) => line(columns.map((c) => row[c] ?? '')))].join('\r\n')}\r\n`,
  ]);
}

const importFile = (client: Client, owner: ProgramOwner, file: Blob, options: ProgramImportOptions = {}) =>
  programSheets.importCsv(client, owner, programSheets.importForm(file, 'programs.csv', options));

const good = {
  name: 'MSc Imported Hydrology',
  level: "Master's Degree",
  field: '052',
  languages: 'en;de',
  feeEU: '0',
  feeEUCurrency: 'EUR',
  feeNonEU: '1500',
  feeNonEUCurrency: 'EUR',
  ieltsOverall: '6.5',
  toeflIbt: '88',
  documentsNonEU: 'PASSPORT;TRANSCRIPT',
  intake1Start: '2099-10-01',
  intake1EuOpens: '2099-01-15',
  intake1EuCloses: '2099-07-15',
  intake1VisaCloses: '2099-04-15',
  intake2Start: '2100-03-01',
  intake2EuCloses: '2100-01-15',
};

describeApi('programmes CSV', (server) => {
  async function newUniversity(admin: Client) {
    const { university } = await adminUniversities.create(admin, {
      name: `CSV University ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      country: 'Austria',
      city: 'Graz',
    });
    return university.id;
  }

  it('exports every programme with its parts, one row each, and the export imports back unchanged', async () => {
    const admin = await adminClient(server());
    const id = await newUniversity(admin);
    const startDates = ['2099-09-01', '2100-02-01', '2100-09-01'];
    await programs.create(admin, id, {
      name: 'BSc Three Intakes',
      nameAr: 'بكالوريوس بثلاث دورات',
      level: "Bachelor's Degree",
      description: '=cmd and more',
      intakes: startDates.map((startDate) => ({ startDate, seats: 10 })),
      fees: [{ feeGroup: 'NON_EU', amount: 9000, currency: 'CHF' }],
      deposit: { amount: 300, currency: 'CHF' },
      requirements: { english: { ieltsOverall: 6 }, documents: { EU: ['PASSPORT'], NON_EU: [] } },
    });
    await programs.create(admin, id, { name: 'MA Plain', level: "Master's Degree" });

    const csv = await text(await programSheets.exportCsv(admin, id));
    expect(csv.startsWith(`\uFEFF${headerLine(undefined, sheetColumns(3))}\n`)).toBe(true);
    const rows = records(csv);
    expect(rows.map((r) => r.name)).toEqual(['BSc Three Intakes', 'MA Plain']);
    expect(rows[0]).toMatchObject({
      nameAr: 'بكالوريوس بثلاث دورات',
      description: "'=cmd and more",
      feeNonEU: '9000',
      feeNonEUCurrency: 'CHF',
      feeEU: '',
      deposit: '300',
      ieltsOverall: '6',
      documentsEU: 'PASSPORT',
      intake1Start: '2099-09-01',
      intake3Start: '2100-09-01',
      intake3Seats: '10',
    });
    expect(rows[1]).toMatchObject({ intake1Start: '', feeEU: '' });

    const before = await Promise.all(
      (await programs.list(admin, id)).programs.map((p) => programs.retrieveManaged(admin, id, p.id)),
    );
    const report = await importFile(admin, id, new Blob([csv]), { mode: 'apply' });
    expect(report).toEqual({ dryRun: false, rows: 2, created: 0, updated: 2, skipped: 0, errors: [] });
    const after = await Promise.all(
      (await programs.list(admin, id)).programs.map((p) => programs.retrieveManaged(admin, id, p.id)),
    );
    const withoutIntakeIds = (list: typeof before) =>
      list.map(({ program }) => ({ ...program, intakes: program.intakes.map(({ id: _id, ...intake }) => intake) }));
    expect(withoutIntakeIds(after)).toEqual(withoutIntakeIds(before));

    // In Arabic: the same cells under the catalogue's Arabic names, and it imports back the same.
    const arabic = await text(await programSheets.exportCsv(admin, id, { lang: 'ar' }));
    expect(arabic.startsWith(`\uFEFF${headerLine('ar', sheetColumns(3))}\n`)).toBe(true);
    expect(records(arabic)).toEqual(records(await text(await programSheets.exportCsv(admin, id))));
    expect(await importFile(admin, id, new Blob([arabic]), { mode: 'apply' })).toMatchObject({
      updated: 2,
      errors: [],
    });
    const again = await Promise.all(
      (await programs.list(admin, id)).programs.map((p) => programs.retrieveManaged(admin, id, p.id)),
    );
    expect(withoutIntakeIds(again)).toEqual(withoutIntakeIds(before));
    expect((await apiError(programSheets.exportCsv(admin, id, { lang: 'de' as never }))).status).toBe(400);
  });

  it('lists each wrong row with its line and column, imports nothing, or only the valid rows when asked', async () => {
    const admin = await adminClient(server());
    const id = await newUniversity(admin);
    const other = await newUniversity(admin);
    const { program: theirs } = await programs.create(admin, other, { name: 'BA Theirs', level: "Bachelor's Degree" });
    const file = csvFile([
      good,
      { ...good, name: 'Bad IELTS', ieltsOverall: '9.5' },
      { ...good, name: 'Bad half band', ieltsOverall: '6.3' },
      { ...good, name: 'Bad TOEFL', toeflIbt: '130' },
      { ...good, name: 'Closes after start', intake2EuCloses: '2100-03-02' },
      { ...good, name: 'Opens after close', intake1EuOpens: '2099-08-01' },
      { ...good, name: 'Bad currency', feeNonEUCurrency: 'USD' },
      { ...good, name: '', level: 'Kindergarten' },
      { ...good, id: String(theirs.id), name: 'Not ours' },
      { ...good, name: 'Bad date', intake1Start: '2099-13-01' },
      { ...good, name: 'MSc Also Fine', intake2Start: '', intake2EuCloses: '' },
    ]);

    const preview = await importFile(admin, id, file);
    expect(preview).toMatchObject({ dryRun: true, rows: 11, created: 2, updated: 0, skipped: 9 });
    expect(preview.errors).toEqual([
      { row: 3, field: 'ieltsOverall', message: 'IELTS must be between 0 and 9' },
      { row: 4, field: 'ieltsOverall', message: 'IELTS must be in half bands (e.g. 6.5)' },
      { row: 5, field: 'toeflIbt', message: 'TOEFL iBT must be between 0 and 120' },
      { row: 6, field: 'intake2EuCloses', message: 'The application window must close before the programme starts' },
      { row: 7, field: 'intake1EuOpens', message: 'The application window must open before it closes' },
      { row: 8, field: 'feeNonEUCurrency', message: 'Unknown currency' },
      { row: 9, field: 'name', message: 'Program name is required' },
      { row: 9, field: 'level', message: 'Degree level is required' },
      { row: 10, field: 'id', message: 'No programme of this university has this id' },
      { row: 11, field: 'intake1Start', message: 'The start date must be a date (YYYY-MM-DD)' },
    ]);
    expect((await programs.list(admin, id)).programs).toEqual([]);

    const refusal = await apiError(importFile(admin, id, file, { mode: 'apply' }));
    expect([refusal.status, refusal.reason]).toEqual([400, 'IMPORT_ROWS_INVALID']);
    expect(refusal.errors[0]).toEqual({ field: 'row 3: ieltsOverall', message: 'IELTS must be between 0 and 9' });
    expect((await programs.list(admin, id)).programs).toEqual([]);

    const imported = await importFile(admin, id, file, { mode: 'validRowsOnly' });
    expect(imported).toMatchObject({ dryRun: false, created: 2, skipped: 9 });
    const names = (await programs.list(admin, id)).programs.map((p) => p.name);
    expect(names).toEqual(['MSc Also Fine', 'MSc Imported Hydrology']);
    const hydrology = (await programs.list(admin, id)).programs.find((p) => p.name === good.name)!;
    const { program } = await programs.retrieveManaged(admin, id, hydrology.id);
    expect(program).toMatchObject({
      source: 'admin',
      languages: ['en', 'de'],
      fees: [
        { feeGroup: 'EU', amount: 0, currency: 'EUR' },
        { feeGroup: 'NON_EU', amount: 1500, currency: 'EUR' },
      ],
      requirements: {
        english: { ieltsOverall: 6.5, toeflIbt: 88 },
        documents: { EU: [], NON_EU: ['PASSPORT', 'TRANSCRIPT'] },
      },
    });
    expect(program.intakes.map((i) => i.deadlines)).toEqual([
      { EU: '2099-07-15', NON_EU: '2099-07-15', NON_EU_VISA: '2099-04-15' },
      { EU: '2100-01-15', NON_EU: '2100-01-15', NON_EU_VISA: '2100-01-15' },
    ]);
    // The other university's programme is untouched.
    expect((await programs.retrieveManaged(admin, other, theirs.id)).program.name).toBe('BA Theirs');
  });

  it('refuses a file whose first line does not name the columns, and lets a university import its own', async () => {
    const admin = await adminClient(server());
    const id = await newUniversity(admin);
    const wrong = await apiError(importFile(admin, id, new Blob(['title,degree\r\nA,B\r\n'])));
    expect([wrong.status, wrong.reason]).toEqual([400, 'IMPORT_HEADER_WRONG']);
    const empty = await apiError(importFile(admin, id, new Blob(['name,level\r\n'])));
    expect([empty.status, empty.reason]).toEqual([400, 'PROGRAM_IMPORT_EMPTY']);

    const university = await demoClient(server(), 'UNIVERSITY');
    const name = `MSc Own Import ${Date.now()}`;
    const report = await importFile(university, 'own', csvFile([{ ...good, name }]), { mode: 'apply' });
    expect(report).toMatchObject({ created: 1, errors: [] });
    const mine = (await programs.list(university, 'own')).programs.find((p) => p.name === name)!;
    expect(mine.source).toBe('university');
    expect(records(await text(await programSheets.exportCsv(university, 'own'))).some((r) => r.name === name)).toBe(
      true,
    );
    const own = await text(await programSheets.exportCsv(university, 'own', { lang: 'ar' }));
    expect(own.split('\n')[0]).toContain(headerLine('ar', ['id', 'name', 'nameAr']));
    expect(records(own).some((r) => r.name === name)).toBe(true);
    await programs.remove(university, 'own', mine.id);
  });
});
