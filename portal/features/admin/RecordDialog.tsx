import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';

/**
 * The dialog that adds or edits one record of an admin list: its fields, then Cancel and the
 * save button ("Save Changes" when editing) below; it stays open while `busy`.
 */
export function RecordDialog({
  title,
  editing,
  addLabel,
  busy,
  onSave,
  onClose,
  children,
}: {
  title: string;
  editing: boolean;
  /** The save button's text when adding ("Add Agency"). */
  addLabel: ReactNode;
  busy: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
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
          <Button onClick={onSave} loading={busy}>
            {editing ? <Trans>Save Changes</Trans> : addLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
