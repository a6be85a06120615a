import { EUROPEAN_COUNTRIES } from '#sdk/schemas/constants';
import type { Formatter } from '../../../lib/format.ts';
import type { SelectOption } from '../../../ui/Select/Select.tsx';

/** The 30 European countries (spec part 1, 9), named and sorted in the reader's language. */
export const europeanCountryOptions = (format: Formatter, locale: string): SelectOption[] =>
  EUROPEAN_COUNTRIES.map((country) => ({ value: country, label: format.country(country) })).sort((a, b) => a.label.localeCompare(b.label, locale));
