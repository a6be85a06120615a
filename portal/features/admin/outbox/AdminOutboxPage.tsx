import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as adminOutbox from '#sdk/resources/admin-outbox';
import type { EmailStatus, OutboxEmail } from '#sdk/schemas/outbox';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useDebounced } from '#portal/lib/use-debounced.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Badge, type BadgeTone } from '#portal/ui/Badge/Badge.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { type Column, Table } from '#portal/ui/Table/Table.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from './outbox.css.ts';

const TONES: Record<EmailStatus, BadgeTone> = { PENDING: 'warning', SENT: 'success', FAILED: 'danger' };

/** /admin/outbox: every e-mail the platform wrote (sent, waiting or failed), newest first, with its text. */
export default function AdminOutboxPage() {
  const { t } = useLingui();
  usePageTitle(t`E-mail outbox`);
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [to, setTo] = useState('');
  const recipient = useDebounced(to.trim(), 300);
  const valid = !recipient || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipient);
  const data = useLoad(
    () => adminOutbox.list(api, { page, limit: 20, to: valid ? recipient : undefined }),
    `${page}-${valid ? recipient : ''}`,
  );
  const statuses: Record<EmailStatus, string> = { PENDING: t`Waiting`, SENT: t`Sent`, FAILED: t`Failed` };
  const columns: Column<OutboxEmail>[] = [
    {
      key: 'created',
      header: t`Written`,
      nowrap: true,
      cell: (e) => format.date(e.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    { key: 'to', header: t`To`, cell: (e) => <bdi dir="ltr">{e.to}</bdi> },
    {
      key: 'subject',
      header: t`Subject`,
      cell: (e) => (
        <details>
          <summary>
            <bdi>{e.subject}</bdi>
          </summary>
          <pre dir="auto" className={styles.text}>
            {e.text}
          </pre>
        </details>
      ),
    },
    {
      key: 'status',
      header: t`Status`,
      nowrap: true,
      cell: (e) => <Badge tone={TONES[e.status]}>{statuses[e.status]}</Badge>,
    },
    { key: 'attempts', header: t`Attempts`, cell: (e) => format.number(e.attempts) },
  ];
  return (
    <>
      <PageHeader
        title={<Trans>E-mail outbox</Trans>}
        lead={
          <Trans>
            Every e-mail the platform wrote. Without an SMTP server they are also kept as .eml files in the data folder.
          </Trans>
        }
      />
      <Card>
        <TextField
          label={t`Recipient`}
          type="email"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setPage(1);
          }}
        />
        {data.status === 'loading' && <Skeleton lines={5} label={t`Loading the outbox…`} />}
        {data.status === 'failed' && <ErrorState title={t`The outbox could not be loaded`} onRetry={data.retry} />}
        {data.status === 'ready' && (
          <>
            <Table
              caption={t`E-mails`}
              hideCaption
              columns={columns}
              rows={data.data.emails}
              rowKey={(e) => e.id}
              empty={t`No e-mails yet.`}
            />
            <Pagination page={page} pages={data.data.pagination.pages} onChange={setPage} />
          </>
        )}
      </Card>
    </>
  );
}
