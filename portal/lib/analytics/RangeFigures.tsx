import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { AnalyticsRange, AnalyticsRangeQuery } from '#sdk/schemas/analytics';
import { lastDays, rangeQuery } from '#portal/lib/charts/date-range.ts';
import { DateRangeControl } from '#portal/lib/charts/DateRangeControl.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';

interface RangeFiguresProps<T extends { range: AnalyticsRange }> {
  /** Loads the figures of a range (an analytics call); `loadKey` names them. */
  load: (query: AnalyticsRangeQuery) => Promise<T>;
  loadKey: string;
  /** The figures of the range chosen (with the previous period's headline figures). */
  children: (figures: T) => ReactNode;
}

/**
 * An analytics screen's date range (last 30 days at first) and its figures, counted in the reader's
 * time zone, shown by `children` once they have arrived.
 */
export function RangeFigures<T extends { range: AnalyticsRange }>({ load, loadKey, children }: RangeFiguresProps<T>) {
  const { t } = useLingui();
  const { error: errorMessage } = useErrorText();
  const [range, setRange] = useState(() => lastDays(30));
  const figures = useLoad(() => load(rangeQuery(range)), `${loadKey}:${range.from}:${range.to}`);
  return (
    <>
      <DateRangeControl value={range} onChange={setRange} />
      {figures.status === 'loading' && <Skeleton lines={4} height="4rem" label={t`Loading figures…`} />}
      {figures.status === 'failed' && (
        <ErrorState
          title={t`Error loading the figures`}
          message={errorMessage(figures.error)}
          onRetry={figures.retry}
        />
      )}
      {figures.status === 'ready' && children(figures.data)}
    </>
  );
}
