import { useLingui } from '@lingui/react';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import type { FeeGroup } from '#sdk/schemas/program-parts';
import { NARROW_FIELDS, type NarrowField } from '#sdk/schemas/study-fields';
import { useFormat } from '#portal/lib/format.ts';

/** The next deadline a fee group's applicants can still meet (YYYY-MM-DD), from `today` on. */
export function nextDeadline(program: Pick<CatalogueProgram, 'intakes'>, group: FeeGroup, today: string) {
  return program.intakes
    .map((intake) => intake.deadlines[group])
    .filter((deadline): deadline is string => deadline != null && deadline >= today)
    .sort()[0];
}

/** How a programme's facts read in the reader's language: its name, field, languages, fees and dates. */
export function useProgramFacts() {
  const { i18n } = useLingui();
  const format = useFormat();
  const arabic = i18n.locale === 'ar';
  const languageNames = new Intl.DisplayNames(i18n.locale, { type: 'language' });
  return {
    name: (program: Pick<CatalogueProgram, 'name' | 'nameAr'>) => (arabic && program.nameAr) || program.name,
    field: (program: Pick<CatalogueProgram, 'field'>) =>
      program.field ? NARROW_FIELDS[program.field.narrow as NarrowField]?.[arabic ? 1 : 0] : undefined,
    languages: (codes: readonly string[]) => format.list(codes.map((code) => languageNames.of(code) ?? code)),
    money: (amount: number, currency: string) =>
      new Intl.NumberFormat(i18n.locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount),
    date: (isoDate: string) => format.date(isoDate, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}
