import type { Fee, FeeGroup } from '#sdk/schemas/program-parts';
import { feeGroupOf } from './applicant-group.ts';

export type Tuition = { amount: number; currency: Fee['currency']; feeGroup: FeeGroup };

/** The yearly tuition a national of `nationality` pays: the fee of their fee group, if the programme names one. */
export function tuitionFor(fees: Pick<Fee, 'feeGroup' | 'amount' | 'currency'>[], nationality: string): Tuition | null {
  const feeGroup = feeGroupOf(nationality);
  const fee = fees.find((f) => f.feeGroup === feeGroup);
  return fee ? { amount: fee.amount, currency: fee.currency, feeGroup } : null;
}
