import type { Currency } from './program-parts.ts';

/**
 * Units of each currency per euro: the European Central Bank's euro reference rates (BGN is the
 * lev's fixed rate), rounded, as of late 2025. The catalogue compares fees across currencies with
 * them (a filter on yearly tuition, sorting by tuition); a fee is always shown in its own currency.
 */
export const UNITS_PER_EURO: Record<Currency, number> = {
  EUR: 1,
  CHF: 0.93,
  GBP: 0.87,
  SEK: 10.95,
  DKK: 7.46,
  NOK: 11.7,
  ISK: 146,
  PLN: 4.24,
  CZK: 24.2,
  HUF: 385,
  RON: 5.09,
  BGN: 1.9558,
};

/** An amount in euros at the reference rate. */
export const inEuros = (amount: number, currency: Currency) => amount / UNITS_PER_EURO[currency];

/**
 * US dollars per euro, the ECB's reference rate of late 2025, rounded: the admins' agency list
 * shows an agency's revenue in dollars (spec part 2, "Revenue is shown in dollars"), whatever
 * currencies its claims were paid in.
 */
const DOLLARS_PER_EURO = 1.16;

/** Euros in US dollars at the reference rate. */
export const eurosInDollars = (euros: number) => euros * DOLLARS_PER_EURO;
