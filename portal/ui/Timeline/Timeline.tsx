import { useLingui } from '@lingui/react/macro';
import type { ApplicationEvent } from '#sdk/schemas/application';
import type { DocumentType } from '#sdk/schemas/enums';
import type { AdminRejectionReason } from '#sdk/schemas/review';
import { useFormat } from '#portal/lib/format.ts';
import {
  ADMIN_REJECTION_REASON_LABELS,
  APPLICATION_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  USER_TYPE_LABELS,
} from '#portal/lib/labels.ts';
import * as styles from './Timeline.css.ts';
import { isolate } from '#portal/lib/bidi.ts';

/**
 * An application's timeline (ARCHITECTURE.md, Decisions): every recorded step, oldest first, with what happened,
 * when, who (their role and name) and the note. `viewerId` marks the viewer's own steps as "you".
 */
export function Timeline({ events, viewerId }: { events: ApplicationEvent[]; viewerId?: number }) {
  const { t } = useLingui();
  return (
    <ol className={styles.timeline} data-testid="timeline" aria-label={t`Timeline`}>
      {events.map((event) => (
        <Step key={event.id} event={event} viewerId={viewerId} />
      ))}
    </ol>
  );
}

function Step({ event, viewerId }: { event: ApplicationEvent; viewerId?: number }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const when = format.date(event.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  const status = i18n._(APPLICATION_STATUS_LABELS[event.toStatus]);
  const types = (event.reason ?? '')
    .split(',')
    .filter((type): type is DocumentType => type in DOCUMENT_TYPE_LABELS)
    .map((type) => i18n._(DOCUMENT_TYPE_LABELS[type]))
    .join(i18n.locale === 'ar' ? '، ' : ', ');
  const title = {
    STATUS: event.fromStatus === null ? t`Created as ${status}` : t`Moved to ${status}`,
    DOCUMENT_VERIFIED: t`Document verified: ${types}`,
    DOCUMENT_REJECTED: t`Document rejected: ${types}`,
    DOCUMENT_WAIVED: t`Document waived: ${types}`,
    DOCUMENT_REOPENED: t`Document back to received: ${types}`,
    DOCUMENTS_REQUESTED: t`Documents requested: ${types}`,
    DOCUMENTS_ANSWERED: t`Requested documents sent: ${types}`,
  }[event.kind];
  const reason =
    event.kind === 'STATUS' && event.reason && event.reason in ADMIN_REJECTION_REASON_LABELS
      ? i18n._(ADMIN_REJECTION_REASON_LABELS[event.reason as AdminRejectionReason])
      : null;
  const actor = event.actor;
  const role = actor ? i18n._(USER_TYPE_LABELS[actor.userType]) : null;
  const name = actor?.name ? isolate(actor.name) : null;
  const who = !actor ? null : actor.id === viewerId ? t`you` : name ? t`${role} ${name}` : role;
  return (
    <li className={styles.step}>
      <span className={styles.dot} aria-hidden="true" />
      <div>
        <p className={styles.title}>{title}</p>
        <p className={styles.meta}>{who ? t`${when} by ${who}` : when}</p>
        {reason && <p className={styles.meta}>{t`Reason: ${reason}`}</p>}
        {event.note && (
          <p className={styles.note} dir="auto">
            {event.note}
          </p>
        )}
      </div>
    </li>
  );
}
