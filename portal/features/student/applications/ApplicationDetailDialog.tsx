import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/student-applications';
import type { ApplicationDetail } from '#sdk/schemas/application';
import { UNIVERSITY_ACCEPTED } from '#sdk/schemas/enums';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Conversation } from '#portal/lib/conversation/Conversation.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { useUser } from '#portal/lib/session.ts';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import { useDegreeLabel } from '#portal/features/student/ApplicationList.tsx';
import { StatusBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';
import * as styles from '#portal/features/student/student.css.ts';
import { usePolled } from '#portal/lib/use-polled.ts';
import * as dialogStyles from './ApplicationDetailDialog.css.ts';
import { ApplicationDocuments } from './ApplicationDocuments.tsx';
import { Timeline } from '#portal/ui/Timeline/Timeline.tsx';
import { usePlace } from '#portal/lib/place-name.tsx';
import { IntakeStart } from '#portal/lib/IntakeStart.tsx';
import { OfferAnswer } from '#portal/lib/offer/OfferAnswer.tsx';
import { ApplicationVerdict } from '#portal/lib/eligibility/ReasonsList.tsx';

/** One application with its timeline (every status step, when and by whom) and its conversation. */
export function ApplicationDetailDialog({
  id,
  onClose,
  onChanged,
}: {
  id: number;
  onClose: () => void;
  onChanged: () => void;
}) {
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
  const degree = useDegreeLabel();
  const place = usePlace();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const { pending: busy, run } = useAction<'submit' | 'withdraw'>();
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const user = useUser();
  const draft = application.status === 'DRAFT';
  const withdrawable = draft || application.status === 'SUBMITTED';
  const responseDays = application.university.responseTimeDays;

  const downloadLetter = async () => {
    try {
      saveBlob(await applications.decisionLetter(api, application.id), `decision-letter-${application.id}.pdf`);
    } catch (error) {
      toast.error(t`Download failed`, errorMessage(error));
    }
  };

  const act = async (action: 'submit' | 'withdraw') => {
    await run(
      () =>
        action === 'submit' ? applications.submit(api, application.id) : applications.withdraw(api, application.id),
      {
        kind: action,
        done: action === 'submit' ? t`Application submitted successfully` : t`Application withdrawn`,
        failed: action === 'submit' ? t`Failed to submit application` : t`Failed to withdraw application`,
        onDone: onChanged,
      },
    );
    setConfirmWithdraw(false);
  };

  return (
    <div className={styles.sectionGap}>
      <div>
        <p className={styles.rowTitle}>{application.programName}</p>
        <p className={styles.muted}>
          {application.university.name} · {place(application.university)}
        </p>
        <p className={styles.muted}>
          {degree(application.degreeLevel)}
          {application.intakeStartDate && (
            <>
              {' · '}
              <IntakeStart date={application.intakeStartDate} />
            </>
          )}
        </p>
      </div>
      <div className={styles.actions}>
        <StatusBadge status={application.status} />
        {responseDays !== null && (
          <span className={styles.muted}>
            {responseDays === 0 ? (
              <Trans>Usual response time: less than a day</Trans>
            ) : (
              <Plural value={responseDays} one="Usual response time: # day" other="Usual response time: # days" />
            )}
          </span>
        )}
      </div>
      <ApplicationVerdict eligibility={application.eligibility} />
      {application.personalStatement && <Text title={t`Personal statement`} text={application.personalStatement} />}
      {application.motivationLetter && <Text title={t`Motivation letter`} text={application.motivationLetter} />}
      {application.universityNotes && <Text title={t`Notes from the university`} text={application.universityNotes} />}
      {application.decisionConditions && (
        <Text title={t`Conditions of the offer`} text={application.decisionConditions} />
      )}
      {application.status === 'ACCEPTED' && (
        <OfferAnswer
          application={application}
          answer={(payload) => applications.answerOffer(api, application.id, payload)}
          onAnswered={onChanged}
        />
      )}
      {(UNIVERSITY_ACCEPTED.includes(application.status) || application.status === 'REJECTED') && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={downloadLetter}>
            <Trans>Download decision letter</Trans>
          </Button>
        </div>
      )}
      <ApplicationDocuments application={application} onChanged={onChanged} />
      <section>
        <h3 className={dialogStyles.heading}>
          <Trans>Timeline</Trans>
        </h3>
        <Timeline events={application.events} viewerId={user?.id} documentRequests={application.documentRequests} />
      </section>
      <Conversation applicationId={application.id} />
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
