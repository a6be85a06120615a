import { useLingui } from '@lingui/react/macro';
import type { AdminAnalytics } from '#sdk/schemas/admin-analytics';
import { HeadlineFigure } from '#portal/lib/analytics/HeadlineFigure.tsx';
import { useAnalyticsFormat } from '#portal/lib/analytics/use-analytics-format.ts';
import { ChartPanel } from '#portal/lib/charts/ChartPanel.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';

const total = (counts: Partial<Record<string, number>>) =>
  Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);

/** The headline figures against the period before, and the e-mails that failed. */
export function AnalyticsOverview({ figures }: { figures: AdminAnalytics }) {
  const { t } = useLingui();
  const format = useAnalyticsFormat();
  const { failedEmails, previous } = figures;
  const { overall } = figures.reviewQueue;
  return (
    <>
      <Card title={t`Headline figures`}>
        <div className={styles.stats}>
          <HeadlineFigure label={t`Sign-ups`} current={total(figures.signUps.totals)} previous={previous.signUps} />
          <HeadlineFigure
            label={t`Applications submitted`}
            current={total(figures.applications.totals)}
            previous={previous.applications}
          />
          <HeadlineFigure
            label={t`Admin decisions`}
            current={overall.decided}
            previous={previous.reviewQueue.decided}
          />
          <HeadlineFigure
            label={t`Median hours to a decision`}
            current={overall.medianHours}
            previous={previous.reviewQueue.medianHours}
            lowerIsBetter
            display={(hours) => format.hours(hours)}
          />
          <HeadlineFigure
            label={t`Failed e-mails`}
            current={failedEmails.total}
            previous={previous.failedEmails}
            lowerIsBetter
          />
        </div>
      </Card>
      <ChartPanel
        title={t`Failed e-mails by kind`}
        kind="bar"
        fileName="failed-emails-by-kind.csv"
        empty={t`No e-mail failed in this period.`}
        data={{
          labelHeader: t`Kind`,
          labels: failedEmails.byKind.map((k) => k.kind),
          series: [{ name: t`Failed e-mails`, values: failedEmails.byKind.map((k) => k.count) }],
        }}
      />
      <Card title={t`Latest failed e-mails`}>
        <Table
          caption={t`Latest failed e-mails`}
          hideCaption
          rows={failedEmails.latest}
          rowKey={(e) => e.id}
          empty={t`No e-mail failed in this period.`}
          columns={[
            { key: 'to', header: t`To`, cell: (e) => <span dir="ltr">{e.to}</span> },
            { key: 'kind', header: t`Kind`, cell: (e) => e.kind },
            { key: 'attempts', header: t`Attempts`, cell: (e) => format.number(e.attempts) },
            { key: 'error', header: t`Last error`, cell: (e) => <span dir="ltr">{e.lastError ?? '–'}</span> },
            { key: 'created', header: t`Written`, nowrap: true, cell: (e) => format.date(e.createdAt) },
          ]}
        />
      </Card>
    </>
  );
}
