import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as webhooks from '#sdk/resources/webhooks';
import type { Webhook } from '#sdk/schemas/webhooks';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Spinner } from '#portal/ui/Spinner/Spinner.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { NewWebhookDialog } from './NewWebhookDialog.tsx';
import { ShownOnceDialog } from './ShownOnceDialog.tsx';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog.tsx';
import { WEBHOOK_EVENT_NAMES } from './webhook-event-names.ts';

type Open = { kind: 'new' } | { kind: 'log' | 'remove'; webhook: Webhook } | { kind: 'secret'; secret: string };

/** The account's webhooks (GET /webhooks): events sent to its own endpoints as they happen. */
export function WebhooksCard() {
  const { t, i18n } = useLingui();
  const { error: errorMessage } = useErrorText();
  const data = useLoad(() => webhooks.list(api), 'webhooks');
  const [open, setOpen] = useState<Open | null>(null);
  const { pending, run } = useAction<string>();
  const close = () => setOpen(null);

  const act = <T,>(kind: string, work: () => Promise<T>, done: string, then?: (result: T) => void) =>
    run(work, { kind, done, failed: t`That did not work`, onDone: (result) => (then ?? data.retry)(result) });

  return (
    <Card title={t`Webhooks`}>
      <p className={styles.lead}>
        <Trans>
          We send each event you choose to your endpoint as it happens, signed with the webhook's secret, and retry for
          a day when it does not answer.
        </Trans>
      </p>
      {data.status === 'loading' && <Spinner block label={t`Loading…`} />}
      {data.status === 'failed' && (
        <ErrorState title={t`Error loading webhooks`} message={errorMessage(data.error)} onRetry={data.retry} />
      )}
      {data.status === 'ready' && (
        <ul aria-label={t`Webhooks`} className={styles.stack}>
          {data.data.webhooks.map((hook) => (
            <li key={hook.id}>
              <code dir="ltr">{hook.url}</code>{' '}
              {hook.disabledAt && <Badge tone="danger">{t`Turned off after a day of failures`}</Badge>}
              <div className={styles.lead}>
                {hook.events
                  .map((event) => i18n._(WEBHOOK_EVENT_NAMES[event]))
                  .join(i18n.locale === 'ar' ? '، ' : ', ')}
              </div>
              <div className={styles.row}>
                {hook.disabledAt && (
                  <Button
                    size="sm"
                    loading={pending === `enable-${hook.id}`}
                    onClick={() => act(`enable-${hook.id}`, () => webhooks.enable(api, hook.id), t`Webhook turned on`)}
                  >
                    <Trans>Turn on again</Trans>
                  </Button>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  loading={pending === `test-${hook.id}`}
                  onClick={() => act(`test-${hook.id}`, () => webhooks.sendTest(api, hook.id), t`Test event sent`)}
                >
                  <Trans>Send a test event</Trans>
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setOpen({ kind: 'log', webhook: hook })}>
                  <Trans>Deliveries</Trans>
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={pending === `secret-${hook.id}`}
                  onClick={() =>
                    act(
                      `secret-${hook.id}`,
                      () => webhooks.rotateSecret(api, hook.id),
                      t`New secret made`,
                      ({ secret }) => setOpen({ kind: 'secret', secret }),
                    )
                  }
                >
                  <Trans>New secret</Trans>
                </Button>
                <Button variant="danger" size="sm" onClick={() => setOpen({ kind: 'remove', webhook: hook })}>
                  <Trans>Remove</Trans>
                </Button>
              </div>
            </li>
          ))}
          {!data.data.webhooks.length && (
            <li className={styles.lead}>
              <Trans>No webhooks yet.</Trans>
            </li>
          )}
        </ul>
      )}
      <Button onClick={() => setOpen({ kind: 'new' })}>
        <Trans>New webhook</Trans>
      </Button>
      {open?.kind === 'new' && <NewWebhookDialog onClose={close} onCreated={data.retry} />}
      {open?.kind === 'log' && <WebhookDeliveriesDialog webhook={open.webhook} onClose={close} />}
      {open?.kind === 'secret' && (
        <ShownOnceDialog title={t`The webhook's signing secret`} secret={open.secret} onClose={close} />
      )}
      <ConfirmDialog
        open={open?.kind === 'remove'}
        title={t`Remove this webhook?`}
        confirmLabel={t`Remove`}
        danger
        busy={pending === 'remove'}
        onConfirm={() =>
          open?.kind === 'remove' &&
          act(
            'remove',
            () => webhooks.remove(api, open.webhook.id),
            t`Webhook removed`,
            () => {
              close();
              data.retry();
            },
          )
        }
        onCancel={close}
      >
        <p>
          <Trans>Nothing more is sent to this endpoint, and its delivery log is deleted.</Trans>
        </p>
      </ConfirmDialog>
    </Card>
  );
}
