import { useLingui } from '@lingui/react/macro';
import type { ApplicationEvent } from '#sdk/schemas/application';
import type { DocumentType } from '#sdk/schemas/enums';
import type { AdminRejectionReason, DocumentRequest } from '#sdk/schemas/review';
import { useFormat } from '#portal/lib/format.ts';
import { ADMIN_REJECTION_REASON_LABELS, APPLICATION_STATUS_LABELS, DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { useActorLabel } from '#portal/lib/actor-label.ts';
import * as styles from './Timeline.css.ts';

/**
 * The due date of each document request's step: every request made one DOCUMENTS_REQUESTED
 * step, so the steps in their order are the requests in theirs (the requests come newest first).
 */
const dueDates = (events: ApplicationEvent[], requests: Pick<DocumentRequest, 'dueDate'>[]) => {
  const oldestFirst = [...requests].reverse();
  const steps = events.filter((event) => event.kind === 'DOCUMENTS_REQUESTED');
  return new Map(steps.map((event, index) => [event.id, oldestFirst[index]?.dueDate]));
};

/**
 * An application's timeline (ARCHITECTURE.md, Decisions): every recorded step, oldest first, with what happened,
 * when, who (their role and name) and the note. `viewerId` marks the viewer's own steps as "you";
 * with the application's `documentRequests`, a request's step shows its due date.
 */
export function Timeline({
  events,
  viewerId,
  documentRequests = [],
}: {
  events: ApplicationEvent[];
  viewerId?: number;
  documentRequests?: Pick<DocumentRequest, 'dueDate'>[];
}) {
  const { t } = useLingui();
  const due = dueDates(events, documentRequests);
  return (
    <ol className={styles.timeline} data-testid="timeline" aria-label={t`Timeline`}>
      {events.map((event) => (
        <Step key={event.id} event={event} viewerId={viewerId} dueDate={due.get(event.id)} />
      ))}
    </ol>
  );
}

function Step({ event, viewerId, dueDate }: { event: ApplicationEvent; viewerId?: number; dueDate?: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const actorLabel = useActorLabel();
  const when = format.date(event.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  const status = i18n._(APPLICATION_STATUS_LABELS[event.toStatus]);
  const types = (event.reason ?? '')
    .split(',')
    .filter((type): type is DocumentType => type in DOCUMENT_TYPE_LABELS)
    .map((type) => i18n._(DOCUMENT_TYPE_LABELS[type]))
    .join(i18n.locale === 'ar' ? '، ' : ', ');
  const deferredTo =
    event.kind === 'OFFER_DEFERRED' && event.reason
      ? format.date(event.reason, { dateStyle: 'medium', timeZone: 'UTC' })
      : '';
  const title = {
    STATUS: event.fromStatus === null ? t`Created as ${status}` : t`Moved to ${status}`,
    DOCUMENT_VERIFIED: t`Document verified: ${types}`,
    DOCUMENT_REJECTED: t`Document rejected: ${types}`,
    DOCUMENT_WAIVED: t`Document waived: ${types}`,
    DOCUMENT_REOPENED: t`Document back to received: ${types}`,
    DOCUMENTS_REQUESTED: t`Documents requested: ${types}`,
    DOCUMENTS_ANSWERED: t`Requested documents sent: ${types}`,
    OFFER_DEFERRED: t`Offer deferred to the intake starting ${deferredTo}`,
  }[event.kind];
  const reason =
    event.kind === 'STATUS' && event.reason && event.reason in ADMIN_REJECTION_REASON_LABELS
      ? i18n._(ADMIN_REJECTION_REASON_LABELS[event.reason as AdminRejectionReason])
      : null;
  const actor = event.actor;
  const who = actor && actor.id === viewerId ? t`you` : actorLabel(actor);
  return (
    <li className={styles.step}>
      <span className={styles.dot} aria-hidden="true" />
      <div>
        <p className={styles.title}>{title}</p>
        <p className={styles.meta}>{who ? t`${when} by ${who}` : when}</p>
        {reason && <p className={styles.meta}>{t`Reason: ${reason}`}</p>}
        {dueDate && <p className={styles.meta}>{t`Due by ${format.date(dueDate, { dateStyle: 'medium' })}`}</p>}
        {event.note && (
          <p className={styles.note} dir="auto">
            {event.note}
          </p>
        )}
      </div>
    </li>
  );
}
