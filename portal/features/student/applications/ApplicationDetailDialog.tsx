import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/student-applications';
import type { ApplicationDetail, ApplicationEvent } from '#sdk/schemas/application';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormat } from '../../../lib/format.ts';
import { APPLICATION_STATUS_LABELS, USER_TYPE_LABELS } from '../../../lib/labels.ts';
import { useUser } from '../../../lib/session.ts';
import { paths } from '../../../paths.ts';
import { Button, ButtonLink } from '../../../ui/Button/Button.tsx';
import { Dialog } from '../../../ui/Dialog/Dialog.tsx';
import { ErrorState } from '../../../ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { useToast } from '../../../ui/Toasts/Toasts.tsx';
import { useDegreeLabel } from '../ApplicationList.tsx';
import { StatusBadge } from '../StatusBadge.tsx';
import * as styles from '../student.css.ts';
import { usePolled } from '../use-polled.ts';
import * as dialogStyles from './ApplicationDetailDialog.css.ts';
import { usePlace } from '../use-place.ts';

/** One application with its timeline: every status step, when and by whom (DESIGN.md). */
export function ApplicationDetailDialog({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { t } = useLingui();
  const detail = usePolled(() => applications.retrieve(api, id), `application-${id}`, 0);
  return (
    <Dialog open onClose={onClose} title={t`Application Details`}>
      {detail.status === 'loading' && <Skeleton lines={6} label={t`Loading the application…`} />}
      {detail.status === 'failed' && <ErrorState title={t`Error Loading Application`} onRetry={detail.retry} />}
      {detail.status === 'ready' && (
        <Details
          application={detail.data.application}
          onChanged={() => {
            detail.refresh();
            onChanged();
          }}
        />
      )}
    </Dialog>
  );
}

function Details({ application, onChanged }: { application: ApplicationDetail; onChanged: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const degree = useDegreeLabel();
  const place = usePlace();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const [busy, setBusy] = useState<'submit' | 'withdraw' | null>(null);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const draft = application.status === 'DRAFT';
  const withdrawable = draft || application.status === 'SUBMITTED';
  const responseDays = application.university.responseTimeDays === null ? null : format.number(application.university.responseTimeDays);

  const act = async (action: 'submit' | 'withdraw') => {
    setBusy(action);
    try {
      if (action === 'submit') {
        await applications.submit(api, application.id);
        toast.success(t`Application submitted successfully`);
      } else {
        await applications.withdraw(api, application.id);
        toast.success(t`Application withdrawn`);
      }
      onChanged();
    } catch (error) {
      toast.error(action === 'submit' ? t`Failed to submit application` : t`Failed to withdraw application`, errorMessage(error));
    } finally {
      setBusy(null);
      setConfirmWithdraw(false);
    }
  };

  return (
    <div className={styles.sectionGap}>
      <div>
        <p className={styles.rowTitle}>{application.programName}</p>
        <p className={styles.muted}>
          {application.university.name} · {place(application.university)}
        </p>
        <p className={styles.muted}>{degree(application.degreeLevel)}</p>
      </div>
      <div className={styles.actions}>
        <StatusBadge status={application.status} />
        {responseDays !== null && (
          <span className={styles.muted}>
            <Trans>Usual response time: {responseDays} days</Trans>
          </span>
        )}
      </div>
      {application.personalStatement && <Text title={t`Personal statement`} text={application.personalStatement} />}
      {application.motivationLetter && <Text title={t`Motivation letter`} text={application.motivationLetter} />}
      {application.universityNotes && <Text title={t`Notes from the university`} text={application.universityNotes} />}
      <section>
        <h3 className={dialogStyles.heading}>
          <Trans>Timeline</Trans>
        </h3>
        <ol className={dialogStyles.timeline} data-testid="timeline">
          {application.events.map((event) => (
            <TimelineStep key={event.id} event={event} />
          ))}
        </ol>
      </section>
      {confirmWithdraw ? (
        <div className={styles.banner.info} role="alert">
          <p className={styles.bannerText}>
            <Trans>Withdraw this application? This cannot be undone.</Trans>
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={() => setConfirmWithdraw(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button variant="danger" size="sm" loading={busy === 'withdraw'} onClick={() => act('withdraw')}>
              <Trans>Withdraw</Trans>
            </Button>
          </div>
        </div>
      ) : (
        (draft || withdrawable) && (
          <div className={styles.actions}>
            {draft && (
              <>
                <ButtonLink to={paths.student.editApplication(application.id)} variant="secondary">
                  <Trans>Edit</Trans>
                </ButtonLink>
                <Button loading={busy === 'submit'} disabled={busy !== null} onClick={() => act('submit')}>
                  <Trans>Submit Application</Trans>
                </Button>
              </>
            )}
            {withdrawable && (
              <Button variant="ghost" disabled={busy !== null} onClick={() => setConfirmWithdraw(true)}>
                <Trans>Withdraw</Trans>
              </Button>
            )}
          </div>
        )
      )}
    </div>
  );
}

function Text({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h3 className={dialogStyles.heading}>{title}</h3>
      <p className={dialogStyles.text} dir="auto">
        {text}
      </p>
    </section>
  );
}

function TimelineStep({ event }: { event: ApplicationEvent }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const user = useUser();
  const when = format.date(event.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  const status = i18n._(APPLICATION_STATUS_LABELS[event.toStatus]);
  const who = !event.actor ? null : event.actor.id === user?.id ? t`you` : i18n._(USER_TYPE_LABELS[event.actor.userType]);
  return (
    <li className={dialogStyles.step}>
      <span className={dialogStyles.dot} aria-hidden="true" />
      <div>
        <p className={dialogStyles.stepTitle}>{event.fromStatus === null ? <Trans>Created as {status}</Trans> : <Trans>Moved to {status}</Trans>}</p>
        <p className={styles.muted}>{who ? <Trans>{when} by {who}</Trans> : when}</p>
        {event.note && (
          <p className={dialogStyles.text} dir="auto">
            {event.note}
          </p>
        )}
      </div>
    </li>
  );
}
