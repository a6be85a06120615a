import type { Lang } from '#widgets/types.ts';

/** ISO codes of the European destinations (spec part 1, 9), for their names in the widget's language. */
const CODES: Record<string, string> = {
  Germany: 'DE',
  France: 'FR',
  Italy: 'IT',
  Spain: 'ES',
  Netherlands: 'NL',
  Belgium: 'BE',
  Austria: 'AT',
  Switzerland: 'CH',
  Poland: 'PL',
  'Czech Republic': 'CZ',
  Portugal: 'PT',
  Sweden: 'SE',
  Denmark: 'DK',
  Norway: 'NO',
  Finland: 'FI',
  Ireland: 'IE',
  'United Kingdom': 'GB',
  Greece: 'GR',
  Hungary: 'HU',
  Romania: 'RO',
  Bulgaria: 'BG',
  Croatia: 'HR',
  Slovenia: 'SI',
  Slovakia: 'SK',
  Estonia: 'EE',
  Latvia: 'LV',
  Lithuania: 'LT',
  Luxembourg: 'LU',
  Malta: 'MT',
  Cyprus: 'CY',
};

const names = new Map<Lang, Intl.DisplayNames>();

/** The country's name in the widget's language; the catalogue's English name when unknown. */
export function countryName(english: string, lang: Lang): string {
  const code = CODES[english];
  if (lang === 'en' || !code) return english;
  if (!names.has(lang)) names.set(lang, new Intl.DisplayNames([lang], { type: 'region' }));
  return names.get(lang)!.of(code) ?? english;
}
