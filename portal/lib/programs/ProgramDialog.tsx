import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import * as programs from '#sdk/resources/programs';
import type { ProgramOwner } from '#sdk/resources/programs';
import { ApiError } from '#sdk/errors';
import { ProgramForm } from '#sdk/schemas/program';
import { intakeCount, type ManagedProgram, programFromCells } from '#sdk/schemas/program-sheet';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useForm, type FieldErrors } from '#portal/lib/use-form.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { AboutSection } from './AboutSection.tsx';
import { FeesEditor } from './FeesEditor.tsx';
import { IntakesEditor } from './IntakesEditor.tsx';
import { draftOf, itemsOf, type ProgramDraft } from './program-draft.ts';
import { DocumentChoice, RequirementsEditor } from './RequirementsEditor.tsx';
import './program-field-texts.ts';

interface DialogProps {
  /** Whose programme: the signed-in university's ('own') or, for an admin, a university's id. */
  owner: ProgramOwner;
  onClose: () => void;
  onSaved: () => void;
}

/** Every part of a programme in one form; it is public in the catalogue once saved. */
function ProgramEditor({ owner, program, onClose, onSaved }: DialogProps & { program?: ManagedProgram }) {
  const { t } = useLingui();
  const form = useForm<ProgramDraft>(draftOf(program));
  const [intakes, setIntakes] = useState(() => (program ? program.intakes.length : 0));
  const { busy: saving, run } = useAction();

  /** Each error under the field of the editor it is about. */
  const showErrors = (errors: { field: string; message: string }[], columnOf: (path: string) => string) => {
    const found: FieldErrors = {};
    for (const { field, message } of errors) found[columnOf(field)] ??= message;
    form.setErrors(found);
  };

  const save = async () => {
    const { input, columnOf } = programFromCells(form.values);
    // The editor's checkboxes say every document the checklist asks for, none included.
    const requiredDocuments = itemsOf(form.values, 'requiredDocuments');
    const checked = v.safeParse(ProgramForm, { ...input, requiredDocuments }, { abortPipeEarly: true });
    if (!checked.success) {
      showErrors(
        checked.issues.map((issue) => ({ field: v.getDotPath(issue) ?? 'form', message: issue.message })),
        columnOf,
      );
      return;
    }
    form.setErrors({});
    await run(
      async () => {
        if (program) await programs.update(api, owner, program.id, checked.output);
        else await programs.create(api, owner, checked.output);
      },
      {
        hold: true,
        done: program ? t`Program updated successfully` : t`Program added successfully`,
        failed: program ? t`Failed to update program` : t`Failed to add program`,
        onError: (error) => {
          if (error instanceof ApiError && error.errors.length) showErrors(error.errors, columnOf);
        },
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
      <AboutSection form={form} />
      <IntakesEditor form={form} count={Math.max(intakes, intakeCount(form.values))} onCount={setIntakes} />
      <FeesEditor form={form} />
      <RequirementsEditor form={form} />
      <DocumentChoice form={form} column="requiredDocuments" legend={t`Required documents`} />
    </FormDialog>
  );
}

/** Adds a programme (no `programId`) or edits one, loading every part of it first. */
export function ProgramDialog({ programId, ...props }: DialogProps & { programId?: number }) {
  const { t } = useLingui();
  const loaded = useLoad<{ program?: ManagedProgram }>(
    () => (programId ? programs.retrieveManaged(api, props.owner, programId) : Promise.resolve({})),
    `${props.owner}:${programId}`,
  );
  if (loaded.status === 'ready') return <ProgramEditor {...props} program={loaded.data.program} />;
  return (
    <Dialog open onClose={props.onClose} title={t`Edit program`}>
      {loaded.status === 'loading' ? (
        <Skeleton lines={6} label={t`Loading program…`} />
      ) : (
        <ErrorState title={t`Error Loading Program`} onRetry={loaded.retry} />
      )}
    </Dialog>
  );
}
