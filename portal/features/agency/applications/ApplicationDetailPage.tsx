import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import { STATUS_PROGRESS } from '#sdk/schemas/enums';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { ApplicationDocuments } from '#portal/lib/documents/ApplicationDocuments.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { AGENCY_DEGREE_LEVEL_LABELS, APPLICATION_STATUS_LABELS, labelOf } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { usePolled } from '#portal/lib/use-polled.ts';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Facts } from '#portal/ui/Facts/Facts.tsx';
import { ProgressBar } from '#portal/ui/ProgressBar/ProgressBar.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { Tabs } from '#portal/ui/Tabs/Tabs.tsx';
import { RecordTasks } from '#portal/features/agency/tasks/RecordTasks.tsx';
import { ActivityFeed } from '#portal/features/agency/activity/ActivityFeed.tsx';
import * as activity from '#sdk/resources/activity';
import * as shared from '#portal/features/agency/agency.css.ts';
import { useApplicationWithdrawal, withdrawable } from './ApplicationWithdrawal.tsx';
import { EligibilityWarnings } from './EligibilityWarnings.tsx';
import { ProgrammeVerdict } from '#portal/lib/eligibility/ProgrammeVerdict.tsx';
import { ExportPdfButton } from './ExportPdfButton.tsx';
import { IntakeStart } from '#portal/lib/IntakeStart.tsx';
import { OfferAnswer } from '#portal/lib/offer/OfferAnswer.tsx';
import { ApplicationSection, ApplicationView } from '#portal/lib/application-view/ApplicationView.tsx';
import { ApplicationStatus } from '#portal/lib/application-view/ApplicationStatus.tsx';
import { ApplicationEligibility } from '#portal/lib/application-view/ApplicationEligibility.tsx';
import { Statement } from '#portal/lib/application-view/Statement.tsx';
import { ApplicationTimeline } from '#portal/lib/application-view/ApplicationTimeline.tsx';
import { ApplicationConversation } from '#portal/lib/application-view/ApplicationConversation.tsx';

/** /applications/{id} (spec part 2, 2): the application in tabs, its status with progress, edit and withdraw. */
export default function ApplicationDetailPage() {
  const { id } = useParams();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { error: errorMessage } = useErrorText();
  const loaded = usePolled(() => applications.retrieve(api, Number(id)), String(id), 0);
  usePageTitle(loaded.status === 'ready' ? loaded.data.application.programName : t`Application`);
  const withdrawal = useApplicationWithdrawal(loaded.retry);
  const [tab, setTab] = useState('overview');
  const [composing, setComposing] = useState(false);

  if (loaded.status === 'loading') return <Skeleton lines={6} height="3rem" label={t`Loading the application…`} />;
  if (loaded.status === 'failed')
    return (
      <div className={shared.page}>
        <ErrorState
          title={t`Application not found or error loading data`}
          message={errorMessage(loaded.error)}
          onRetry={loaded.retry}
        />
      </div>
    );
  const { application: a, warnings } = loaded.data;
  const student = `${a.student.firstName ?? ''} ${a.student.lastName ?? ''}`.trim() || (a.student.email ?? '');
  const date = (value: string | null) => (value ? format.date(value) : undefined);
  const status = i18n._(APPLICATION_STATUS_LABELS[a.status]);

  return (
    <ApplicationView application={a} look="page" className={shared.page}>
      <header className={shared.titleRow}>
        <div className={shared.header}>
          <h1 className={shared.title}>
            <bdi>{a.programName}</bdi>
          </h1>
          <p className={shared.lead}>
            <Trans>
              <bdi>{student}</bdi> at <bdi>{a.university.name}</bdi>
            </Trans>
          </p>
        </div>
        <div className={shared.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              setTab('messages');
              setComposing(true);
            }}
          >
            <Trans>Send Message</Trans>
          </Button>
          <ExportPdfButton applicationId={a.id} />
          {a.status === 'DRAFT' && (
            <ButtonLink variant="secondary" to={paths.agency.editApplication(a.id)}>
              <Trans>Edit Application</Trans>
            </ButtonLink>
          )}
          {withdrawable(a) && (
            <Button variant="danger" onClick={() => withdrawal.askToWithdraw(a)}>
              <Trans>Withdraw</Trans>
            </Button>
          )}
        </div>
      </header>

      {/* Before submission the chosen programme's verdict (else the profile's gaps); after it, the verdict kept then. */}
      {a.status !== 'DRAFT' ? (
        <ApplicationEligibility title={t`Eligibility`} />
      ) : a.programId ? (
        <ProgrammeVerdict programId={a.programId} studentId={a.student.id} />
      ) : (
        <EligibilityWarnings warnings={warnings} studentId={a.student.id} />
      )}

      <Card title={t`Status`}>
        <ApplicationStatus />
        <ProgressBar label={t`Progress: ${status}`} value={STATUS_PROGRESS[a.status]} />
        {a.status === 'ACCEPTED' && (
          <OfferAnswer
            application={a}
            answer={(payload) => applications.answerOffer(api, a.id, payload)}
            onAnswered={loaded.refresh}
          />
        )}
      </Card>

      <Tabs
        label={t`Application record`}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setComposing(false);
        }}
        tabs={[
          {
            value: 'overview',
            label: t`Overview`,
            content: (
              <ApplicationSection title={t`Overview`}>
                <Facts
                  items={[
                    { key: 'programme', term: t`Program name`, value: <bdi>{a.programName}</bdi> },
                    ...(a.intakeStartDate
                      ? [{ key: 'intake', term: t`Intake`, value: <IntakeStart date={a.intakeStartDate} /> }]
                      : []),
                    {
                      key: 'degree',
                      term: t`Degree level`,
                      value: labelOf(i18n, AGENCY_DEGREE_LEVEL_LABELS, a.degreeLevel),
                    },
                    { key: 'created', term: t`Created`, value: date(a.createdAt) },
                    { key: 'submitted', term: t`Submitted`, value: date(a.submittedAt) },
                    { key: 'reviewed', term: t`Reviewed`, value: date(a.reviewedAt) },
                    { key: 'decided', term: t`Decided`, value: date(a.decidedAt) },
                  ]}
                />
                <Statement title={t`Personal statement`} text={a.personalStatement} />
                <Statement title={t`Notes from the university`} text={a.universityNotes} />
              </ApplicationSection>
            ),
          },
          {
            value: 'documents',
            label: t`Documents`,
            content: (
              <ApplicationSection title={t`Documents`}>
                <ApplicationDocuments
                  checklist={a.checklist}
                  documentRequests={a.documentRequests}
                  onChanged={loaded.refresh}
                  answering={{
                    upload: (form, onProgress, signal) =>
                      students.uploadDocumentsWithProgress(api, a.student.id, form, onProgress, signal),
                    answer: (requestId) => applications.answerDocumentRequest(api, a.id, requestId),
                  }}
                />
              </ApplicationSection>
            ),
          },
          {
            value: 'student',
            label: t`Student Info`,
            content: (
              <Card title={t`Student Info`}>
                <Facts
                  items={[
                    {
                      key: 'name',
                      term: t`Name`,
                      value: (
                        <Link to={paths.agency.student(a.student.id)}>
                          <bdi>{student}</bdi>
                        </Link>
                      ),
                    },
                    {
                      key: 'email',
                      term: t`Email`,
                      value: a.student.email && <span dir="ltr">{a.student.email}</span>,
                    },
                  ]}
                />
              </Card>
            ),
          },
          {
            value: 'university',
            label: t`University`,
            content: (
              <Card title={t`University`}>
                <Facts
                  items={[
                    {
                      key: 'name',
                      term: t`Name`,
                      value: (
                        <Link to={paths.universityDetail(a.university.id)}>
                          <bdi>{a.university.name}</bdi>
                        </Link>
                      ),
                    },
                    { key: 'city', term: t`City`, value: a.university.city },
                    { key: 'country', term: t`Country`, value: format.country(a.university.country) },
                  ]}
                />
              </Card>
            ),
          },
          {
            value: 'timeline',
            label: t`Timeline`,
            content: <ApplicationTimeline />,
          },
          {
            value: 'messages',
            label: t`Messages`,
            content: <ApplicationConversation compose={composing} />,
          },
          { value: 'tasks', label: t`Tasks`, content: <RecordTasks type="APPLICATION" id={a.id} /> },
          {
            value: 'activity',
            label: t`Activity`,
            content: (
              <ActivityFeed
                loadKey={`application-${a.id}`}
                load={(page) => activity.applicationActivity(api, a.id, { page })}
              />
            ),
          },
        ]}
      />
      {withdrawal.dialog}
    </ApplicationView>
  );
}
