import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as agencyTeam from '#sdk/resources/agency-team';
import type { AgencyTeam, LeadAssignment } from '#sdk/schemas/agency-team';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';
import { AssigneeSelect } from './AssigneeSelect.tsx';

/** The owner's choice of who gets new widget leads: nobody, the counsellors in turn, or one member. */
export function LeadAssignmentCard({ team, onSaved }: { team: AgencyTeam; onSaved: () => void }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<LeadAssignment>(team.leadAssignment.mode);
  const [memberId, setMemberId] = useState(team.leadAssignment.memberId ?? team.me.id);
  const { busy, run } = useAction();
  const save = () =>
    run(() => agencyTeam.updateLeadAssignment(api, { mode, memberId: mode === 'MEMBER' ? memberId : null }), {
      done: t`Saved`,
      failed: t`The setting was not saved`,
      onDone: onSaved,
    });
  return (
    <Card title={t`New leads from your widgets`} headingLevel={2}>
      <RadioGroup
        legend={t`Assign each new lead to`}
        name="lead-assignment"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'NOBODY', label: t`Nobody: the owner and managers assign them` },
          { value: 'ROUND_ROBIN', label: t`The counsellors in turn` },
          { value: 'MEMBER', label: t`One person` },
        ]}
      />
      {mode === 'MEMBER' && (
        <AssigneeSelect
          team={team}
          value={memberId}
          busy={busy}
          label={t`Person`}
          onChange={(id) => setMemberId(id ?? team.me.id)}
        />
      )}
      <Button disabled={busy} onClick={save}>
        <Trans>Save</Trans>
      </Button>
    </Card>
  );
}
