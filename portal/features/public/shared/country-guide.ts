import { useLingui } from '@lingui/react';
import { type CountryGuide, type CountryGuideText, loadCountryGuide } from '#portal/content/countries/index.ts';
import { useLoad } from '#portal/lib/use-load.ts';

/** A country's guide, loaded on demand (each guide is its own chunk); undefined for a country without one. */
export function useCountryGuide(slug: string | undefined) {
  return useLoad<CountryGuide | undefined>(
    () => (slug ? loadCountryGuide(slug) : Promise.resolve(undefined)),
    slug ?? '',
  );
}

/** The guide's text in the reader's language. */
export function useGuideText(guide: CountryGuide): CountryGuideText {
  const { i18n } = useLingui();
  return i18n.locale === 'ar' ? guide.ar : guide.en;
}
