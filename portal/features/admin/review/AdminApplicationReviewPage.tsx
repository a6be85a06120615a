import { Trans, useLingui } from '@lingui/react/macro';
import * as adminApplications from '#sdk/resources/admin-applications';
import type { AdminApplicationDetail, ChecklistItem } from '#sdk/schemas/review';
import { useState } from 'react';
import { useParams } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import {
  AGENCY_DEGREE_LEVEL_LABELS,
  DOCUMENT_TYPE_LABELS,
  EDUCATION_LEVEL_LABELS,
  GRADE_SCALE_LABELS,
  labelOf,
} from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useUser } from '#portal/lib/session.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { ApplicationDocuments } from '#portal/lib/documents/ApplicationDocuments.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import * as review from './review.css.ts';
import { DecisionDialogs, type Decision } from './DecisionDialogs.tsx';
import { DocumentPreviews } from './DocumentPreviews.tsx';
import { TakeButton } from './TakeButton.tsx';
import { IntakeStart } from '#portal/lib/IntakeStart.tsx';
import { reasonsProvedBy, type Reason } from '#sdk/schemas/eligibility';
import { ReasonsList } from '#portal/lib/eligibility/ReasonsList.tsx';
import { ApplicationSection, ApplicationView } from '#portal/lib/application-view/ApplicationView.tsx';
import { ApplicationStatus } from '#portal/lib/application-view/ApplicationStatus.tsx';
import { ApplicationEligibility } from '#portal/lib/application-view/ApplicationEligibility.tsx';
import { Statement } from '#portal/lib/application-view/Statement.tsx';
import { ApplicationTimeline } from '#portal/lib/application-view/ApplicationTimeline.tsx';
import { ApplicationConversation } from '#portal/lib/application-view/ApplicationConversation.tsx';

/**
 * /admin/applications/{id}: the whole application (applicant, programme, statements,
 * every document with a preview, the checklist, document requests, timeline) and the review's
 * actions: take into review, verify documents, request documents, approve or reject.
 */
export default function AdminApplicationReviewPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  usePageTitle(t`Application review`);
  const { error: errorMessage } = useErrorText();
  const data = useLoad(() => adminApplications.retrieve(api, id), `admin-application-${id}`);
  return (
    <div className={styles.page}>
      <ButtonLink to={paths.admin.pendingApplications} variant="ghost" size="sm">
        <Trans>Back to the queue</Trans>
      </ButtonLink>
      {data.status === 'loading' && <Skeleton lines={8} label={t`Loading the application…`} />}
      {data.status === 'failed' && (
        <ErrorState title={t`Error loading application`} message={errorMessage(data.error)} onRetry={data.retry} />
      )}
      {data.status === 'ready' && <Review application={data.data.application} reload={data.retry} />}
    </div>
  );
}

function Review({ application, reload }: { application: AdminApplicationDetail; reload: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const user = useUser();
  const [decision, setDecision] = useState<Decision | null>(null);
  const name = [application.student.firstName, application.student.lastName].filter(Boolean).join(' ');
  const mine = application.status === 'ADMIN_REVIEW' && application.assignee?.id === user?.id;
  const profile = application.studentProfile;
  const facts: [string, string | null][] = [
    [t`E-mail`, application.student.email],
    [t`Nationality`, profile.nationality ? format.country(profile.nationality) : null],
    [t`Date of birth`, profile.dateOfBirth ? format.date(profile.dateOfBirth) : null],
    [t`Passport number`, profile.passportNumber],
    [t`Education`, labelOf(i18n, EDUCATION_LEVEL_LABELS, profile.currentEducationLevel) ?? null],
    [t`Institution`, profile.institutionName],
    [
      t`GPA`,
      profile.gpa === null
        ? null
        : `${format.number(profile.gpa)} (${labelOf(i18n, GRADE_SCALE_LABELS, profile.gradeScale) ?? ''})`,
    ],
    [t`IELTS`, profile.ieltsScore === null ? null : format.number(profile.ieltsScore)],
    [t`TOEFL`, profile.toeflScore === null ? null : format.number(profile.toeflScore)],
  ];

  return (
    <ApplicationView application={application} look="page">
      <PageHeader
        title={<bdi>{name}</bdi>}
        lead={
          <>
            <bdi>{application.programName}</bdi> · <bdi>{application.university.name}</bdi>
          </>
        }
        action={
          <div className={styles.actions}>
            {application.status === 'SUBMITTED' && <TakeButton application={application} onTaken={reload} />}
            {mine && (
              <>
                <Button variant="secondary" onClick={() => setDecision('request')}>
                  <Trans>Request documents</Trans>
                </Button>
                <Button variant="danger" onClick={() => setDecision('reject')}>
                  <Trans>Reject</Trans>
                </Button>
                <Button onClick={() => setDecision('approve')}>
                  <Trans>Approve</Trans>
                </Button>
              </>
            )}
          </div>
        }
      />
      <ApplicationStatus>
        <span className={styles.muted}>
          {application.assignee ? (
            <Trans>
              Reviewer: <bdi>{application.assignee.email}</bdi>
            </Trans>
          ) : (
            <Trans>Not taken into review yet</Trans>
          )}
        </span>
        {application.submittedAt && (
          <span className={styles.muted}>
            <Trans>Submitted {format.date(application.submittedAt)}</Trans>
          </span>
        )}
      </ApplicationStatus>

      <ApplicationSection title={t`Applicant`}>
        <dl className={review.facts}>
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt className={styles.muted}>{label}</dt>
                <dd dir="auto">{value}</dd>
              </div>
            ))}
        </dl>
      </ApplicationSection>

      <ApplicationSection title={t`Programme and statements`}>
        <p dir="auto">
          {application.programName} · {labelOf(i18n, AGENCY_DEGREE_LEVEL_LABELS, application.degreeLevel)}
        </p>
        {application.intakeStartDate && (
          <p>
            <IntakeStart date={application.intakeStartDate} />
          </p>
        )}
        <Statement title={t`Personal statement`} text={application.personalStatement} />
        <Statement title={t`Motivation letter`} text={application.motivationLetter} />
      </ApplicationSection>

      <ApplicationEligibility
        title={t`Eligibility at submission`}
        empty={t`No verdict: the application names no programme of the catalogue, or was submitted before verdicts were kept.`}
      />

      <ApplicationSection title={t`Document review and requests`}>
        {!mine && application.status === 'SUBMITTED' && (
          <p className={styles.muted}>
            <Trans>Take the application into review to verify its documents.</Trans>
          </p>
        )}
        <ApplicationDocuments
          checklist={application.checklist}
          documentRequests={application.documentRequests}
          onChanged={reload}
          checklistActions={
            mine ? (item) => <ChecklistActions application={application} item={item} onDone={reload} /> : undefined
          }
          checklistProves={(item) => (
            <ProvedReasons reasons={reasonsProvedBy(item.documentType, application.eligibility?.reasons ?? [])} />
          )}
        />
      </ApplicationSection>

      <ApplicationSection title={t`Documents`}>
        <DocumentPreviews documents={application.documents} />
      </ApplicationSection>

      <ApplicationTimeline />
      <ApplicationConversation />

      <DecisionDialogs
        application={application}
        decision={decision}
        onClose={() => setDecision(null)}
        onDone={() => {
          setDecision(null);
          reload();
        }}
      />
    </ApplicationView>
  );
}

/** The requirements a document must prove, under its type in the checklist. */
function ProvedReasons({ reasons }: { reasons: readonly Reason[] }) {
  const { t } = useLingui();
  if (!reasons.length) return null;
  return (
    <div className={styles.muted} data-testid="checklist-proves">
      <small>{t`Must prove:`}</small>
      <ReasonsList reasons={reasons} label={t`What this document must prove`} />
    </div>
  );
}

/** Verify, reject (with a remark) or waive one document type; a decided one can be reopened. */
function ChecklistActions({
  application,
  item,
  onDone,
}: {
  application: AdminApplicationDetail;
  item: ChecklistItem;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { busy, run } = useAction();
  const [rejecting, setRejecting] = useState(false);
  const [remark, setRemark] = useState('');
  const type = i18n._(DOCUMENT_TYPE_LABELS[item.documentType]);

  const decide = async (state: 'VERIFIED' | 'REJECTED' | 'WAIVED' | 'RECEIVED') => {
    await run(
      async () => {
        await adminApplications.decide(api, application.id, item.documentType, { state, remark: remark || undefined });
        setRejecting(false);
        onDone();
      },
      { failed: t`Failed to update the checklist` },
    );
  };

  if (rejecting)
    return (
      <form
        className={styles.actions}
        onSubmit={(event) => {
          event.preventDefault();
          void decide('REJECTED');
        }}
      >
        <TextField
          label={t`Remark for the applicant (${type})`}
          value={remark}
          required
          dir="auto"
          onChange={(event) => setRemark(event.target.value)}
        />
        <Button type="submit" size="sm" variant="danger" loading={busy} disabled={!remark.trim()}>
          <Trans>Reject document</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </form>
    );
  const decided = item.state === 'VERIFIED' || item.state === 'REJECTED' || item.state === 'WAIVED';
  return (
    <div className={styles.actions}>
      {item.document && item.state !== 'VERIFIED' && (
        <Button size="sm" loading={busy} onClick={() => decide('VERIFIED')} aria-label={t`Verify ${type}`}>
          <Trans>Verify</Trans>
        </Button>
      )}
      {item.document && item.state !== 'REJECTED' && (
        <Button size="sm" variant="secondary" onClick={() => setRejecting(true)} aria-label={t`Reject ${type}`}>
          <Trans>Reject</Trans>
        </Button>
      )}
      {item.state !== 'WAIVED' && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => decide('WAIVED')}
          aria-label={t`Waive ${type}`}
        >
          <Trans>Waive</Trans>
        </Button>
      )}
      {decided && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => decide('RECEIVED')}
          aria-label={t`Undo the decision on ${type}`}
        >
          <Trans>Undo</Trans>
        </Button>
      )}
    </div>
  );
}
