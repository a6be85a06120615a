import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as commissions from '#sdk/resources/commissions';
import { Link, useNavigate } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { displayName, useUser } from '#portal/lib/session.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';
import { StatusBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';
import { Tabs } from '#portal/ui/Tabs/Tabs.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import { PlanUsage } from '#portal/features/agency/PlanUsage.tsx';
import { RevenueBreakdown, seesRevenue } from '#portal/features/agency/commissions/RevenueBreakdown.tsx';
import { RevenueFigures } from '#portal/features/agency/commissions/RevenueFigures.tsx';
import { partOfDay } from './greeting.ts';

/** Spec part 2, 9: the dashboard fetches 10 and shows 5. */
const RECENT = 5;

/** /dashboard (spec part 2, 2): greeting, figures over all the agency's records, plan usage, recent work. */
export default function AgencyDashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`Dashboard`);
  const format = useFormat();
  const navigate = useNavigate();
  const user = useUser();
  const { error: errorMessage } = useErrorText();
  const data = useLoad(
    () =>
      Promise.all([
        applications.stats(api),
        students.list(api, { limit: 10 }),
        applications.list(api, { limit: 10 }),
        // Counsellors do not see the agency's money (owner-routes.ts).
        seesRevenue(user) ? commissions.revenue(api) : null,
      ]),
    'dashboard',
  );
  const agency = user ? displayName(user) : '';
  const part = partOfDay(new Date().getHours());
  const greeting =
    part === 'morning' ? (
      <Trans>
        Good morning, <bdi>{agency}</bdi>
      </Trans>
    ) : part === 'afternoon' ? (
      <Trans>
        Good afternoon, <bdi>{agency}</bdi>
      </Trans>
    ) : (
      <Trans>
        Good evening, <bdi>{agency}</bdi>
      </Trans>
    );

  return (
    <div className={shared.page}>
      <header className={shared.titleRow}>
        <div className={shared.header}>
          <h1 className={shared.title}>{greeting}</h1>
          <p className={shared.lead}>
            <Trans>Your students and their applications at a glance.</Trans>
          </p>
        </div>
        <div className={shared.actions}>
          <ButtonLink variant="secondary" to={paths.agency.students}>
            <Trans>View Students</Trans>
          </ButtonLink>
          <ButtonLink to={paths.agency.newStudent}>
            <Trans>Add Student</Trans>
          </ButtonLink>
        </div>
      </header>

      {data.status === 'loading' ? (
        <Skeleton lines={4} height="4rem" label={t`Loading the dashboard…`} />
      ) : data.status === 'failed' ? (
        <ErrorState title={t`Error loading the dashboard`} message={errorMessage(data.error)} onRetry={data.retry} />
      ) : (
        <>
          <div className={shared.stats}>
            <StatCard label={t`Total Students`} value={format.number(data.data[0].stats.totalStudents)} />
            <StatCard label={t`Total Applications`} value={format.number(data.data[0].stats.totalApplications)} />
            <StatCard label={t`Acceptance Rate`} value={format.percent(data.data[0].stats.acceptanceRate)} />
            <StatCard label={t`Pending Reviews`} value={format.number(data.data[0].stats.pendingApplications)} />
          </div>
          {data.data[3] && (
            <>
              <RevenueFigures revenue={data.data[3]} />
              <Card title={t`Revenue by university, intake and counsellor`}>
                <RevenueBreakdown revenue={data.data[3]} />
              </Card>
            </>
          )}
          <Card title={t`Plan usage`}>
            <PlanUsage plan={data.data[0].plan} />
          </Card>
          <Tabs
            label={t`Dashboard`}
            value="overview"
            onChange={(tab) => {
              if (tab === 'students') void navigate(paths.agency.students);
              if (tab === 'applications') void navigate(paths.agency.applications);
            }}
            tabs={[
              {
                value: 'overview',
                label: t`Overview`,
                content: (
                  <div className={shared.grid}>
                    <Card title={t`Recent Students`}>
                      {data.data[1].students.length === 0 ? (
                        <p className={shared.muted}>
                          <Trans>No students yet</Trans>
                        </p>
                      ) : (
                        <ul className={shared.plainList}>
                          {data.data[1].students.slice(0, RECENT).map((s) => (
                            <li key={s.id} className={shared.titleRow}>
                              <Link to={paths.agency.student(s.id)}>
                                <bdi>{`${s.firstName ?? ''} ${s.lastName ?? ''}`.trim() || s.email}</bdi>
                              </Link>
                              <Link to={paths.agency.editStudent(s.id)} className={shared.muted}>
                                <Trans>Edit</Trans>
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </Card>
                    <Card title={t`Recent Applications`}>
                      {data.data[2].applications.length === 0 ? (
                        <p className={shared.muted}>
                          <Trans>No applications yet</Trans>
                        </p>
                      ) : (
                        <ul className={shared.plainList}>
                          {data.data[2].applications.slice(0, RECENT).map((a) => (
                            <li key={a.id} className={shared.titleRow}>
                              <Link to={paths.agency.application(a.id)}>
                                <bdi>{a.programName}</bdi> · <bdi>{a.university.name}</bdi>
                              </Link>
                              <StatusBadge status={a.status} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </Card>
                  </div>
                ),
              },
              { value: 'students', label: t`Students` },
              { value: 'applications', label: t`Applications` },
            ]}
          />
        </>
      )}
    </div>
  );
}
