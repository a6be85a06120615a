import { ARABIC_NAMES } from '#server/db/catalogue-names/arabic-names.ts';
import { ARABIC_COUNTRY_NAMES } from '#server/db/catalogue-names/other-names.ts';
import type { OtherNames } from '#server/db/catalogue-names/stored-other-names.ts';
import { type CatalogueName, type NameList, nameList } from './name-list.ts';

/** A programme name of the catalogue, with its Arabic name where one was given, and how many universities teach it. */
export interface ProgrammeName {
  name: string;
  nameAr: string | null;
  universities: number;
}

/** Counts how many universities each country, city and field belongs to, as the index is built. */
export function nameCounter() {
  const countries = new Map<string, number>();
  const cities = new Map<string, { city: string; country: string; universities: number }>();
  const fields = new Map<string, number>();
  const count = (counts: Map<string, number>, name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  return {
    add(university: { city: string; country: string; specialties: string[] }) {
      count(countries, university.country);
      const key = `${university.city}\n${university.country}`;
      const city = cities.get(key);
      if (city) city.universities++;
      else cities.set(key, { city: university.city, country: university.country, universities: 1 });
      for (const specialty of new Set(university.specialties)) count(fields, specialty);
    },
    /** The names counted and the programme names given, each with every name it is known by (`others`: the admins' other names). */
    finish(programmes: ProgrammeName[], others: OtherNames): NameList {
      const known = (name: CatalogueName, ...others: (string | null | undefined)[]) => ({
        name,
        knownAs: others.filter((other): other is string => Boolean(other)),
      });
      return nameList([
        ...Array.from(countries, ([name, universities]) =>
          known(
            { kind: 'country', name, nameAr: ARABIC_COUNTRY_NAMES[name], universities },
            ARABIC_COUNTRY_NAMES[name],
            others.COUNTRY.get(name),
          ),
        ),
        ...Array.from(cities.values(), ({ city, country, universities }) =>
          known(
            { kind: 'city', name: city, nameAr: ARABIC_NAMES.city[city], country, universities },
            ARABIC_NAMES.city[city],
            others.CITY.get(city),
          ),
        ),
        ...Array.from(fields, ([name, universities]) =>
          known(
            { kind: 'field', name, nameAr: ARABIC_NAMES['field of study'][name], universities },
            ARABIC_NAMES['field of study'][name],
          ),
        ),
        ...programmes.map(({ name, nameAr, universities }) =>
          known({ kind: 'programme', name, nameAr: nameAr ?? undefined, universities }, nameAr),
        ),
      ]);
    },
  };
}
