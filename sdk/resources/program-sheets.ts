import type { Client } from '#sdk/client';
import type { ProgramOwner } from '#sdk/resources/programs';
import type { CsvExportQuery } from '#sdk/schemas/common';
import { type ProgramImportOptions, type ProgramImportReport, sheetColumns } from '#sdk/schemas/program-sheet';

// A university's programmes as a spreadsheet, apart from the programme calls so that the public
// pages that list programmes do not download the spreadsheet's columns and rules.

const base = (owner: ProgramOwner) =>
  owner === 'own' ? '/users/university/programs' : `/admin/universities/${owner}/programs`;

/** Every programme of the university, one row each with its intakes, fees and requirements (docs/programs-csv.md), its columns named in `lang` (English by default). */
export async function exportCsv(client: Client, owner: ProgramOwner, query: CsvExportQuery = {}): Promise<Blob> {
  return (await client.fetchRaw('GET', `${base(owner)}/export.csv`, { query })).blob();
}

/** The import's template: a CSV with the export's columns (two intakes) and no rows. */
export const importTemplate = (): Blob =>
  new Blob([`\uFEFF${sheetColumns(2).join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });

/** The multipart body of an import: the CSV file and what to do (a preview by default). */
export function importForm(file: Blob, name: string, options: ProgramImportOptions = {}): FormData {
  const form = new FormData();
  if (options.mode) form.append('mode', options.mode);
  form.append('file', file, name);
  return form;
}

/**
 * Imports programmes from a CSV: `mode: 'dryRun'` (the default) lists every wrong row with its
 * line and column; `'apply'` imports every row or none; `'validRowsOnly'` imports the valid rows.
 */
export function importCsv(client: Client, owner: ProgramOwner, form: FormData): Promise<ProgramImportReport> {
  return client.request('POST', `${base(owner)}/import`, { form });
}
