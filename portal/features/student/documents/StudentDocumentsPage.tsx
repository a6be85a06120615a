import { Trans, useLingui } from '@lingui/react/macro';
import * as documents from '#sdk/resources/student-documents';
import type { StudentDocument } from '#sdk/schemas/document';
import { DOCUMENT_TYPES, type DocumentType } from '#sdk/schemas/enums';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormat } from '../../../lib/format.ts';
import { DOCUMENT_TYPE_LABELS } from '../../../lib/labels.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { EmptyState } from '../../../ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../ui/ErrorState/ErrorState.tsx';
import { Select } from '../../../ui/Select/Select.tsx';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { StatCard } from '../../../ui/StatCard/StatCard.tsx';
import { TextField } from '../../../ui/TextField/TextField.tsx';
import { useToast } from '../../../ui/Toasts/Toasts.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { DocumentList } from '../DocumentList.tsx';
import * as styles from '../student.css.ts';
import { StudentPageHeader } from '../StudentPageHeader.tsx';
import { useDebounced } from '../use-debounced.ts';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';
import { usePolled } from '../use-polled.ts';
import { saveDocument } from './save-document.ts';
import { UploadDialog } from './UploadDialog.tsx';

type StatusFilter = 'all' | 'verified' | 'pending';

/** The student's document manager (spec part 1, 2): stats, search, filters, list, upload; refreshed every 30 s. */
export default function StudentDocumentsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`My Documents`);
  const format = useFormat();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const [search, setSearch] = useState('');
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [uploadOpen, setUploadOpen] = useState(false);
  const query = {
    search: useDebounced(search.trim()) || undefined,
    documentType: documentType || undefined,
    verified: status === 'all' ? undefined : status === 'verified',
  };
  const data = usePolled(
    () => Promise.all([documents.list(api, query), documents.stats(api)]).then(([list, stats]) => ({ ...list, ...stats })),
    JSON.stringify(query),
  );

  const download = async (document: StudentDocument) => {
    try {
      await saveDocument(document);
    } catch (error) {
      toast.error(t`Download failed`, errorMessage(error));
    }
  };
  const deletion = useConfirmedDelete<StudentDocument>({
    remove: (document) => documents.remove(api, document.id),
    deleted: t`Document deleted successfully`,
    failed: t`Failed to delete document`,
    onDeleted: data.refresh,
  });

  const filtered = Boolean(query.search || query.documentType || query.verified !== undefined);
  let content;
  if (data.status === 'loading') content = <Skeleton lines={5} height="3rem" label={t`Loading your documents…`} />;
  else if (data.status === 'failed') content = <ErrorState title={t`Error Loading Documents`} message={errorMessage(data.error)} onRetry={data.retry} />;
  else if (!data.data.documents.length)
    content = filtered ? (
      <EmptyState icon="search" title={t`No documents match your filters`} />
    ) : (
      <EmptyState
        title={t`No documents yet`}
        description={t`Upload your transcripts, certificates and passport to have them ready for your applications.`}
        action={<Button onClick={() => setUploadOpen(true)}>{t`Upload Documents`}</Button>}
      />
    );
  else
    content = (
      <DocumentList
        documents={data.data.documents}
        actions={(document) => {
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
        }}
      />
    );

  const stats = data.status === 'ready' ? data.data.stats : undefined;
  const deletingName = deletion.target?.fileName ?? '';
  const figure = (n: number | undefined) => (n === undefined ? '–' : format.number(n));
  return (
    <div className={styles.page}>
      <StudentPageHeader
        title={<Trans>My Documents</Trans>}
        lead={<Trans>Keep the documents your applications need in one place.</Trans>}
        action={
          <Button onClick={() => setUploadOpen(true)}>
            <Trans>Upload Documents</Trans>
          </Button>
        }
      />

      <div className={styles.stats}>
        <StatCard label={t`Total Documents`} value={figure(stats?.total)} />
        <StatCard label={t`Verified`} value={figure(stats?.verified)} />
        <StatCard label={t`Pending Review`} value={figure(stats?.pending)} />
      </div>

      <Card>
        <div className={styles.toolbar}>
          <TextField label={t`Search documents`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          <Select
            label={t`Document type`}
            placeholder={t`All types`}
            options={DOCUMENT_TYPES.map((type) => ({ value: type, label: i18n._(DOCUMENT_TYPE_LABELS[type]) }))}
            value={documentType}
            onChange={(event) => setDocumentType(event.target.value as DocumentType | '')}
          />
          <Select
            label={t`Status`}
            options={[
              { value: 'all', label: t`All statuses` },
              { value: 'verified', label: t`Verified` },
              { value: 'pending', label: t`Pending` },
            ]}
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
          />
        </div>
        {content}
      </Card>

      <UploadDialog open={uploadOpen} onClose={() => setUploadOpen(false)} onUploaded={data.refresh} />
      <ConfirmDialog {...deletion.dialog} title={t`Delete document?`} confirmLabel={t`Delete`} danger>
        <p>
          <Trans>
            <span dir="auto">{deletingName}</span> will be deleted. This cannot be undone.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
