import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as apiKeys from '#sdk/resources/api-keys';
import type { ApiKey } from '#sdk/schemas/api-keys';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Spinner } from '#portal/ui/Spinner/Spinner.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { API_KEY_SCOPE_NAMES } from './api-key-scope-names.ts';
import { NewApiKeyDialog } from './NewApiKeyDialog.tsx';

/** The account's API keys (GET /keys), for its own software: create one, see its last use, revoke it. */
export function ApiKeysCard() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { error: errorMessage } = useErrorText();
  const data = useLoad(() => apiKeys.listApiKeys(api), 'api-keys');
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const { busy, run } = useAction();

  const revoke = (key: ApiKey) =>
    run(() => apiKeys.revokeApiKey(api, key.id), {
      done: t`Key revoked`,
      failed: t`The key was not revoked`,
      onDone: () => {
        setRevoking(null);
        data.retry();
      },
    });
  const when = (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Card title={t`API keys`}>
      <p className={styles.lead}>
        <Trans>
          Keys let your own software (a CRM, your website) use the API for this account, without your password.
        </Trans>
      </p>
      {data.status === 'loading' && <Spinner block label={t`Loading…`} />}
      {data.status === 'failed' && (
        <ErrorState title={t`Error loading API keys`} message={errorMessage(data.error)} onRetry={data.retry} />
      )}
      {data.status === 'ready' && (
        <ul aria-label={t`API keys`} className={styles.stack}>
          {data.data.apiKeys.map((key) => (
            <li key={key.id}>
              <strong>
                <bdi>{key.name}</bdi>
              </strong>{' '}
              <code dir="ltr">{key.prefix}…</code>
              <div className={styles.lead}>
                {key.scopes.map((scope) => i18n._(API_KEY_SCOPE_NAMES[scope])).join(i18n.locale === 'ar' ? '، ' : ', ')}
              </div>
              <div className={styles.lead}>
                {key.lastUsedAt ? (
                  <Trans>
                    Created {when(key.createdAt)} · last used {when(key.lastUsedAt)}
                  </Trans>
                ) : (
                  <Trans>Created {when(key.createdAt)} · never used</Trans>
                )}
              </div>
              <Button variant="secondary" size="sm" onClick={() => setRevoking(key)}>
                <Trans>Revoke</Trans>
              </Button>
            </li>
          ))}
          {!data.data.apiKeys.length && (
            <li className={styles.lead}>
              <Trans>No API keys yet.</Trans>
            </li>
          )}
        </ul>
      )}
      <Button onClick={() => setCreating(true)}>
        <Trans>New API key</Trans>
      </Button>
      {creating && <NewApiKeyDialog onClose={() => setCreating(false)} onCreated={data.retry} />}
      <ConfirmDialog
        open={revoking !== null}
        title={t`Revoke this key?`}
        confirmLabel={t`Revoke`}
        danger
        busy={busy}
        onConfirm={() => revoking && revoke(revoking)}
        onCancel={() => setRevoking(null)}
      >
        <p>
          <Trans>
            Software using <bdi>{revoking?.name}</bdi> will be refused from now on. This cannot be undone.
          </Trans>
        </p>
      </ConfirmDialog>
    </Card>
  );
}
