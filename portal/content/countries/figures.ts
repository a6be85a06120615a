/**
 * The figures of a guide that other pages show too (a university's Practical Info
 * tab showed an old blocked-account rate the Germany guide had already replaced). Each is written
 * once, in the guide's file; its own text is built from it, and the university pages read it.
 */
export interface GuideFigures {
  /** What the student visa asks you to prove, in euros a month, for the academic year starting in `year`. */
  proofOfFunds?: { monthly: number; year: number; blockedAccount: boolean };
  /** Student health insurance, euros a month. */
  healthInsurance?: { min: number; max: number };
}

/** What the visa asks for the first year (twelve months of the monthly rate). */
export const yearlyFunds = (proof: NonNullable<GuideFigures['proofOfFunds']>) => proof.monthly * 12;

/** An amount as the guides' texts write it in both languages ("11,904"). */
export const guideAmount = (value: number) => new Intl.NumberFormat('en').format(value);
