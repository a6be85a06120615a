import type { Program } from '#sdk/schemas/university';

/** Today's calendar date in UTC, YYYY-MM-DD: deadlines are calendar dates and compare as text. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** A deadline still ahead (the deadline day itself counts). */
export const isOpen = (deadline: string, on: string) => deadline >= on;

/** The earliest deadline among the programmes that is still ahead, if any (no static date). */
export function nextDeadline(programs: readonly Pick<Program, 'applicationDeadline'>[], on: string) {
  const ahead = programs
    .map((p) => p.applicationDeadline)
    .filter((d): d is string => d !== null && isOpen(d, on))
    .sort();
  return ahead[0];
}

/**
 * The deadline the Admissions tab shows: the next one still open, else the last one that passed
 * (shown as closed), else none (never a date of its own).
 */
export function admissionDeadline(
  programs: readonly Pick<Program, 'applicationDeadline'>[],
  on: string,
): { date: string; open: boolean } | undefined {
  const next = nextDeadline(programs, on);
  if (next) return { date: next, open: true };
  const last = programs
    .map((p) => p.applicationDeadline)
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  return last ? { date: last, open: false } : undefined;
}

const DAY = 24 * 60 * 60 * 1000;

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
