import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentDocument } from '#sdk/schemas/document';
import { useErrorText } from '#portal/lib/error-text.ts';
import { saveDocument } from '#portal/lib/save-document.ts';
import { useConfirmedDelete } from '#portal/lib/use-confirmed-delete.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';

/**
 * Download and Delete on each row of a document list, and the confirmation before a delete:
 * the student's document manager and the agency's student page share them. `remove` is the
 * call that deletes (the student's own, or the agency's for its student).
 */
export function useDocumentActions({
  remove,
  onDeleted,
}: {
  remove: (document: StudentDocument) => Promise<unknown>;
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const download = async (document: StudentDocument) => {
    try {
      await saveDocument(document);
    } catch (error) {
      toast.error(t`Download failed`, errorMessage(error));
    }
  };
  const deletion = useConfirmedDelete<StudentDocument>({
    remove,
    deleted: t`Document deleted successfully`,
    failed: t`Failed to delete document`,
    onDeleted,
  });
  const deletingName = deletion.target?.fileName ?? '';

  const actions = (document: StudentDocument) => {
    const fileName = document.fileName;
    return (
      <>
        <Button variant="secondary" size="sm" onClick={() => download(document)} aria-label={t`Download ${fileName}`}>
          <Trans>Download</Trans>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => deletion.ask(document)} aria-label={t`Delete ${fileName}`}>
          <Trans>Delete</Trans>
        </Button>
      </>
    );
  };
  const dialog = (
    <ConfirmDialog {...deletion.dialog} title={t`Delete document?`} confirmLabel={t`Delete`} danger>
      <p>
        <Trans>
          <span dir="auto">{deletingName}</span> will be deleted. This cannot be undone.
        </Trans>
      </p>
    </ConfirmDialog>
  );
  return { actions, dialog };
}
