/**
 * "Change against the previous period" for one figure, as text that says the direction in words
 * (colour alone carries no meaning): `<PeriodChange current={12} previous={8} />` →
 * "+50% against the previous period (8)". `lowerIsBetter` colours a fall as good (response times);
 * `display` writes the previous figure (a rate as a percentage), a plain number by default.
 */
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '#portal/lib/format.ts';
import * as styles from './charts.css.ts';

/** The change as a fraction of the previous figure (0.5 is +50%); undefined when the previous was 0. */
export function periodChange(current: number, previous: number): number | undefined {
  return previous === 0 ? undefined : (current - previous) / previous;
}

export function PeriodChange({
  current,
  previous,
  lowerIsBetter = false,
  display,
}: {
  current: number;
  previous: number;
  lowerIsBetter?: boolean;
  display?: (value: number) => string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const change = periodChange(current, previous);
  const before = display ? display(previous) : format.number(previous);
  if (change === undefined)
    return (
      <span className={styles.change}>
        {current === 0 ? t`No change against the previous period` : t`None in the previous period`}
      </span>
    );
  const percent = format.number(change, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 });
  const better = lowerIsBetter ? change < 0 : change > 0;
  const className = change === 0 ? styles.change : better ? styles.changeUp : styles.changeDown;
  return <span className={className}>{t`${percent} against the previous period (${before})`}</span>;
}
