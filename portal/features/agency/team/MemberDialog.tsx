import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as agencyTeam from '#sdk/resources/agency-team';
import type { AgencyOffice } from '#sdk/schemas/agency-office';
import type { AgencyMember } from '#sdk/schemas/agency-team';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';

/**
 * The owner names a member (shown in timelines, messages and activity), puts them in an office and,
 * for a manager, limits them to that office's students, leads and applications.
 */
export function MemberDialog({
  member,
  offices,
  onClose,
  onSaved,
}: {
  member: AgencyMember;
  offices: AgencyOffice[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(member.name ?? '');
  const [officeId, setOfficeId] = useState<number | null>(member.officeId);
  const [officeOnly, setOfficeOnly] = useState(member.officeOnly);
  const { busy, run } = useAction();
  const manager = member.role === 'MANAGER';
  const email = member.email;
  const save = () =>
    run(
      () =>
        agencyTeam.updateMember(api, member.id, {
          name: name.trim() || null,
          officeId,
          ...(manager ? { officeOnly: officeOnly && officeId !== null } : {}),
        }),
      { done: t`Saved`, failed: t`The member was not saved`, onDone: onSaved },
    );
  return (
    <FormDialog
      title={t`Edit ${email}`}
      submitLabel={<Trans>Save</Trans>}
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label={t`Display name`}
        hint={t`Shown in timelines, messages and activity; their e-mail when left empty.`}
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Select
        label={t`Office`}
        value={officeId === null ? '' : String(officeId)}
        placeholder={t`No office`}
        options={offices.map((office) => ({ value: String(office.id), label: office.name }))}
        onChange={(event) => setOfficeId(event.target.value ? Number(event.target.value) : null)}
      />
      {manager && (
        <Checkbox
          label={t`Limited to their office`}
          checked={officeOnly && officeId !== null}
          disabled={officeId === null}
          onChange={setOfficeOnly}
        />
      )}
    </FormDialog>
  );
}
