import { Trans, useLingui } from '@lingui/react/macro';
import * as documents from '#sdk/resources/student-documents';
import { DOCUMENT_TYPES, type DocumentType } from '#sdk/schemas/enums';
import { type ReactNode, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { DocumentList } from '#portal/lib/documents/DocumentList.tsx';
import * as styles from '#portal/features/student/student.css.ts';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { useDebounced } from '#portal/lib/use-debounced.ts';
import { usePolled } from '#portal/lib/use-polled.ts';
import { UploadDialog } from '#portal/lib/documents/UploadDialog.tsx';
import { useDocumentActions } from '#portal/lib/documents/use-document-actions.tsx';

type StatusFilter = 'all' | 'verified' | 'pending';

/** The student's document manager (spec part 1, 2): stats, search, filters, list, upload; refreshed every 30 s. */
export default function StudentDocumentsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`My Documents`);
  const format = useFormat();
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
    () =>
      Promise.all([documents.list(api, query), documents.stats(api)]).then(([list, stats]) => ({ ...list, ...stats })),
    JSON.stringify(query),
  );

  const rowActions = useDocumentActions({
    remove: (document) => documents.remove(api, document.id),
    onDeleted: data.refresh,
  });

  const filtered = Boolean(query.search || query.documentType || query.verified !== undefined);
  let content: ReactNode;
  if (data.status === 'loading') content = <Skeleton lines={5} height="3rem" label={t`Loading your documents…`} />;
  else if (data.status === 'failed')
    content = <ErrorState title={t`Error Loading Documents`} message={errorMessage(data.error)} onRetry={data.retry} />;
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
  else content = <DocumentList documents={data.data.documents} actions={rowActions.actions} />;

  const stats = data.status === 'ready' ? data.data.stats : undefined;
  const figure = (n: number | undefined) => (n === undefined ? '–' : format.number(n));
  return (
    <div className={styles.page}>
      <PageHeader
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
          <TextField
            label={t`Search documents`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
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

      <UploadDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={data.refresh}
        send={(form, onProgress, signal) => documents.uploadWithProgress(api, form, onProgress, signal)}
      />
      {rowActions.dialog}
    </div>
  );
}
