import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import * as audit from '#sdk/resources/admin-audit';
import type { AuditEntry } from '#sdk/schemas/audit';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { type Column, Table } from '#portal/ui/Table/Table.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';

/** The changed fields of an entry, `field: before → after`, as the log keeps them. */
const changes = (entry: AuditEntry) =>
  [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].map((field) => {
    const show = (value: unknown) => (value === undefined ? '–' : JSON.stringify(value));
    return `${field}: ${show(entry.before?.[field])} → ${show(entry.after?.[field])}`;
  });

/** The audit log of admin changes: who, when, what, before and after. */
export function AuditLog() {
  const { t } = useLingui();
  const format = useFormat();
  const { error: errorMessage } = useErrorText();
  const [page, setPage] = useState(1);
  const data = useLoad(() => audit.list(api, { page }), String(page));
  const columns: Column<AuditEntry>[] = [
    {
      key: 'when',
      header: t`When`,
      nowrap: true,
      cell: (e) => format.date(e.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    { key: 'who', header: t`Who`, cell: (e) => <span dir="ltr">{e.actorEmail ?? '–'}</span> },
    {
      key: 'what',
      header: t`What`,
      cell: (e) => (
        <div className={styles.stack}>
          <span dir="ltr">
            {e.entity} #{e.entityId} · {e.action}
          </span>
          {e.label && (
            <span className={styles.muted}>
              <bdi>{e.label}</bdi>
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'changes',
      header: t`Before → after`,
      cell: (e) => (
        <div className={styles.stack} dir="ltr">
          {changes(e)
            .slice(0, 6)
            .map((line) => (
              <span key={line} className={styles.muted}>
                {line}
              </span>
            ))}
        </div>
      ),
    },
  ];
  let content: ReactNode;
  if (data.status === 'loading') content = <Skeleton lines={5} height="2.5rem" label={t`Loading the audit log…`} />;
  else if (data.status === 'failed')
    content = (
      <ErrorState title={t`Error loading the audit log`} message={errorMessage(data.error)} onRetry={data.retry} />
    );
  else
    content = (
      <>
        <Table
          caption={t`Audit log`}
          columns={columns}
          rows={data.data.entries}
          rowKey={(e) => e.id}
          empty={<EmptyState title={t`No admin changes yet`} />}
        />
        <Pagination page={page} pages={data.data.pagination.pages} onChange={setPage} />
      </>
    );
  return content;
}
