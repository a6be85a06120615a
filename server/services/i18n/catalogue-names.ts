import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEGREE_LEVEL_NAMES } from '#names/degree-level.ts';
import { arabicCountryName } from '#portal/lib/country-names-ar.ts';

/**
 * Catalogue values (stored in English) in the server's texts, named as the portal names them: a
 * degree level from the shared names, a place as "city, country" with the country in the
 * reader's language and the city as stored, a country alone in the reader's language.
 */
export const catalogueNames = (i18n: I18n) => {
  const countryIn = (english: string) => (i18n.locale === 'ar' ? (arabicCountryName(english) ?? english) : english);
  return {
    degreeLevel: (level: string) =>
      Object.hasOwn(DEGREE_LEVEL_NAMES, level) ? i18n._(DEGREE_LEVEL_NAMES[level]) : level,
    place: ({ city, country: english }: { city: string; country: string }) => {
      const country = countryIn(english);
      return i18n._(msg`${city}, ${country}`);
    },
    country: countryIn,
  };
};
