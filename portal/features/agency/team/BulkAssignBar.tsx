import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as agencyTeam from '#sdk/resources/agency-team';
import type { AgencyTeam } from '#sdk/schemas/agency-team';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import type { Selection } from '#portal/lib/use-selection.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import * as styles from '#portal/ui/BulkBar/BulkBar.css.ts';
import { AssigneeSelect } from './AssigneeSelect.tsx';

/** Assigns the ticked students to one member (or to nobody) at once; shown to the owner and managers while rows are ticked. */
export function BulkAssignBar({
  team,
  selection,
  onDone,
}: {
  team: AgencyTeam;
  selection: Selection;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [memberId, setMemberId] = useState<number | null>(null);
  const { busy, run } = useAction();
  if (!selection.ids.length) return null;
  const count = selection.ids.length;
  const assign = () =>
    run(() => agencyTeam.assignStudents(api, { ids: selection.ids, assignedMemberId: memberId }), {
      done: (answer) => t`${plural(answer.assigned, { one: '# student assigned', other: '# students assigned' })}`,
      failed: t`The students were not assigned`,
      onDone: () => {
        selection.clear();
        onDone();
      },
    });
  return (
    <div className={styles.bulkBar}>
      <span className={styles.bulkCount}>
        <Trans>{count} selected</Trans>
      </span>
      <AssigneeSelect team={team} value={memberId} busy={busy} label={t`Assign to`} onChange={setMemberId} />
      <Button size="sm" disabled={busy} onClick={assign}>
        <Trans>Assign</Trans>
      </Button>
    </div>
  );
}
