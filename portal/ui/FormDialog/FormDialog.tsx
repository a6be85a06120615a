import { Trans } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';

/**
 * A dialog around one form: its fields, and below them (in the dialog's footer, always in view on a
 * long form) Cancel and the submit button. Enter in a field submits; the form's own checks decide
 * (`noValidate`). While `busy` it stays open and its button spins.
 */
export function FormDialog({
  title,
  submitLabel,
  busy,
  danger = false,
  submitDisabled = false,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  /** The submit button's text ("Save Changes", "Reject"). */
  submitLabel: ReactNode;
  busy: boolean;
  /** The submit button in the danger colour (a rejection). */
  danger?: boolean;
  submitDisabled?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form={id}
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            disabled={submitDisabled}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={id} onSubmit={submit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
