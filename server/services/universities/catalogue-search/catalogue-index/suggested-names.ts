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

const sum = (counts: Iterable<number>) => {
  let total = 0;
  for (const n of counts) total += n;
  return total;
};

/** Counts how many universities each country, city and field belongs to, as the index is built. */
export function nameCounter() {
  /** Universities by country and city (a country's are its cities' together). */
  const places = new Map<string, Map<string, number>>();
  const fields = new Map<string, number>();
  return {
    add(university: { city: string; country: string; specialties: string[] }) {
      let cities = places.get(university.country);
      if (!cities) {
        cities = new Map();
        places.set(university.country, cities);
      }
      cities.set(university.city, (cities.get(university.city) ?? 0) + 1);
      university.specialties.forEach((specialty, i) => {
        if (university.specialties.indexOf(specialty) === i) fields.set(specialty, (fields.get(specialty) ?? 0) + 1);
      });
    },
    /** The names counted and the programme names given, each with every name it is known by (`others`: the admins' other names). */
    finish(programmes: ProgrammeName[], others: OtherNames): NameList {
      const known = (name: CatalogueName, ...others: (string | null | undefined)[]) => ({
        name,
        knownAs: others.filter((other): other is string => Boolean(other)),
      });
      return nameList([
        ...Array.from(places, ([name, cities]) =>
          known(
            { kind: 'country', name, nameAr: ARABIC_COUNTRY_NAMES[name], universities: sum(cities.values()) },
            ARABIC_COUNTRY_NAMES[name],
            others.COUNTRY.get(name),
          ),
        ),
        ...Array.from(places).flatMap(([country, cities]) =>
          Array.from(cities, ([city, universities]) =>
            known(
              { kind: 'city', name: city, nameAr: ARABIC_NAMES.city[city], country, universities },
              ARABIC_NAMES.city[city],
              others.CITY.get(city),
            ),
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
