import { useLingui } from '@lingui/react/macro';
import type { AgencyAnalytics, AgencyDestinationRow } from '#sdk/schemas/analytics';
import { ChartPanel } from '#portal/lib/charts/ChartPanel.tsx';
import { useFormat } from '#portal/lib/format.ts';
import { SOURCE_LABEL } from './analytics-labels.ts';

/** The weekly chart and the breakdowns by source, country, university and programme. */
export function Breakdowns({ analytics }: { analytics: AgencyAnalytics }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { weekly, bySource } = analytics;
  const destinations = (rows: AgencyDestinationRow[], name: (row: AgencyDestinationRow) => string) => ({
    labels: rows.map(name),
    series: [
      { name: t`Submitted`, values: rows.map((row) => row.submitted) },
      { name: t`Accepted`, values: rows.map((row) => row.accepted) },
    ],
  });
  const none = t`Nothing in this period.`;
  return (
    <>
      <ChartPanel
        title={t`Week by week`}
        kind="line"
        fileName="weekly.csv"
        data={{
          labelHeader: t`Week of`,
          labels: weekly.map((week) => format.date(`${week.week}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })),
          series: [
            { name: t`Leads`, values: weekly.map((week) => week.leads) },
            { name: t`Students`, values: weekly.map((week) => week.students) },
            { name: t`Submitted`, values: weekly.map((week) => week.submitted) },
            { name: t`Accepted`, values: weekly.map((week) => week.accepted) },
          ],
        }}
      />
      <ChartPanel
        title={t`By source`}
        kind="bar"
        fileName="by-source.csv"
        empty={none}
        data={{
          labelHeader: t`Source`,
          labels: bySource.map((row) => i18n._(SOURCE_LABEL[row.source])),
          series: [
            { name: t`Leads`, values: bySource.map((row) => row.leads) },
            { name: t`Students`, values: bySource.map((row) => row.students) },
            { name: t`Submitted`, values: bySource.map((row) => row.submitted) },
          ],
        }}
      />
      <ChartPanel
        title={t`By destination country`}
        kind="bar"
        fileName="by-country.csv"
        empty={none}
        data={{ labelHeader: t`Country`, ...destinations(analytics.byCountry, (row) => format.country(row.name)) }}
      />
      <ChartPanel
        title={t`By university`}
        kind="bar"
        fileName="by-university.csv"
        empty={none}
        data={{ labelHeader: t`University`, ...destinations(analytics.byUniversity, (row) => row.name) }}
      />
      <ChartPanel
        title={t`By programme`}
        kind="bar"
        fileName="by-programme.csv"
        empty={none}
        data={{
          labelHeader: t`Programme`,
          ...destinations(analytics.byProgramme, (row) => `${row.name} · ${row.university}`),
        }}
      />
    </>
  );
}
