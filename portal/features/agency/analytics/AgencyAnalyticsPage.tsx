import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as analytics from '#sdk/resources/analytics';
import type { AgencyAnalytics, AgencyFunnelStage } from '#sdk/schemas/analytics';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { HeadlineFigure } from '#portal/lib/analytics/HeadlineFigure.tsx';
import { api } from '#portal/lib/api.ts';
import { DateRangeControl } from '#portal/lib/charts/DateRangeControl.tsx';
import { type DateRange, lastDays, rangeQuery } from '#portal/lib/charts/date-range.ts';
import { PeriodChange } from '#portal/lib/charts/PeriodChange.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import * as styles from './analytics.css.ts';
import { STAGE_LABEL } from './analytics-labels.ts';
import { Breakdowns } from './Breakdowns.tsx';
import { CounsellorSection } from './CounsellorSection.tsx';
import { FunnelSection } from './FunnelSection.tsx';
import { RevenueSection } from './RevenueSection.tsx';

/** The headline figures: each with its change against the previous period. */
const HEADLINES: AgencyFunnelStage[] = ['LEADS', 'STUDENTS', 'SUBMITTED', 'ACCEPTED'];

/**
 * /analytics: the agency's funnel, sources, destinations, counsellors and weeks for a date
 * range (in the address, so a reload or a shared link keeps it; its days are the reader's time zone's),
 * each chart with its table and CSV. A counsellor's figures are those of what is assigned to them.
 */
export default function AgencyAnalyticsPage() {
  const { t } = useLingui();
  usePageTitle(t`Analytics`);
  const { error: errorMessage } = useErrorText();
  const [search, setSearch] = useSearchParams();
  const asked = { from: search.get('from'), to: search.get('to') };
  const range: DateRange = asked.from && asked.to ? { from: asked.from, to: asked.to } : lastDays(30);
  const data = useLoad(() => analytics.agency(api, rangeQuery(range)), `${range.from} ${range.to}`);
  // While another range loads, the last figures stay (with each chart's table or chart view as chosen).
  const last = useRef<AgencyAnalytics>(undefined);
  if (data.status === 'ready') last.current = data.data;
  const shown = data.status === 'ready' ? data.data : last.current;
  const choose = (next: DateRange) => setSearch({ from: next.from, to: next.to }, { replace: true });

  return (
    <div className={shared.page}>
      <header className={shared.header}>
        <h1 className={shared.title}>
          <Trans>Analytics</Trans>
        </h1>
        <p className={shared.lead}>
          <Trans>Where your students come from, how far they get and how long each step takes.</Trans>
        </p>
      </header>
      <DateRangeControl value={range} onChange={choose} />
      {data.status === 'failed' ? (
        <ErrorState title={t`Error loading the analytics`} message={errorMessage(data.error)} onRetry={data.retry} />
      ) : shown ? (
        <div className={styles.sections} aria-busy={data.status === 'loading'}>
          <Headlines analytics={shown} />
          <FunnelSection funnel={shown.funnel} />
          <Breakdowns analytics={shown} />
          <CounsellorSection rows={shown.byCounsellor} />
        </div>
      ) : (
        <Skeleton lines={6} height="4rem" label={t`Loading the analytics…`} />
      )}
      <RevenueSection />
    </div>
  );
}

function Headlines({ analytics: figures }: { analytics: AgencyAnalytics }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { leadResponse } = figures;
  const hours = (value: number) =>
    format.number(value, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 });
  return (
    <section className={shared.stats} aria-label={t`Headline figures`}>
      {figures.funnel
        .filter((step) => HEADLINES.includes(step.stage))
        .map((step) => (
          <HeadlineFigure
            key={step.stage}
            label={i18n._(STAGE_LABEL[step.stage])}
            current={step.count}
            previous={step.previousCount}
          />
        ))}
      <StatCard
        label={t`Median time to first contact`}
        value={leadResponse.medianHours === null ? '—' : hours(leadResponse.medianHours)}
        hint={
          leadResponse.medianHours !== null && leadResponse.previousMedianHours !== null ? (
            <PeriodChange
              current={leadResponse.medianHours}
              previous={leadResponse.previousMedianHours}
              lowerIsBetter
            />
          ) : (
            plural(leadResponse.waiting, { one: '# lead not contacted yet', other: '# leads not contacted yet' })
          )
        }
      />
    </section>
  );
}
