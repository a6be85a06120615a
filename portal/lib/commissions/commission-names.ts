import { useLingui } from '@lingui/react/macro';
import type { CommissionBasis, PayableAfter } from '#sdk/schemas/commission';

/** The words of an agreement's terms in the reader's language. */
export function useCommissionNames() {
  const { t } = useLingui();
  return {
    basis: (basis: CommissionBasis) => (basis === 'PERCENTAGE' ? t`Share of first-year tuition` : t`Fixed amount`),
    payableAfter: (when: PayableAfter) =>
      when === 'CENSUS_DATE' ? t`After the census date` : t`After the student has paid the fees`,
  };
}
