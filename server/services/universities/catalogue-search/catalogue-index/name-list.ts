import { foldedWords } from '#server/db/catalogue-words.ts';
import { firstNotBelow } from './first-not-below.ts';

/** A name the type-ahead suggests besides universities: a country, a city, a field or a programme. */
export interface CatalogueName {
  kind: 'country' | 'city' | 'field' | 'programme';
  /** The catalogue's (English) name. */
  name: string;
  /** Its Arabic name, where the catalogue knows one. */
  nameAr?: string;
  /** A city's country. */
  country?: string;
  /** How many universities it belongs to: the more, the earlier it is suggested. */
  universities: number;
}

/**
 * The countries, cities, fields and programme names of the catalogue with their folded words (of
 * every name they are known by), sorted, so that the names a word's start finds are one range.
 */
export interface NameList {
  names: CatalogueName[];
  words: string[];
  /** The names (positions in `names`) of each word, in the order of `words`. */
  wordNames: Int32Array[];
}

/** Makes the list from the names with every other name each is known by (nicknames, Arabic, local). */
export function nameList(entries: { name: CatalogueName; knownAs: string[] }[]): NameList {
  const byWord = new Map<string, number[]>();
  entries.forEach(({ name, knownAs }, position) => {
    for (const word of new Set(foldedWords([name.name, ...knownAs].join(' ')))) {
      const positions = byWord.get(word);
      if (positions) positions.push(position);
      else byWord.set(word, [position]);
    }
  });
  const words = [...byWord.keys()].sort();
  return {
    names: entries.map((entry) => entry.name),
    words,
    wordNames: words.map((word) => Int32Array.from(byWord.get(word)!)),
  };
}

/** The names with a word that starts with `term`. */
function namesStarting(list: NameList, term: string): Set<number> {
  const found = new Set<number>();
  for (let at = firstNotBelow(list.words, term); list.words[at]?.startsWith(term); at++)
    for (const position of list.wordNames[at]) found.add(position);
  return found;
}

/**
 * The names every term starts a word of, those of most universities first (then by name).
 */
export function namesMatching(list: NameList, terms: string[]): CatalogueName[] {
  if (!terms.length) return [];
  const [first, ...others] = terms.map((term) => namesStarting(list, term)).sort((a, b) => a.size - b.size);
  return [...first]
    .filter((position) => others.every((set) => set.has(position)))
    .map((position) => list.names[position])
    .sort((a, b) => b.universities - a.universities || a.name.localeCompare(b.name));
}
