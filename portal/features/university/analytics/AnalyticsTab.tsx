import { useLingui } from '@lingui/react/macro';
import * as universityAnalytics from '#sdk/resources/university-analytics';
import type { DemandCount, UniversityAnalytics } from '#sdk/schemas/university-analytics';
import { UNIVERSITY_APPLICATION_STATUSES } from '#sdk/schemas/university-review';
import { api } from '#portal/lib/api.ts';
import { HeadlineFigure } from '#portal/lib/analytics/HeadlineFigure.tsx';
import { RangeFigures } from '#portal/lib/analytics/RangeFigures.tsx';
import { useAnalyticsFormat } from '#portal/lib/analytics/use-analytics-format.ts';
import { weeklyChartData } from '#portal/lib/analytics/weekly-chart-data.ts';
import type { ChartData } from '#portal/lib/charts/chart-data.ts';
import { ChartPanel } from '#portal/lib/charts/ChartPanel.tsx';
import { APPLICATION_STATUS_LABELS } from '#portal/lib/labels.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import * as styles from '#portal/features/university/university.css.ts';

/** The university dashboard's Analytics tab: its applications, decisions and the demand for its pages. */
export function AnalyticsTab() {
  return (
    <RangeFigures load={(query) => universityAnalytics.retrieve(api, query)} loadKey="university-analytics">
      {(figures) => <Figures figures={figures} />}
    </RangeFigures>
  );
}

const sum = (counts: Partial<Record<string, number>>) =>
  Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);

function Figures({ figures }: { figures: UniversityAnalytics }) {
  const { t, i18n } = useLingui();
  const format = useAnalyticsFormat();
  const { applications, decisions, demand, previous } = figures;
  const demandData = (
    labelHeader: string,
    rows: readonly DemandCount[],
    nameOf: (name: string) => string,
  ): ChartData => ({
    labelHeader,
    labels: rows.map((row) => nameOf(row.name)),
    series: [
      { name: t`Page views`, values: rows.map((row) => row.views) },
      { name: t`Search listings`, values: rows.map((row) => row.searches) },
    ],
  });
  return (
    <>
      <Card title={t`Headline figures`}>
        <div className={styles.stats}>
          <HeadlineFigure label={t`Applications`} current={sum(applications.totals)} previous={previous.applications} />
          <HeadlineFigure
            label={t`Decisions`}
            current={decisions.accepted + decisions.rejected}
            previous={previous.decisions.accepted + previous.decisions.rejected}
          />
          <HeadlineFigure
            label={t`Acceptance rate`}
            current={decisions.acceptanceRate}
            previous={previous.decisions.acceptanceRate}
            display={(rate) => format.number(rate, { style: 'percent' })}
          />
          <HeadlineFigure
            label={t`Median days from approval to decision`}
            current={decisions.medianResponseDays}
            previous={previous.decisions.medianResponseDays}
            lowerIsBetter
          />
          <HeadlineFigure label={t`Page views`} current={demand.totals.views} previous={previous.demand.views} />
          <HeadlineFigure
            label={t`Search listings`}
            current={demand.totals.searches}
            previous={previous.demand.searches}
          />
        </div>
      </Card>
      <ChartPanel
        title={t`Applications per week of submission, by status now`}
        kind="bar"
        fileName="applications-per-week.csv"
        empty={t`No application was submitted in this period.`}
        data={weeklyChartData(applications.weeks, UNIVERSITY_APPLICATION_STATUSES, {
          labelHeader: t`Week of`,
          weekLabel: format.week,
          nameOf: (status) => i18n._(APPLICATION_STATUS_LABELS[status]),
        })}
      />
      <ChartPanel
        title={t`Applications by nationality`}
        kind="bar"
        fileName="applications-by-nationality.csv"
        empty={t`No application was submitted in this period.`}
        data={{
          labelHeader: t`Nationality`,
          labels: applications.byNationality.map((n) => (n.nationality ? format.country(n.nationality) : t`Not given`)),
          series: [{ name: t`Applications`, values: applications.byNationality.map((n) => n.count) }],
        }}
      />
      <ChartPanel
        title={t`Applications through an agency or direct`}
        kind="bar"
        fileName="applications-by-source.csv"
        empty={t`No application was submitted in this period.`}
        data={{
          labelHeader: t`Source`,
          labels: [t`Through an agency`, t`Direct`],
          series: [{ name: t`Applications`, values: [applications.bySource.agency, applications.bySource.direct] }],
        }}
      />
      <ChartPanel
        title={t`Applications by programme and intake`}
        kind="bar"
        fileName="applications-by-programme.csv"
        empty={t`No application was submitted in this period.`}
        data={{
          labelHeader: t`Programme and intake`,
          labels: applications.byProgramme.map((p) =>
            p.intakeStartDate
              ? `${p.programName} (${format.date(`${p.intakeStartDate}T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' })})`
              : p.programName,
          ),
          series: [{ name: t`Applications`, values: applications.byProgramme.map((p) => p.count) }],
        }}
      />
      <ChartPanel
        title={t`Demand per day`}
        kind="line"
        fileName="demand-per-day.csv"
        empty={t`Nobody saw your pages in this period.`}
        data={demandData(
          t`Day`,
          demand.byDay.map((d) => ({ ...d, name: d.day })),
          (day) => format.date(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
        )}
      />
      <ChartPanel
        title={t`Demand by the visitor's country`}
        kind="bar"
        fileName="demand-by-country.csv"
        empty={t`Nobody saw your pages in this period.`}
        data={demandData(t`Country`, demand.byCountry, format.countryCode)}
      />
      <ChartPanel
        title={t`Demand by the visitor's language`}
        kind="bar"
        fileName="demand-by-language.csv"
        empty={t`Nobody saw your pages in this period.`}
        data={demandData(t`Language`, demand.byLanguage, format.languageCode)}
      />
      <ChartPanel
        title={t`Demand by page`}
        kind="bar"
        fileName="demand-by-page.csv"
        empty={t`Nobody saw your pages in this period.`}
        data={demandData(
          t`Page`,
          demand.byPage.map((p) => ({ ...p, name: p.programId === null ? t`Your university's page` : p.name })),
          (name) => name,
        )}
      />
    </>
  );
}
