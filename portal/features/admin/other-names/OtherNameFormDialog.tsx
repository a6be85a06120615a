import { Trans, useLingui } from '@lingui/react/macro';
import * as adminOtherNames from '#sdk/resources/admin-other-names';
import { OTHER_NAME_KINDS, type OtherName, OtherNameFields, type OtherNameKind } from '#sdk/schemas/other-names';
import { api } from '#portal/lib/api.ts';
import { useDialogSave } from '#portal/lib/use-dialog-save.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { OTHER_NAME_KIND_NAMES } from './other-name-kinds.ts';

/** Adds or changes one row: what it names (a university, city or country, by its English name) and its other names. */
export function OtherNameFormDialog({
  otherName,
  onClose,
  onSaved,
}: {
  otherName: OtherName | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm({
    kind: (otherName?.kind ?? 'UNIVERSITY') as OtherNameKind,
    name: otherName?.name ?? '',
    otherNames: otherName?.otherNames ?? '',
  });
  const { busy, save: send } = useDialogSave(form, { onClose, onSaved });
  const editing = otherName !== null;

  const save = async () => {
    const payload = form.check(OtherNameFields, form.values);
    if (!payload) return;
    await send(
      () => (editing ? adminOtherNames.update(api, otherName.id, payload) : adminOtherNames.create(api, payload)),
      {
        done: editing ? t`Other names updated successfully` : t`Other names added successfully`,
        failed: editing ? t`Failed to update other names` : t`Failed to add other names`,
      },
    );
  };

  return (
    <FormDialog
      title={editing ? t`Edit other names` : t`Add other names`}
      submitLabel={editing ? <Trans>Save Changes</Trans> : <Trans>Add other names</Trans>}
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <Select
        label={t`Kind`}
        required
        options={OTHER_NAME_KINDS.map((kind) => ({ value: kind, label: i18n._(OTHER_NAME_KIND_NAMES[kind]) }))}
        {...form.field('kind')}
      />
      <TextField
        label={t`Name`}
        required
        dir="auto"
        hint={t`In English, exactly as the catalogue writes it (for example: Technical University of Munich).`}
        {...form.field('name')}
      />
      <TextArea
        label={t`Other names`}
        required
        dir="auto"
        rows={3}
        hint={t`Nicknames, short names, local names and synonyms the search should know, separated by commas (for example: TUM, TU München).`}
        {...form.field('otherNames')}
      />
    </FormDialog>
  );
}
