import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { DEGREE_LEVEL_NAMES } from '#names/degree-level.ts';
import { FIELD_OF_STUDY_NAMES } from '#names/field-of-study.ts';
import { INTAKE_MONTHS } from '#sdk/schemas/constants';

/**
 * Names of the catalogue's fixed vocabularies (fields of study, degree levels, kinds of
 * university, the cities that have a name of their own) in the reader's language. The catalogue
 * stores them in English; a value an admin typed that is not listed is shown as it is.
 */
const UNIVERSITY_TYPES: Record<string, MessageDescriptor> = {
  Public: msg({ message: 'Public', context: 'university type' }),
  Private: msg({ message: 'Private', context: 'university type' }),
};

/** Languages of instruction by their English name, as language codes for Intl.DisplayNames. */
const LANGUAGE_CODES: Record<string, string> = {
  Bulgarian: 'bg',
  Catalan: 'ca',
  Croatian: 'hr',
  Czech: 'cs',
  Danish: 'da',
  Dutch: 'nl',
  English: 'en',
  Estonian: 'et',
  Finnish: 'fi',
  French: 'fr',
  German: 'de',
  Greek: 'el',
  Hungarian: 'hu',
  Italian: 'it',
  Latvian: 'lv',
  Lithuanian: 'lt',
  Maltese: 'mt',
  Norwegian: 'no',
  Polish: 'pl',
  Portuguese: 'pt',
  Romanian: 'ro',
  Slovak: 'sk',
  Slovenian: 'sl',
  Spanish: 'es',
  Swedish: 'sv',
  Valencian: 'ca-valencia',
};

/**
 * The cities that have a name of their own, loaded with the Arabic catalog (`loadCityNames`): English shows a city as
 * the catalogue stores it, so an English page does not download the list.
 */
let cityNames: Record<string, MessageDescriptor> | undefined;

export async function loadCityNames() {
  cityNames ??= (await import('#names/city.ts')).CITY_NAMES;
}

/** Label functions for catalogue values in the active language. */
export function useCatalogueLabels() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const from = (table: Record<string, MessageDescriptor>) => (value: string) =>
    Object.hasOwn(table, value) ? i18n._(table[value]) : value;
  return {
    field: from(FIELD_OF_STUDY_NAMES),
    city: from(cityNames ?? {}),
    level: from(DEGREE_LEVEL_NAMES),
    universityType: from(UNIVERSITY_TYPES),
    /** "Spanish and Catalan" becomes a list of language names joined the reader's way. */
    language: (value: string) => {
      const names = new Intl.DisplayNames(locale, { type: 'language' });
      const parts = value
        .split(/\s+and\s+|\s*,\s*/)
        .map((part) => (LANGUAGE_CODES[part] ? (names.of(LANGUAGE_CODES[part]) ?? part) : part));
      return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
    },
    /** An intake month such as "September", named in the reader's language. */
    month: (value: string) => {
      const index = (INTAKE_MONTHS as readonly string[]).indexOf(value);
      return index < 0
        ? value
        : new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, index, 1));
    },
  };
}
