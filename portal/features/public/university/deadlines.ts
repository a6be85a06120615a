import type { Program } from '#sdk/schemas/university';

/** Today's calendar date in UTC, YYYY-MM-DD: deadlines are calendar dates and compare as text. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** A deadline still ahead (the deadline day itself counts). */
export const isOpen = (deadline: string, on: string) => deadline >= on;

/** The earliest deadline among the programmes that is still ahead, if any (issue 12: no static date). */
export function nextDeadline(programs: readonly Pick<Program, 'applicationDeadline'>[], on: string) {
  const ahead = programs
    .map((p) => p.applicationDeadline)
    .filter((d): d is string => d !== null && isOpen(d, on))
    .sort();
  return ahead[0];
}
