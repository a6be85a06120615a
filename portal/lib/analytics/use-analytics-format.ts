import { useLingui } from '@lingui/react/macro';
import { useFormat } from '#portal/lib/format.ts';

/** The codes the demand counters use for a country or language nobody could tell. */
const UNKNOWN = new Set(['ZZ', 'und']);

/**
 * How analytics write their labels in the reader's language: a week by its Monday's date, an ISO
 * country or language code by its name (Intl), a count of hours.
 */
export function useAnalyticsFormat() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const names = (type: 'region' | 'language') => {
    const display = new Intl.DisplayNames([i18n.locale], { type, fallback: 'code' });
    return (code: string) => (UNKNOWN.has(code) ? t`Not known` : (display.of(code) ?? code));
  };
  return {
    ...format,
    week: (monday: string) => format.date(`${monday}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
    countryCode: names('region'),
    languageCode: names('language'),
    hours: (hours: number | null) => (hours === null ? '–' : format.number(hours, { maximumFractionDigits: 1 })),
  };
}
