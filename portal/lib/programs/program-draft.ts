import type { ManagedProgram } from '#sdk/schemas/program-sheet';
import { programCells, sheetColumns } from '#sdk/schemas/program-sheet';
import { DEFAULT_REQUIRED_DOCUMENTS } from '#sdk/schemas/program';
import type { useForm } from '#portal/lib/use-form.ts';

/**
 * The editor's draft of a programme: the cells of the programmes CSV (sdk/schemas/program-sheet.ts),
 * every one a text, so that the editor and the import read a programme by the same rules and tell
 * an error at the same column.
 */
export type ProgramDraft = Record<string, string>;
export type DraftForm = ReturnType<typeof useForm<ProgramDraft>>;

const LIST_SEPARATOR = ';';

/** A new programme's draft, or an existing one's, with every column of its intakes. */
export function draftOf(program: ManagedProgram | undefined): ProgramDraft {
  const cells = program
    ? programCells(program)
    : { requiredDocuments: DEFAULT_REQUIRED_DOCUMENTS.join(LIST_SEPARATOR) };
  const columns = sheetColumns(program?.intakes.length ?? 0);
  return Object.fromEntries(columns.map((c) => [c, cells[c] ?? '']));
}

/** The items of a list cell. */
export const itemsOf = (draft: ProgramDraft, column: string) =>
  (draft[column] ?? '').split(LIST_SEPARATOR).filter(Boolean);

/** A list cell with `item` put in or taken out. */
export function toggled(draft: ProgramDraft, column: string, item: string, on: boolean): string {
  const items = itemsOf(draft, column).filter((i) => i !== item);
  return (on ? [...items, item] : items).join(LIST_SEPARATOR);
}
