import { EUROPEAN_COUNTRIES } from '#sdk/schemas/constants';
import type { Formatter } from '#portal/lib/format.ts';
import type { SelectOption } from '#portal/ui/Select/Select.tsx';

/** Countries (English names, as stored) named and sorted in the reader's language. */
export const countryOptions = (countries: readonly string[], format: Formatter, locale: string): SelectOption[] =>
  countries
    .map((country) => ({ value: country, label: format.country(country) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));

/** The 30 European countries (spec part 1, 9). */
export const europeanCountryOptions = (format: Formatter, locale: string): SelectOption[] =>
  countryOptions(EUROPEAN_COUNTRIES, format, locale);
