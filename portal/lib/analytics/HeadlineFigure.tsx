import { PeriodChange } from '#portal/lib/charts/PeriodChange.tsx';
import { useFormat } from '#portal/lib/format.ts';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';

interface HeadlineFigureProps {
  label: string;
  /** The figure in the range and in the previous period; null when there is none (a median of nothing). */
  current: number | null;
  previous: number | null;
  lowerIsBetter?: boolean;
  /** How the figure is written (a rate as a percentage); a plain number by default. */
  display?: (value: number) => string;
}

/** A headline figure of an analytics screen with its change against the previous period (none when either is missing). */
export function HeadlineFigure({ label, current, previous, lowerIsBetter, display }: HeadlineFigureProps) {
  const format = useFormat();
  const write = display ?? ((value: number) => format.number(value));
  return (
    <StatCard
      label={label}
      value={current === null ? '–' : write(current)}
      hint={
        current !== null &&
        previous !== null && (
          <PeriodChange current={current} previous={previous} lowerIsBetter={lowerIsBetter} display={write} />
        )
      }
    />
  );
}
