import { useLingui } from '@lingui/react/macro';
import type { University } from '#sdk/schemas/university';
import { useFormat } from '#portal/lib/format.ts';

/** A university's yearly tuition range in the reader's words: "No tuition fees", "€1,500 a year" or "€900 – €3,900 a year". */
export function useTuitionText() {
  const { t } = useLingui();
  const format = useFormat();
  return ({
    tuitionRangeMin: min,
    tuitionRangeMax: max,
  }: Pick<University, 'tuitionRangeMin' | 'tuitionRangeMax'>): string | undefined => {
    if (min === null && max === null) return undefined;
    const low = min ?? max!;
    const high = max ?? min!;
    if (high === 0) return t`No tuition fees`;
    const from = format.euros(low);
    const to = format.euros(high);
    return low === high ? t`${from} a year` : t`${from} – ${to} a year`;
  };
}
