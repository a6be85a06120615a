import { Trans, useLingui } from '@lingui/react/macro';
import * as studentProfile from '#sdk/resources/student-profile';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import type { StudentDashboard } from '#sdk/schemas/student';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { paths } from '#portal/paths.ts';
import { Avatar } from '#portal/ui/Avatar/Avatar.tsx';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';
import { Tabs } from '#portal/ui/Tabs/Tabs.tsx';
import { ApplicationList } from '#portal/features/student/ApplicationList.tsx';
import { DocumentList } from '#portal/lib/documents/DocumentList.tsx';
import { ProfileBanner } from '#portal/features/student/ProfileBanner.tsx';
import { ProfileGate } from '#portal/features/student/ProfileGate.tsx';
import * as styles from '#portal/features/student/student.css.ts';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { usePolled } from '#portal/lib/use-polled.ts';
import { NewMessages } from './NewMessages.tsx';
import { QualifyingPrograms } from './QualifyingPrograms.tsx';
import { plural } from '@lingui/core/macro';

type Tab = 'overview' | 'applications' | 'documents' | 'discover';

/** The dashboard lists are fetched with 10 items; this many are shown (spec part 1, 9). */
const SHOWN = 5;

/** /student/dashboard and /direct-student (spec part 1, 2), refreshed every 30 seconds. */
export default function StudentDashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`Student Dashboard`);
  const dashboard = usePolled(() => studentProfile.dashboard(api), 'dashboard');

  return (
    <ProfileGate
      load={dashboard}
      lines={6}
      loadingLabel={t`Loading your dashboard…`}
      errorTitle={t`Error Loading Dashboard`}
      errorMessage={t`Unable to load your dashboard. Please try again.`}
    >
      {(data) => <DashboardView data={data} />}
    </ProfileGate>
  );
}

function DashboardView({ data }: { data: StudentDashboard }) {
  const { t } = useLingui();
  const format = useFormat();
  const { student, applicationStats, documentStats } = data;
  const name = [student.firstName, student.lastName].filter(Boolean).join(' ') || student.email || '';
  const firstName = student.firstName ?? '';

  const applications = (limit: number) =>
    data.recentApplications.length ? (
      <ApplicationList applications={data.recentApplications.slice(0, limit)} />
    ) : (
      <EmptyState
        title={t`No applications yet`}
        description={t`Find a university and start your first application.`}
        action={<ButtonLink to={paths.universities()}>{t`New Application`}</ButtonLink>}
      />
    );
  const documents = (limit: number) =>
    data.recentDocuments.length ? (
      <DocumentList documents={data.recentDocuments.slice(0, limit)} />
    ) : (
      <EmptyState
        title={t`No documents yet`}
        description={t`Upload your transcripts, certificates and passport to have them ready for your applications.`}
        action={<ButtonLink to={paths.student.documents}>{t`Upload Documents`}</ButtonLink>}
      />
    );
  return (
    <div className={styles.page}>
      <PageHeader
        avatar={<Avatar name={name} size="lg" />}
        title={
          // A student who has neither an application nor a document yet is new here.
          data.recentApplications.length || data.recentDocuments.length ? (
            <Trans>
              Welcome back, <bdi>{firstName}</bdi>!
            </Trans>
          ) : (
            <Trans>
              Welcome, <bdi>{firstName}</bdi>!
            </Trans>
          )
        }
        lead={<Trans>Here is where your applications to European universities stand.</Trans>}
        action={
          <ButtonLink to={paths.universities()}>
            <Trans>New Application</Trans>
          </ButtonLink>
        }
      />

      {!student.profileCompleted && <ProfileBanner student={student} action />}

      <div className={styles.stats}>
        <StatCard label={t`Applications`} value={format.number(applicationStats.total)} />
        <StatCard label={t`Documents`} value={format.number(documentStats.total)} />
        <StatCard label={t`Accepted`} value={format.number(applicationStats.accepted)} />
        <StatCard
          label={t`Messages`}
          value={format.number(data.unreadMessages)}
          hint={
            data.unreadMessages
              ? plural(data.unreadMessages, { one: '# unread message', other: '# unread messages' })
              : t`No new messages`
          }
        />
      </div>

      <NewMessages unread={data.unreadMessages} />

      <Tabs<Tab>
        label={t`Dashboard sections`}
        tabs={[
          {
            value: 'overview',
            label: t`Overview`,
            content: (
              <div className={styles.split}>
                <Card
                  title={t`Recent Applications`}
                  actions={
                    <ButtonLink to={paths.student.applications} variant="ghost" size="sm">{t`View all`}</ButtonLink>
                  }
                >
                  {applications(SHOWN)}
                </Card>
                <Card
                  title={t`Recent Documents`}
                  actions={<ButtonLink to={paths.student.documents} variant="ghost" size="sm">{t`Manage`}</ButtonLink>}
                >
                  {documents(SHOWN)}
                </Card>
              </div>
            ),
          },
          {
            value: 'applications',
            label: t`Applications`,
            content: (
              <Card
                title={t`My Applications`}
                actions={
                  <ButtonLink
                    to={paths.student.applications}
                    variant="secondary"
                    size="sm"
                  >{t`View all applications`}</ButtonLink>
                }
              >
                {applications(PAGE_SIZES.lists)}
              </Card>
            ),
          },
          {
            value: 'documents',
            label: t`Documents`,
            content: (
              <Card
                title={t`My Documents`}
                actions={
                  <ButtonLink
                    to={paths.student.documents}
                    variant="secondary"
                    size="sm"
                  >{t`Manage documents`}</ButtonLink>
                }
              >
                {documents(PAGE_SIZES.lists)}
              </Card>
            ),
          },
          {
            value: 'discover',
            label: t`Discover`,
            content: <QualifyingPrograms />,
          },
        ]}
      />
    </div>
  );
}
