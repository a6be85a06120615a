import { useLingui } from '@lingui/react/macro';
import type { AdminAnalytics } from '#sdk/schemas/admin-analytics';
import { APPLICATION_STATUSES } from '#sdk/schemas/enums';
import { useAnalyticsFormat } from '#portal/lib/analytics/use-analytics-format.ts';
import { weeklyChartData } from '#portal/lib/analytics/weekly-chart-data.ts';
import { ChartPanel } from '#portal/lib/charts/ChartPanel.tsx';
import { APPLICATION_STATUS_LABELS } from '#portal/lib/labels.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';

/** Drafts are their owners' business: the admins' figures start at submission. */
const SUBMITTED_STATUSES = APPLICATION_STATUSES.filter((status) => status !== 'DRAFT');

/** /admin/analytics/applications: applications per week by status, and the review queue's age by reviewer. */
export function ApplicationAnalytics({ figures }: { figures: AdminAnalytics }) {
  const { t, i18n } = useLingui();
  const format = useAnalyticsFormat();
  const { overall, byReviewer } = figures.reviewQueue;
  return (
    <>
      <ChartPanel
        title={t`Applications submitted per week, by status now`}
        kind="bar"
        fileName="applications-per-week.csv"
        empty={t`No application was submitted in this period.`}
        data={weeklyChartData(figures.applications.weeks, SUBMITTED_STATUSES, {
          labelHeader: t`Week of`,
          weekLabel: format.week,
          nameOf: (status) => i18n._(APPLICATION_STATUS_LABELS[status]),
        })}
      />
      <Card title={t`Review queue: from submission to the admins' decision`}>
        <div className={styles.stats}>
          <StatCard label={t`Decisions`} value={format.number(overall.decided)} />
          <StatCard label={t`Median hours`} value={format.hours(overall.medianHours)} />
          <StatCard label={t`90th percentile, hours`} value={format.hours(overall.p90Hours)} />
        </div>
      </Card>
      <ChartPanel
        title={t`Hours to a decision, by reviewer`}
        kind="bar"
        fileName="review-time-by-reviewer.csv"
        empty={t`No admin decided an application in this period.`}
        data={{
          labelHeader: t`Reviewer`,
          labels: byReviewer.map((r) => r.reviewer ?? t`A former admin`),
          series: [
            { name: t`Median hours`, values: byReviewer.map((r) => r.medianHours ?? 0) },
            { name: t`90th percentile, hours`, values: byReviewer.map((r) => r.p90Hours ?? 0) },
            { name: t`Decisions`, values: byReviewer.map((r) => r.decided) },
          ],
        }}
      />
    </>
  );
}
