import { Trans, useLingui } from '@lingui/react/macro';
import * as sessionsApi from '#sdk/resources/sessions';
import type { DeviceSession } from '#sdk/schemas/session';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Spinner } from '#portal/ui/Spinner/Spinner.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';

/** Where the user is signed in (GET /auth/sessions): sign one other device out, or all of them. */
export function SessionsCard() {
  const { t } = useLingui();
  const format = useFormat();
  const { error: errorMessage } = useErrorText();
  const data = useLoad(() => sessionsApi.listSessions(api), 'sessions');
  const { pending: sending, run } = useAction<string>();

  const signOut = (ids: number[], which: string) =>
    run(
      async () => {
        for (const id of ids) await sessionsApi.endSession(api, id);
      },
      { kind: which, done: t`Signed out`, failed: t`The device was not signed out`, onDone: data.retry },
    );

  const deviceName = ({ browser, os }: DeviceSession) =>
    browser && os ? t`${browser} on ${os}` : (browser ?? os ?? t`Unknown device`);
  const when = (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Card title={t`Signed-in devices`}>
      {data.status === 'loading' && <Spinner block label={t`Loading…`} />}
      {data.status === 'failed' && (
        <ErrorState title={t`Error loading devices`} message={errorMessage(data.error)} onRetry={data.retry} />
      )}
      {data.status === 'ready' && (
        <>
          <ul aria-label={t`Signed-in devices`} className={styles.stack}>
            {data.data.sessions.map((session) => (
              <li key={session.id}>
                <strong>
                  <bdi>{deviceName(session)}</bdi>
                </strong>{' '}
                {session.current && <Badge tone="success">{t`This device`}</Badge>}
                <div className={styles.lead}>
                  <Trans>
                    Address <bdi>{session.address ?? '—'}</bdi> · first used {when(session.firstUsedAt)} · last used{' '}
                    {when(session.lastUsedAt)}
                  </Trans>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={sending === `session-${session.id}`}
                    onClick={() => signOut([session.id], `session-${session.id}`)}
                  >
                    <Trans>Sign out</Trans>
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {data.data.sessions.some((session) => !session.current) && (
            <Button
              variant="danger"
              loading={sending === 'others'}
              onClick={() =>
                signOut(
                  data.data.sessions.filter((session) => !session.current).map((session) => session.id),
                  'others',
                )
              }
            >
              <Trans>Sign out all other devices</Trans>
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
