// A programme as one flat row of text cells: the columns of the programmes CSV (docs/programs-csv.md),
// which the university's programme editor also keeps its draft in. `programCells` writes a programme
// as cells; `programFromCells` reads cells back as the input of ProgramForm, and names the column
// of each of the form's fields so that a field error is told at its cell.
import * as v from 'valibot';
import {
  APPLICANT_GROUPS,
  type ApplicantGroup,
  FEE_GROUPS,
  type FeeGroup,
  type ProgramDetails,
} from './program-parts.ts';
import type { Program } from './university.ts';

type Details = { [K in keyof typeof ProgramDetails]: v.InferOutput<(typeof ProgramDetails)[K]> };

/** A programme as its university manages it: the catalogue's fields and every part. */
export type ManagedProgram = Program & Details;

/** The most intakes a programme has (ProgramForm's bound). */
export const MAX_INTAKES = 24;

/** The columns of one programme, in order; the intakes follow as numbered groups (`intakeColumns`). */
export const PROGRAM_COLUMNS = [
  'id',
  'name',
  'nameAr',
  'level',
  'field',
  'languages',
  'durationMonths',
  'ects',
  'mode',
  'campusCity',
  'webPage',
  'description',
  'descriptionAr',
  'intakeNote',
  'feeEU',
  'feeEUCurrency',
  'feeNonEU',
  'feeNonEUCurrency',
  'applicationFee',
  'applicationFeeCurrency',
  'deposit',
  'depositCurrency',
  'requiredDocuments',
  'priorDegree',
  'minimumGrade',
  'gradeScale',
  'ieltsOverall',
  'ieltsMinimumBand',
  'toeflIbt',
  'pteAcademic',
  'duolingo',
  'cambridge',
  'gmat',
  'gre',
  'otherLanguage',
  'otherLanguageLevel',
  'documentsEU',
  'documentsNonEU',
  'requirementsNote',
  'requirementsNoteAr',
] as const;

/** The column of each fee group's tuition (its currency is the column's name + `Currency`). */
export const FEE_COLUMN: Record<FeeGroup, string> = { EU: 'feeEU', NON_EU: 'feeNonEU' };

/** Each applicant group's name in an intake's columns. */
const GROUP_COLUMN: Record<ApplicantGroup, string> = { EU: 'Eu', NON_EU: 'NonEu', NON_EU_VISA: 'Visa' };

/** The columns of the nth intake (1-based): start, seats, seats taken, and each group's window. */
export const intakeColumns = (n: number) => [
  `intake${n}Start`,
  `intake${n}Seats`,
  `intake${n}SeatsTaken`,
  ...APPLICANT_GROUPS.flatMap((g) => [`intake${n}${GROUP_COLUMN[g]}Opens`, `intake${n}${GROUP_COLUMN[g]}Closes`]),
];

/** Every column of a sheet with room for `intakes` intakes. */
export const sheetColumns = (intakes: number) => [
  ...PROGRAM_COLUMNS,
  ...Array.from({ length: intakes }, (_, i) => intakeColumns(i + 1)).flat(),
];

/** Whether a column belongs to the sheet (an intake's columns up to the 24th). */
export function isSheetColumn(name: string): boolean {
  if ((PROGRAM_COLUMNS as readonly string[]).includes(name)) return true;
  const n = Number(name.match(/^intake(\d{1,2})/)?.[1]);
  return n >= 1 && n <= MAX_INTAKES && intakeColumns(n).includes(name);
}

/** A programme's cells by column; a missing cell is empty. */
export type ProgramCells = Record<string, string | undefined>;

const LIST_SEPARATOR = ';';
/** An object without its empty entries: requirements keep only what the university states. */
const compact = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== null && value !== ''));
const cell = (value: string | number | null | undefined) => (value == null ? '' : String(value));
const list = (values: readonly string[] | undefined) => (values ?? []).join(LIST_SEPARATOR);

/** How many intakes the cells hold: the highest numbered group with a cell filled in. */
export function intakeCount(cells: ProgramCells): number {
  let count = 0;
  for (let n = 1; n <= MAX_INTAKES; n++) if (intakeColumns(n).some((c) => cells[c]?.trim())) count = n;
  return count;
}

/** A programme as cells (the export's row, the editor's draft). */
export function programCells(program: ManagedProgram): ProgramCells {
  const english = program.requirements.english;
  const cells: ProgramCells = {
    id: cell(program.id),
    name: program.name,
    nameAr: cell(program.nameAr),
    level: program.level,
    field: cell(program.field?.narrow),
    languages: list(program.languages),
    durationMonths: cell(program.durationMonths),
    ects: cell(program.ects),
    mode: program.mode,
    campusCity: cell(program.campusCity),
    webPage: cell(program.webPage),
    description: cell(program.description),
    descriptionAr: cell(program.descriptionAr),
    intakeNote: cell(program.intakeNote),
    applicationFee: cell(program.applicationFee?.amount),
    applicationFeeCurrency: cell(program.applicationFee?.currency),
    deposit: cell(program.deposit?.amount),
    depositCurrency: cell(program.deposit?.currency),
    requiredDocuments: list(program.requiredDocuments),
    priorDegree: cell(program.requirements.priorDegree),
    minimumGrade: cell(program.requirements.minimumGrade?.value),
    gradeScale: cell(program.requirements.minimumGrade?.scale),
    ieltsOverall: cell(english?.ieltsOverall),
    ieltsMinimumBand: cell(english?.ieltsMinimumBand),
    toeflIbt: cell(english?.toeflIbt),
    pteAcademic: cell(english?.pteAcademic),
    duolingo: cell(english?.duolingo),
    cambridge: cell(english?.cambridge),
    gmat: cell(program.requirements.gmat),
    gre: cell(program.requirements.gre),
    otherLanguage: cell(program.requirements.otherLanguage?.language),
    otherLanguageLevel: cell(program.requirements.otherLanguage?.level),
    documentsEU: list(program.requirements.documents?.EU),
    documentsNonEU: list(program.requirements.documents?.NON_EU),
    requirementsNote: cell(program.requirements.note),
    requirementsNoteAr: cell(program.requirements.noteAr),
  };
  for (const fee of program.fees) {
    const column = FEE_COLUMN[fee.feeGroup];
    cells[column] = cell(fee.amount);
    cells[`${column}Currency`] = fee.currency;
  }
  program.intakes.forEach((intake, i) => {
    const [start, seats, taken, ...windows] = intakeColumns(i + 1);
    cells[start!] = intake.startDate;
    cells[seats!] = cell(intake.seats);
    cells[taken!] = intake.seatsTaken ? cell(intake.seatsTaken) : '';
    APPLICANT_GROUPS.forEach((group, g) => {
      cells[windows[2 * g]!] = cell(intake.windows[group].opens);
      cells[windows[2 * g + 1]!] = cell(intake.windows[group].closes);
    });
  });
  return cells;
}

/** The input of ProgramForm the cells make, and the column each of its fields came from. */
export function programFromCells(cells: ProgramCells): {
  input: Record<string, unknown>;
  columnOf: (path: string) => string;
} {
  const columns = new Map<string, string>();
  const text = (column: string) => cells[column]?.trim() ?? '';
  /** The cell as given (the form's own rules trim and check it). */
  const from = (path: string, column: string) => {
    columns.set(path, column);
    return cells[column] ?? '';
  };
  /** An empty cell is "none" (null); other text a number, or NaN, which the form refuses with its field's message. */
  const number = (path: string, column: string) => {
    columns.set(path, column);
    return text(column) === '' ? null : Number(text(column));
  };
  const choice = (path: string, column: string) => {
    columns.set(path, column);
    return text(column) || null;
  };
  const items = (path: string, column: string) => {
    columns.set(path, column);
    return text(column)
      .split(LIST_SEPARATOR)
      .map((s) => s.trim())
      .filter(Boolean);
  };
  const charge = (path: string, column: string) =>
    text(column) || text(`${column}Currency`)
      ? { amount: number(`${path}.amount`, column), currency: from(`${path}.currency`, `${column}Currency`).trim() }
      : null;
  const filled = (...names: string[]) => names.some((c) => text(c));

  const fees = FEE_GROUPS.map((feeGroup) => ({ feeGroup, column: FEE_COLUMN[feeGroup] }))
    .filter(({ column }) => filled(column, `${column}Currency`))
    .map(({ feeGroup, column }, i) => ({
      feeGroup,
      amount: number(`fees.${i}.amount`, column),
      currency: from(`fees.${i}.currency`, `${column}Currency`).trim(),
    }));

  const intakes = Array.from({ length: intakeCount(cells) }, (_, i) => intakeColumns(i + 1))
    .filter((group) => filled(...group))
    .map(([start, seats, taken, ...windows], i) => ({
      startDate: from(`intakes.${i}.startDate`, start!).trim(),
      seats: number(`intakes.${i}.seats`, seats!),
      seatsTaken: number(`intakes.${i}.seatsTaken`, taken!) ?? 0,
      windows: Object.fromEntries(
        APPLICANT_GROUPS.map((group, g) => [
          group,
          {
            opens: from(`intakes.${i}.windows.${group}.opens`, windows[2 * g]!),
            closes: from(`intakes.${i}.windows.${group}.closes`, windows[2 * g + 1]!),
          },
        ]),
      ),
    }));

  const englishColumns = ['ieltsOverall', 'ieltsMinimumBand', 'toeflIbt', 'pteAcademic', 'duolingo', 'cambridge'];
  const requirements = compact({
    priorDegree: choice('requirements.priorDegree', 'priorDegree'),
    minimumGrade: filled('minimumGrade', 'gradeScale')
      ? {
          // A UK degree class is named (FIRST …), every other scale's grade is a number.
          value:
            text('gradeScale') === 'UK_CLASS'
              ? choice('requirements.minimumGrade.value', 'minimumGrade')
              : number('requirements.minimumGrade.value', 'minimumGrade'),
          scale: from('requirements.minimumGrade.scale', 'gradeScale').trim(),
        }
      : null,
    english: filled(...englishColumns)
      ? compact(Object.fromEntries(englishColumns.map((c) => [c, number(`requirements.english.${c}`, c)])))
      : null,
    gmat: number('requirements.gmat', 'gmat'),
    gre: number('requirements.gre', 'gre'),
    otherLanguage: filled('otherLanguage', 'otherLanguageLevel')
      ? {
          language: from('requirements.otherLanguage.language', 'otherLanguage').trim(),
          level: from('requirements.otherLanguage.level', 'otherLanguageLevel').trim(),
        }
      : null,
    documents: filled('documentsEU', 'documentsNonEU')
      ? {
          EU: items('requirements.documents.EU', 'documentsEU'),
          NON_EU: items('requirements.documents.NON_EU', 'documentsNonEU'),
        }
      : null,
    note: from('requirements.note', 'requirementsNote'),
    noteAr: from('requirements.noteAr', 'requirementsNoteAr'),
  });

  const input: Record<string, unknown> = {
    name: from('name', 'name'),
    nameAr: from('nameAr', 'nameAr'),
    level: from('level', 'level').trim(),
    field: choice('field', 'field'),
    languages: items('languages', 'languages'),
    durationMonths: from('durationMonths', 'durationMonths'),
    ects: from('ects', 'ects'),
    ...(text('mode') ? { mode: from('mode', 'mode').trim() } : {}),
    campusCity: from('campusCity', 'campusCity'),
    webPage: from('webPage', 'webPage'),
    description: from('description', 'description'),
    descriptionAr: from('descriptionAr', 'descriptionAr'),
    intakeNote: from('intakeNote', 'intakeNote'),
    fees,
    applicationFee: charge('applicationFee', 'applicationFee'),
    deposit: charge('deposit', 'deposit'),
    intakes,
    requirements,
    ...(text('requiredDocuments') ? { requiredDocuments: items('requiredDocuments', 'requiredDocuments') } : {}),
  };
  /** The column of a field's dot path: its own, or its nearest parent's. */
  const columnOf = (path: string) => {
    for (let p = path; p; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
      const column = columns.get(p) ?? [...columns].find(([key]) => key.startsWith(`${p}.`))?.[1];
      if (column) return column;
    }
    return path;
  };
  return { input, columnOf };
}

/** The options of an import beside its file: a preview (dryRun), every row or none (apply), or the valid rows only. */
export const ProgramImportOptions = v.object({
  mode: v.optional(
    v.picklist(['dryRun', 'apply', 'validRowsOnly'], 'Mode must be dryRun, apply or validRowsOnly'),
    'dryRun',
  ),
});
export type ProgramImportOptions = v.InferInput<typeof ProgramImportOptions>;

/** A refusal of one row: its line in the file (the column names are line 1), its column and what is wrong. */
export interface ProgramImportError {
  row: number;
  field: string;
  message: string;
}

/** What an import did, or, for a preview, would do. */
export interface ProgramImportReport {
  dryRun: boolean;
  /** Data rows read (the header line not counted). */
  rows: number;
  /** Rows without an id: new programmes. */
  created: number;
  /** Rows with the id of one of the university's programmes: that programme, replaced. */
  updated: number;
  /** Rows with errors, left out (in a preview, rows that would be left out by validRowsOnly). */
  skipped: number;
  errors: ProgramImportError[];
}
