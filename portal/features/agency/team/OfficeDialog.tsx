import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as agencyOffices from '#sdk/resources/agency-offices';
import type { AgencyOffice } from '#sdk/schemas/agency-office';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';

/** Opens an office, or renames one (`office` given). */
export function OfficeDialog({
  office,
  onClose,
  onSaved,
}: {
  office?: AgencyOffice;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(office?.name ?? '');
  const { busy, run } = useAction();
  const save = () =>
    run(
      () =>
        office
          ? agencyOffices.updateOffice(api, office.id, { name: name.trim() })
          : agencyOffices.createOffice(api, { name: name.trim() }),
      { done: t`Office saved`, failed: t`The office was not saved`, onDone: onSaved },
    );
  return (
    <FormDialog
      title={office ? t`Rename the office` : t`Add an office`}
      submitLabel={<Trans>Save</Trans>}
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label={t`Office name`}
        required
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
}
