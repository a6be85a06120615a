import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AGENCY_ROLE_NAMES } from '#names/agency-role.ts';
import * as agencyTeam from '#sdk/resources/agency-team';
import { INVITED_ROLES } from '#sdk/schemas/agency-team';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';

type InvitedRole = (typeof INVITED_ROLES)[number];

/** The owner invites a manager or counsellor by e-mail; they choose their password from the e-mail's link. */
export function InviteMemberDialog({ onClose, onInvited }: { onClose: () => void; onInvited: () => void }) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('COUNSELLOR');
  const { busy, run } = useAction();
  const invite = () =>
    run(() => agencyTeam.inviteMember(api, { email: email.trim(), role }), {
      done: t`Invitation sent to ${email}`,
      failed: t`The invitation was not sent`,
      onDone: onInvited,
    });
  return (
    <FormDialog
      title={t`Invite a team member`}
      submitLabel={<Trans>Send invitation</Trans>}
      busy={busy}
      onSubmit={invite}
      onClose={onClose}
    >
      <TextField
        label={t`Email`}
        type="email"
        dir="ltr"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Select
        label={t`Role`}
        value={role}
        options={INVITED_ROLES.map((value) => ({ value, label: i18n._(AGENCY_ROLE_NAMES[value]) }))}
        onChange={(event) => setRole(event.target.value as InvitedRole)}
        hint={t`Counsellors see only the students and leads assigned to them; managers see all of the agency's.`}
      />
    </FormDialog>
  );
}
