import type { IntakeStatus } from '#sdk/schemas/program-parts';
import type { ProgramIntakeTable } from '#server/db/tables/university.table.ts';
import type { Selectable } from 'kysely';

type IntakeRow = Selectable<ProgramIntakeTable>;

/** The window columns of each applicant group. */
export const WINDOW_COLUMNS = {
  EU: ['eu_opens', 'eu_closes'],
  NON_EU: ['non_eu_opens', 'non_eu_closes'],
  NON_EU_VISA: ['non_eu_visa_opens', 'non_eu_visa_closes'],
} as const;

/**
 * An intake's status on `today` (YYYY-MM-DD): CLOSED once it has started, FULL when every seat is
 * taken, OPEN while some group's window is open, UPCOMING while one is still to open. An intake
 * whose university states no window at all takes applications until it starts.
 */
export function intakeStatus(intake: IntakeRow, today: string): IntakeStatus {
  if (intake.start_date <= today) return 'CLOSED';
  if (intake.seats != null && intake.seats_taken >= intake.seats) return 'FULL';
  const windows = Object.values(WINDOW_COLUMNS)
    .map(([opens, closes]) => ({ opens: intake[opens], closes: intake[closes] }))
    .filter((w) => w.opens || w.closes);
  if (!windows.length) return 'OPEN';
  if (windows.some((w) => (!w.opens || w.opens <= today) && (!w.closes || w.closes >= today))) return 'OPEN';
  if (windows.some((w) => w.opens && w.opens > today)) return 'UPCOMING';
  return 'CLOSED';
}

/** Today as YYYY-MM-DD (UTC): deadlines are calendar dates. */
export const todayDate = (now = new Date()) => now.toISOString().slice(0, 10);
