import { useLingui } from '@lingui/react/macro';
import type { AdminAnalytics } from '#sdk/schemas/admin-analytics';
import { USER_TYPES } from '#sdk/schemas/enums';
import { useAnalyticsFormat } from '#portal/lib/analytics/use-analytics-format.ts';
import { weeklyChartData } from '#portal/lib/analytics/weekly-chart-data.ts';
import { ChartPanel } from '#portal/lib/charts/ChartPanel.tsx';
import { SUBSCRIPTION_TIER_NAMES, USER_TYPE_LABELS } from '#portal/lib/labels.ts';

/**
 * /admin/analytics/users: sign-ups by role per week, agencies by plan, and how full each agency's plan
 * is (each named with its plan and the plan's limit).
 */
export function UserAnalytics({ figures }: { figures: AdminAnalytics }) {
  const { t, i18n } = useLingui();
  const format = useAnalyticsFormat();
  const { byPlan, agencies } = figures.plans;
  return (
    <>
      <ChartPanel
        title={t`Sign-ups per week, by role`}
        kind="line"
        fileName="sign-ups-per-week.csv"
        empty={t`Nobody signed up in this period.`}
        data={weeklyChartData(figures.signUps.weeks, USER_TYPES, {
          labelHeader: t`Week of`,
          weekLabel: format.week,
          nameOf: (type) => i18n._(USER_TYPE_LABELS[type]),
        })}
      />
      <ChartPanel
        title={t`Agencies by plan, now`}
        kind="bar"
        fileName="agencies-by-plan.csv"
        data={{
          labelHeader: t`Plan`,
          labels: byPlan.map((p) => i18n._(SUBSCRIPTION_TIER_NAMES[p.plan])),
          series: [
            { name: t`Agencies`, values: byPlan.map((p) => p.agencies) },
            { name: t`Active students`, values: byPlan.map((p) => p.activeStudents) },
            { name: t`Agencies at their plan's limit`, values: byPlan.map((p) => p.atCap) },
          ],
        }}
      />
      <ChartPanel
        title={t`Plan use by agency, fullest first`}
        kind="bar"
        fileName="plan-use-by-agency.csv"
        empty={t`No agency has students yet.`}
        data={{
          labelHeader: t`Agency`,
          labels: agencies.map(
            (a) =>
              `${a.name} (${i18n._(SUBSCRIPTION_TIER_NAMES[a.plan])}${a.cap === null ? '' : `, ${format.number(a.cap)}`})`,
          ),
          series: [{ name: t`Active students`, values: agencies.map((a) => a.activeStudents) }],
        }}
      />
    </>
  );
}
