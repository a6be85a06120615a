import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as agencyTeam from '#sdk/resources/agency-team';
import type { AgencyMember, AgencyTeam } from '#sdk/schemas/agency-team';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { useMemberLabel } from './use-team.ts';

/** Removes a member: they are signed out at once, and their students and leads go to the member chosen. */
export function RemoveMemberDialog({
  team,
  member,
  onClose,
  onRemoved,
}: {
  team: AgencyTeam;
  member: AgencyMember;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useLingui();
  const memberLabel = useMemberLabel();
  const heirs = team.members.filter((m) => m.id !== member.id);
  const [heir, setHeir] = useState(team.me.id);
  const { busy, run } = useAction();
  const email = member.email;
  const remove = () =>
    run(() => agencyTeam.removeMember(api, member.id, { reassignTo: heir }), {
      done: t`${email} was removed from the team`,
      failed: t`The member was not removed`,
      onDone: onRemoved,
    });
  return (
    <FormDialog
      title={t`Remove ${email}?`}
      submitLabel={<Trans>Remove</Trans>}
      danger
      busy={busy}
      onSubmit={remove}
      onClose={onClose}
    >
      <p>
        <Trans>They are signed out at once and can no longer sign in.</Trans>
      </p>
      <Select
        label={t`Give their students and leads to`}
        value={String(heir)}
        options={heirs.map((m) => ({ value: String(m.id), label: memberLabel(m, team.me.id) }))}
        onChange={(event) => setHeir(Number(event.target.value))}
      />
    </FormDialog>
  );
}
