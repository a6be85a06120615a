import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { StudentDocument } from '#sdk/schemas/document';
import type { ReactNode } from 'react';
import { fileSize, useFormat } from '#portal/lib/format.ts';
import { DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { DocumentStateBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';
import * as styles from '#portal/ui/rows.css.ts';

/** Documents as rows: name, type, size, upload date and Verified, Rejected (with why) or Pending, with optional actions. */
export function DocumentList({
  documents,
  actions,
}: {
  documents: readonly StudentDocument[];
  actions?: (document: StudentDocument) => ReactNode;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <ul className={styles.list} data-testid="document-list">
      {documents.map((document) => (
        <li key={document.id} className={styles.row} data-testid="document-row">
          <div className={styles.rowMain}>
            <p className={styles.rowTitle} dir="auto">
              {document.fileName}
            </p>
            <p className={styles.muted}>
              {i18n._(DOCUMENT_TYPE_LABELS[document.documentType])} · {fileSize(format, document.fileSize)} ·{' '}
              {format.date(document.uploadedAt)}
            </p>
            {document.description && (
              <p className={styles.muted} dir="auto">
                {document.description}
              </p>
            )}
            {document.rejectionRemark && (
              <p className={styles.muted}>
                <Trans>
                  Rejected: <bdi>{document.rejectionRemark}</bdi>
                </Trans>
              </p>
            )}
          </div>
          <div className={styles.actions}>
            <DocumentStateBadge document={document} />
            {actions?.(document)}
          </div>
        </li>
      ))}
    </ul>
  );
}
