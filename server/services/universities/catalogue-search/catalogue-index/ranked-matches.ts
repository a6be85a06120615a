import { filterTerms } from '#server/services/universities/catalogue-search/university-search.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { firstNotBelow } from './first-not-below.ts';
import { bitsOf, EMPTY_SET, eachPosition, hasPosition, isLarge, listOf, type TermSet, unionOf } from './term-set.ts';

/** The filter terms of specialties start so (`filterTerms`, university-search.ts): `s` and the hex of the lower-case name. */
const SPECIALTY_TERM = /^s((?:[0-9a-f]{2})+)$/;

/** Whether a position is in a set, asked in any order. */
function contains(set: TermSet, position: number, size: number): boolean {
  if (isLarge(set, size)) return hasPosition(bitsOf(set, size), position);
  const positions = listOf(set);
  return positions[firstNotBelow(positions, position)] === position;
}

/**
 * The first `count` universities by rank, then in catalogue order: those in one of the countries
 * and teaching one of the programmes (a specialty whose lower-case name the programme contains,
 * "msc computer science" → Computer Science), then those matching one of the two, then the
 * featured. Countries and programmes in lower case. The student dashboard's recommendations.
 */
export function rankedMatches(
  index: CatalogueIndex,
  preferences: { countries: string[]; programs: string[] },
  count: number,
): number[] {
  const size = index.ids.length;
  const setOf = (term: string) => index.filters.get(term) ?? EMPTY_SET;
  const inCountry = unionOf(
    preferences.countries.flatMap((country) => filterTerms({ country }).map(setOf)),
    size,
  );
  const taught = [...index.filters].flatMap(([term, set]) => {
    const hex = SPECIALTY_TERM.exec(term)?.[1];
    const name = hex && Buffer.from(hex, 'hex').toString('utf8');
    return name && preferences.programs.some((program) => program.includes(name)) ? [set] : [];
  });
  const teaches = unionOf(taught, size);
  const [fewer, more] = inCountry.count <= teaches.count ? [inCountry, teaches] : [teaches, inCountry];
  const picked: number[] = [];
  const taken = new Set<number>();
  const pick = (set: TermSet, accept: (position: number) => boolean) =>
    eachPosition(set, (position) => {
      if (picked.length >= count) return false;
      if (!taken.has(position) && accept(position)) {
        taken.add(position);
        picked.push(index.ids[position]);
      }
      return true;
    });
  pick(fewer, (position) => contains(more, position, size));
  pick(unionOf([inCountry, teaches], size), () => true);
  pick(setOf('featured'), () => true);
  return picked;
}
