import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as webhooks from '#sdk/resources/webhooks';
import type { Webhook, WebhookDelivery, WebhookDeliveryStatus } from '#sdk/schemas/webhooks';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Badge, type BadgeTone } from '#portal/ui/Badge/Badge.tsx';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Spinner } from '#portal/ui/Spinner/Spinner.tsx';
import { type Column, Table } from '#portal/ui/Table/Table.tsx';
import { DELIVERY_STATUS_NAMES, WEBHOOK_EVENT_NAMES } from './webhook-event-names.ts';

const TONES: Record<WebhookDeliveryStatus, BadgeTone> = { PENDING: 'warning', DELIVERED: 'success', FAILED: 'danger' };

/** A webhook's delivery log: each event, its status, attempts and the endpoint's last answer. */
export function WebhookDeliveriesDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { error: errorMessage } = useErrorText();
  const [page, setPage] = useState(1);
  const data = useLoad(() => webhooks.deliveries(api, webhook.id, { page }), `${webhook.id}:${page}`);
  const when = (iso: string | null) => (iso ? format.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const columns: Column<WebhookDelivery>[] = [
    { key: 'event', header: t`Event`, cell: (d) => i18n._(WEBHOOK_EVENT_NAMES[d.event]) },
    {
      key: 'status',
      header: t`Status`,
      cell: (d) => <Badge tone={TONES[d.status]}>{i18n._(DELIVERY_STATUS_NAMES[d.status])}</Badge>,
    },
    { key: 'attempts', header: t`Attempts`, cell: (d) => format.number(d.attempts) },
    { key: 'answer', header: t`Answer`, cell: (d) => <bdi>{d.responseStatus ?? d.error ?? '—'}</bdi> },
    { key: 'created', header: t`Sent`, nowrap: true, cell: (d) => when(d.createdAt) },
  ];
  return (
    <Dialog open onClose={onClose} title={t`Deliveries`}>
      <p dir="ltr">
        <code>{webhook.url}</code>
      </p>
      {data.status === 'loading' && <Spinner block label={t`Loading…`} />}
      {data.status === 'failed' && (
        <ErrorState title={t`Error loading deliveries`} message={errorMessage(data.error)} onRetry={data.retry} />
      )}
      {data.status === 'ready' && (
        <>
          <Table
            caption={t`Deliveries`}
            hideCaption
            columns={columns}
            rows={data.data.deliveries}
            rowKey={(d) => d.id}
            empty={t`Nothing sent yet.`}
          />
          <Pagination page={page} pages={data.data.pagination.pages} onChange={setPage} />
        </>
      )}
    </Dialog>
  );
}
