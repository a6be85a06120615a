import { COUNTRY_SUMMARIES } from '#portal/content/countries/summaries.ts';
import { ARABIC_CITY_NAMES } from './city-names-ar.ts';
import { ARABIC_FIELD_NAMES } from './field-names-ar.ts';
import { CITY_LOCAL_NAMES, COUNTRY_OTHER_NAMES, UNIVERSITY_NICKNAMES } from './local-names.ts';
import { ARABIC_UNIVERSITY_NAMES } from './university-names-ar.ts';

/** The destinations' Arabic names as the portal shows them, by their English name. */
export const ARABIC_COUNTRY_NAMES: Record<string, string> = Object.fromEntries(
  COUNTRY_SUMMARIES.map((country) => [country.name, country.nameAr]),
);

/**
 * The other names of a university's name, city, country and specialties where they have them
 * (Arabic, nicknames, local names): the search finds a university by these as by its English words.
 */
export const otherNamesOf = (university: { name: string; city: string; country: string; specialties: string[] }) =>
  [
    ARABIC_UNIVERSITY_NAMES[university.name],
    UNIVERSITY_NICKNAMES[university.name],
    ARABIC_CITY_NAMES[university.city],
    CITY_LOCAL_NAMES[university.city],
    ARABIC_COUNTRY_NAMES[university.country],
    COUNTRY_OTHER_NAMES[university.country],
    ...university.specialties.map((specialty) => ARABIC_FIELD_NAMES[specialty]),
  ].filter((name): name is string => Boolean(name));

/** Every other name the catalogue's search knows, in one text (its Arabic words are the known words; the folding's version). */
export const ALL_OTHER_NAMES = [
  ...Object.values(UNIVERSITY_NICKNAMES),
  ...Object.values(CITY_LOCAL_NAMES),
  ...Object.values(COUNTRY_OTHER_NAMES),
  ...Object.values(ARABIC_UNIVERSITY_NAMES),
  ...Object.values(ARABIC_CITY_NAMES),
  ...Object.values(ARABIC_COUNTRY_NAMES),
  ...Object.values(ARABIC_FIELD_NAMES),
].join(' ');
