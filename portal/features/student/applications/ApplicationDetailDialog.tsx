import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/student-applications';
import type { ApplicationDetail } from '#sdk/schemas/application';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { useDegreeLabel } from '#portal/features/student/ApplicationList.tsx';
import * as styles from '#portal/features/student/student.css.ts';
import { usePolled } from '#portal/lib/use-polled.ts';
import { ApplicationDocuments } from './ApplicationDocuments.tsx';
import { usePlace } from '#portal/lib/place-name.tsx';
import { IntakeStart } from '#portal/lib/IntakeStart.tsx';
import { OfferAnswer } from '#portal/lib/offer/OfferAnswer.tsx';
import { ApplicationView } from '#portal/lib/application-view/ApplicationView.tsx';
import { ApplicationDialog, type OpenedApplication } from '#portal/lib/application-view/ApplicationDialog.tsx';
import { ApplicationSummary } from '#portal/lib/application-view/ApplicationSummary.tsx';
import { ApplicationStatus } from '#portal/lib/application-view/ApplicationStatus.tsx';
import { ApplicationEligibility } from '#portal/lib/application-view/ApplicationEligibility.tsx';
import { Statement } from '#portal/lib/application-view/Statement.tsx';
import { DecisionLetter } from '#portal/lib/application-view/DecisionLetter.tsx';
import { ApplicationTimeline } from '#portal/lib/application-view/ApplicationTimeline.tsx';
import { ApplicationConversation } from '#portal/lib/application-view/ApplicationConversation.tsx';

/** One application with its timeline (every status step, when and by whom) and its conversation. */
export function ApplicationDetailDialog({ id, onClose, onChanged }: OpenedApplication) {
  const detail = usePolled(() => applications.retrieve(api, id), `application-${id}`, 0);
  return (
    <ApplicationDialog loaded={detail} onClose={onClose}>
      {({ application }) => (
        <Details
          application={application}
          onChanged={() => {
            detail.refresh();
            onChanged();
          }}
        />
      )}
    </ApplicationDialog>
  );
}

function Details({ application, onChanged }: { application: ApplicationDetail; onChanged: () => void }) {
  const { t } = useLingui();
  const degree = useDegreeLabel();
  const place = usePlace();
  const responseDays = application.university.responseTimeDays;
  return (
    <ApplicationView application={application} look="dialog">
      <ApplicationSummary
        lines={[
          <>
            {application.university.name} · {place(application.university)}
          </>,
          <>
            {degree(application.degreeLevel)}
            {application.intakeStartDate && (
              <>
                {' · '}
                <IntakeStart date={application.intakeStartDate} />
              </>
            )}
          </>,
        ]}
      />
      <ApplicationStatus>
        {responseDays !== null && (
          <span className={styles.muted}>
            {responseDays === 0 ? (
              <Trans>Usual response time: less than a day</Trans>
            ) : (
              <Plural value={responseDays} one="Usual response time: # day" other="Usual response time: # days" />
            )}
          </span>
        )}
      </ApplicationStatus>
      <ApplicationEligibility />
      <Statement title={t`Personal statement`} text={application.personalStatement} />
      <Statement title={t`Motivation letter`} text={application.motivationLetter} />
      <Statement title={t`Notes from the university`} text={application.universityNotes} />
      <Statement title={t`Conditions of the offer`} text={application.decisionConditions} />
      {application.status === 'ACCEPTED' && (
        <OfferAnswer
          application={application}
          answer={(payload) => applications.answerOffer(api, application.id, payload)}
          onAnswered={onChanged}
        />
      )}
      <DecisionLetter download={(id) => applications.decisionLetter(api, id)} />
      <ApplicationDocuments application={application} onChanged={onChanged} />
      <ApplicationTimeline />
      <ApplicationConversation />
      <StudentActions application={application} onChanged={onChanged} />
    </ApplicationView>
  );
}

/** The student's own actions on a draft or a submitted application: edit, submit, withdraw (after a confirmation). */
function StudentActions({ application, onChanged }: { application: ApplicationDetail; onChanged: () => void }) {
  const { t } = useLingui();
  const { pending: busy, run } = useAction<'submit' | 'withdraw'>();
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const draft = application.status === 'DRAFT';
  const withdrawable = draft || application.status === 'SUBMITTED';

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

  if (confirmWithdraw)
    return (
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
    );
  if (!withdrawable) return null;
  return (
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
      <Button variant="ghost" disabled={busy !== null} onClick={() => setConfirmWithdraw(true)}>
        <Trans>Withdraw</Trans>
      </Button>
    </div>
  );
}
