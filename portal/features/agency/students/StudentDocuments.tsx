import { Trans, useLingui } from '@lingui/react/macro';
import * as students from '#sdk/resources/agency-students';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { DocumentList } from '#portal/lib/documents/DocumentList.tsx';
import { UploadDialog } from '#portal/lib/documents/UploadDialog.tsx';
import { useDocumentActions } from '#portal/lib/documents/use-document-actions.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePolled } from '#portal/lib/use-polled.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';

/** The Documents tab of a student's page: the student's documents, kept by the agency; the student sees the same. */
export function StudentDocuments({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const { error: errorMessage } = useErrorText();
  const [uploadOpen, setUploadOpen] = useState(false);
  // Loaded once; reloaded in the background (no skeleton) after an upload or a delete.
  const list = usePolled(() => students.listDocuments(api, studentId), `documents-${studentId}`, 0);
  const rowActions = useDocumentActions({
    remove: (document) => students.removeDocument(api, studentId, document.id),
    onDeleted: list.refresh,
  });
  const upload = (
    <Button size="sm" onClick={() => setUploadOpen(true)}>
      <Trans>Upload Documents</Trans>
    </Button>
  );
  return (
    <Card title={t`Documents`} actions={upload}>
      {list.status === 'loading' ? (
        <Skeleton lines={3} label={t`Loading documents…`} />
      ) : list.status === 'failed' ? (
        <ErrorState title={t`Error Loading Documents`} message={errorMessage(list.error)} onRetry={list.retry} />
      ) : list.data.documents.length ? (
        <DocumentList documents={list.data.documents} actions={rowActions.actions} />
      ) : (
        <EmptyState
          title={t`No documents yet`}
          description={t`Upload the student's transcripts, certificates and passport to have them ready for applications.`}
        />
      )}
      <UploadDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={list.refresh}
        send={(form, onProgress, signal) =>
          students.uploadDocumentsWithProgress(api, studentId, form, onProgress, signal)
        }
      />
      {rowActions.dialog}
    </Card>
  );
}
