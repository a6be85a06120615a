import { useLingui } from '@lingui/react/macro';
import type { AgencyTeam } from '#sdk/schemas/agency-team';
import { useAction } from '#portal/lib/use-action.ts';
import { AssigneeSelect } from './AssigneeSelect.tsx';

/** A student's or lead's assignee, saved as soon as it is chosen. */
export function RecordAssignee<T>({
  team,
  value,
  save,
  onSaved,
}: {
  team: AgencyTeam;
  value: number | null;
  save: (memberId: number | null) => Promise<T>;
  onSaved: (saved: T) => void;
}) {
  const { t } = useLingui();
  const { busy, run } = useAction();
  return (
    <AssigneeSelect
      team={team}
      value={value}
      busy={busy}
      onChange={(memberId) =>
        run(() => save(memberId), {
          done: t`Assignment saved`,
          failed: t`The assignment was not saved`,
          onDone: onSaved,
        })
      }
    />
  );
}
