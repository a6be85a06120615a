import type { H3Event } from 'h3';
import { programCells, sheetColumns } from '#sdk/schemas/program-sheet';
import type { TextLanguage } from '#server/services/i18n/texts-in.ts';
import type { App } from '#server/utils/app.ts';
import { sendCsv } from '#server/utils/csv-download.ts';
import { managedPrograms } from './managed-program.service.ts';

/** At least this many intake groups are written, so the file shows how a second intake is entered. */
const MIN_INTAKE_GROUPS = 2;

/**
 * GET …/programs/export.csv: every programme of the university, one row each, with as many
 * numbered intake groups as its programme with the most intakes needs (docs/programs-csv.md), its
 * columns named in `language`.
 */
export async function exportPrograms(app: App, event: H3Event, universityId: number, language?: TextLanguage) {
  const programs = await managedPrograms(app, universityId);
  const groups = Math.max(MIN_INTAKE_GROUPS, ...programs.map((p) => p.intakes.length));
  const columns = sheetColumns(groups);
  async function* rows() {
    for (const program of programs) {
      const cells = programCells(program);
      yield Object.fromEntries(columns.map((c) => [c, cells[c] ?? ''])) as Record<string, string>;
    }
  }
  return sendCsv(event, 'programs.csv', language, columns, rows());
}
