import { Trans } from '@lingui/react/macro';
import { useFormat } from './format.ts';

/** When the application's intake starts ("Starts 1 Sep 2027"); nothing for an application without one. */
export function IntakeStart({ date }: { date: string | null }) {
  const format = useFormat();
  if (!date) return null;
  // A calendar date: shown as it is, never shifted by the reader's time zone.
  const start = format.date(date, { dateStyle: 'medium', timeZone: 'UTC' });
  return <Trans>Starts {start}</Trans>;
}
