import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { type AnalyticsRange, previousRange } from '#sdk/schemas/analytics';
import { type DateRange, lastDays } from '#portal/lib/charts/date-range.ts';
import { DateRangeControl } from '#portal/lib/charts/DateRangeControl.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';

interface RangeFiguresProps<T extends { range: AnalyticsRange }> {
  /** Loads the figures of a range (an analytics call); `loadKey` names them. */
  load: (range: DateRange) => Promise<T>;
  loadKey: string;
  /** The figures of the range chosen and of the period before it. */
  children: (current: T, previous: T) => ReactNode;
}

/**
 * An analytics screen's date range (last 30 days at first) and its figures: loaded for the range
 * and for the period before it, shown by `children` once both have arrived.
 */
export function RangeFigures<T extends { range: AnalyticsRange }>({ load, loadKey, children }: RangeFiguresProps<T>) {
  const { t } = useLingui();
  const { error: errorMessage } = useErrorText();
  const [range, setRange] = useState(() => lastDays(30));
  const figures = useLoad(
    () => Promise.all([load(range), load(previousRange(range))]),
    `${loadKey}:${range.from}:${range.to}`,
  );
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
      {figures.status === 'ready' && children(figures.data[0], figures.data[1])}
    </>
  );
}
