import { COUNTRY_SUMMARIES } from '#portal/content/countries/summaries.ts';
import { ARABIC_NAMES } from './arabic-names.ts';
import type { OtherNames } from './stored-other-names.ts';

/** The destinations' Arabic names as the portal shows them, by their English name. */
export const ARABIC_COUNTRY_NAMES: Record<string, string> = Object.fromEntries(
  COUNTRY_SUMMARIES.map((country) => [country.name, country.nameAr]),
);

/**
 * The other names of a university's name, city, country and specialties where they have them
 * (Arabic: from the names' catalog the portal shows them by, arabic-names.ts, and the
 * destinations' names; the nicknames, local names and synonyms the admins keep, `names`): the search finds a
 * university by these as by its English words.
 */
export const otherNamesOf = (
  university: { name: string; city: string; country: string; specialties: string[] },
  names: OtherNames,
) =>
  [
    ARABIC_NAMES.university[university.name],
    names.UNIVERSITY.get(university.name),
    ARABIC_NAMES.city[university.city],
    names.CITY.get(university.city),
    ARABIC_COUNTRY_NAMES[university.country],
    names.COUNTRY.get(university.country),
    ...university.specialties.map((specialty) => ARABIC_NAMES['field of study'][specialty]),
  ].filter((name): name is string => Boolean(name));

/**
 * Every Arabic name above, in one text: its Arabic words are the known words, and it is
 * part of the folding's version. The admins' names are not: a change of them stores the words of
 * the universities it names anew at once (other-names.service.ts).
 */
export const ALL_OTHER_NAMES = [
  ...Object.values(ARABIC_NAMES.university),
  ...Object.values(ARABIC_NAMES.city),
  ...Object.values(ARABIC_COUNTRY_NAMES),
  ...Object.values(ARABIC_NAMES['field of study']),
].join(' ');
