import type { Formatter } from '#portal/lib/format.ts';

/** An amount in its own currency, in the reader's language. */
export const money = (format: Formatter, amount: number, currency: string) =>
  format.number(amount, { style: 'currency', currency });
