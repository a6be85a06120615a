import { Trans, useLingui } from '@lingui/react/macro';
import * as programs from '#sdk/resources/programs';
import type { ProgramOwner } from '#sdk/resources/programs';
import { AGENCY_DEGREE_LEVELS } from '#sdk/schemas/constants';
import { DOCUMENT_TYPES, type DocumentType } from '#sdk/schemas/enums';
import { DEFAULT_REQUIRED_DOCUMENTS, ProgramForm } from '#sdk/schemas/program';
import type { Program } from '#sdk/schemas/university';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from './programs.css.ts';

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** Adds a programme (no `program`) or edits one; it is public in the catalogue once saved. */
export function ProgramDialog({
  owner,
  program,
  onClose,
  onSaved,
}: {
  /** Whose programme: the signed-in university's ('own') or, for an admin, a university's id. */
  owner: ProgramOwner;
  program?: Program;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const labels = useCatalogueLabels();
  const form = useForm({
    name: program?.name ?? '',
    category: text(program?.category ?? null),
    level: program?.level ?? '',
    language: text(program?.language ?? null),
    durationMonths: text(program?.durationMonths ?? null),
    tuitionFee: text(program?.tuitionFee ?? null),
    intake: text(program?.intake ?? null),
    applicationDeadline: text(program?.applicationDeadline ?? null),
  });
  const [documents, setDocuments] = useState<DocumentType[]>(
    program?.requiredDocuments ?? [...DEFAULT_REQUIRED_DOCUMENTS],
  );
  const { busy: saving, run } = useAction();

  const save = async () => {
    const payload = form.check(ProgramForm, { ...form.values, requiredDocuments: documents });
    if (!payload) return;
    await run(
      async () => {
        if (program) await programs.update(api, owner, program.id, payload);
        else await programs.create(api, owner, payload);
      },
      {
        hold: true,
        done: program ? t`Program updated successfully` : t`Program added successfully`,
        failed: program ? t`Failed to update program` : t`Failed to add program`,
        onError: form.showServerErrors,
        onDone: onSaved,
      },
    );
  };

  return (
    <FormDialog
      title={program ? t`Edit program` : t`Add program`}
      submitLabel={<Trans>Save program</Trans>}
      busy={saving}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField label={t`Program name`} required {...form.field('name')} />
      <div className={styles.toolbar}>
        <Select
          label={t`Level`}
          required
          placeholder={t`Select a level`}
          options={AGENCY_DEGREE_LEVELS.map((level) => ({ value: level, label: labels.level(level) }))}
          {...form.field('level')}
        />
        <TextField label={t`Field`} hint={t`e.g. Engineering`} {...form.field('category')} />
        <TextField label={t`Language`} hint={t`e.g. English`} {...form.field('language')} />
        <TextField label={t`Duration (months)`} type="number" min={1} max={120} {...form.field('durationMonths')} />
        <TextField label={t`Tuition per year (€)`} type="number" min={0} {...form.field('tuitionFee')} />
        <TextField label={t`Intake`} hint={t`e.g. September`} {...form.field('intake')} />
        <TextField label={t`Application deadline`} type="date" {...form.field('applicationDeadline')} />
      </div>
      <fieldset className={styles.stack}>
        <legend className={styles.heading}>
          <Trans>Required documents</Trans>
        </legend>
        <div className={styles.facts}>
          {DOCUMENT_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={i18n._(DOCUMENT_TYPE_LABELS[type])}
              checked={documents.includes(type)}
              onChange={(checked) =>
                setDocuments((current) => (checked ? [...current, type] : current.filter((d) => d !== type)))
              }
            />
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
