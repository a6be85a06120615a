import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { ActivityEntry, ActivityFeed as Feed } from '#sdk/schemas/activity';
import { useActorLabel } from '#portal/lib/actor-label.ts';
import { isolate } from '#portal/lib/bidi.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { APPLICATION_STATUS_LABELS } from '#portal/lib/labels.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as styles from '#portal/ui/Timeline/Timeline.css.ts';

/** What happened, in words. */
function useActivityTitle() {
  const { t, i18n } = useLingui();
  return (entry: ActivityEntry) => {
    const detail = entry.detail ? isolate(entry.detail) : '';
    const to = entry.toStatus ? i18n._(APPLICATION_STATUS_LABELS[entry.toStatus]) : '';
    const from = entry.fromStatus ? i18n._(APPLICATION_STATUS_LABELS[entry.fromStatus]) : '';
    return {
      CREATED: t`Student added`,
      EDITED: detail ? t`Student record edited: ${detail}` : t`Student record edited`,
      DOCUMENT_ADDED: t`Document uploaded: ${detail}`,
      APPLICATION_CREATED: t`Application created`,
      STATUS_CHANGED: from ? t`Status changed from ${from} to ${to}` : t`Status set to ${to}`,
      APPLICATION_STEP: t`Application step: ${detail}`,
      MESSAGE: t`Message sent: ${detail}`,
      TASK_CREATED: t`Task created: ${detail}`,
      TASK_DONE: t`Task done: ${detail}`,
    }[entry.kind];
  };
}

/**
 * The activity of an agency's student or application: who did what and when, newest
 * first, a page at a time. `load` reads one page (GET /students/{id}/activity or /applications/{id}/activity).
 */
export function ActivityFeed({ load, loadKey }: { load: (page: number) => Promise<Feed>; loadKey: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const { error: errorMessage } = useErrorText();
  const actorLabel = useActorLabel();
  const title = useActivityTitle();
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => load(page), `${loadKey}:${page}`);

  let body: ReactNode;
  if (loaded.status === 'loading') body = <Skeleton lines={4} label={t`Loading the activity…`} />;
  else if (loaded.status === 'failed')
    body = (
      <ErrorState title={t`Error loading the activity`} message={errorMessage(loaded.error)} onRetry={loaded.retry} />
    );
  else if (loaded.data.activity.length === 0)
    body = (
      <p>
        <Trans>No activity yet.</Trans>
      </p>
    );
  else
    body = (
      <>
        <ol className={styles.timeline} data-testid="activity" aria-label={t`Activity`}>
          {loaded.data.activity.map((entry, index) => {
            const when = format.date(entry.at, { dateStyle: 'medium', timeStyle: 'short' });
            const who = actorLabel(entry.actor);
            const programme = entry.application?.programName;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; a page is read whole
              <li key={`${entry.at}-${index}`} className={styles.step}>
                <span className={styles.dot} aria-hidden="true" />
                <div>
                  <p className={styles.title}>{title(entry)}</p>
                  <p className={styles.meta}>{who ? t`${when} by ${who}` : when}</p>
                  {programme && <p className={styles.meta}>{t`Application: ${isolate(programme)}`}</p>}
                </div>
              </li>
            );
          })}
        </ol>
        <Pagination page={page} pages={loaded.data.pagination.pages} onChange={setPage} />
      </>
    );
  return <Card title={t`Activity`}>{body}</Card>;
}
