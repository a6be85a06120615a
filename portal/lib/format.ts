import { useLingui } from '@lingui/react';
import { countryName } from './countries.ts';

type DateInput = string | number | Date;

/** Numbers, money, dates and country names in the reader's language (Intl; Arabic digits in ar). */
export function formatterFor(locale: string) {
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value),
    /** "a, b and c" (or "a or b") in the reader's language. */
    list: (items: string[], type: Intl.ListFormatType = 'conjunction') =>
      new Intl.ListFormat(locale, { type }).format(items),
    euros: (value: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value),
    percent: (value: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
    date: (value: DateInput, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(new Date(value)),
    /** A time of day such as 09:00, for fixed hours like the advisors' (no time-zone shift). */
    time: (hhmm: string) => {
      const [hours, minutes] = hhmm.split(':').map(Number);
      return new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }).format(Date.UTC(2000, 0, 1, hours, minutes));
    },
    country: (englishName: string) => countryName(englishName, locale),
    /** A distance in days from today ("in 3 weeks", "9 months ago"), in days, weeks, months or years. */
    daysFromToday: (days: number) =>
      new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(...relativeUnit(days)),
  };
}

function relativeUnit(days: number): [number, Intl.RelativeTimeFormatUnit] {
  const size = Math.abs(days);
  if (size < 14) return [days, 'day'];
  if (size < 60) return [Math.trunc(days / 7), 'week'];
  if (size < 365) return [Math.trunc(days / 30), 'month'];
  return [Math.trunc(days / 365), 'year'];
}

export type Formatter = ReturnType<typeof formatterFor>;

/** The formatter of the active language; components re-render when the language changes. */
export function useFormat(): Formatter {
  const { i18n } = useLingui();
  return formatterFor(i18n.locale);
}

/** Bytes as KB or MB in the reader's language. */
export function fileSize(format: Formatter, bytes: number): string {
  if (bytes >= 1024 * 1024)
    return format.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
}
