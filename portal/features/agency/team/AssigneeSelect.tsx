import { useLingui } from '@lingui/react/macro';
import type { AgencyTeam } from '#sdk/schemas/agency-team';
import { Select } from '#portal/ui/Select/Select.tsx';
import { useMemberLabel } from './use-team.ts';

/**
 * Who a student or lead is assigned to: any member, or nobody. The owner and managers choose;
 * a counsellor sees the choice but cannot hand a record on (the server refuses it too).
 */
export function AssigneeSelect({
  team,
  value,
  busy,
  label,
  onChange,
}: {
  team: AgencyTeam;
  value: number | null;
  busy: boolean;
  label?: string;
  onChange: (memberId: number | null) => void;
}) {
  const { t } = useLingui();
  const memberLabel = useMemberLabel();
  return (
    <Select
      label={label ?? t`Assigned to`}
      value={value === null ? '' : String(value)}
      placeholder={t`Nobody`}
      disabled={busy || team.me.role === 'COUNSELLOR'}
      options={team.members.map((m) => ({ value: String(m.id), label: memberLabel(m, team.me.id) }))}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    />
  );
}
