import type { CatalogueIndex } from './catalogue-index.ts';
import type { OtherNames } from '#server/db/catalogue-names/stored-other-names.ts';
import { nameCounter, type ProgrammeName } from './suggested-names.ts';
import { appendTo, emptyList, finished, type GrowingList, termList } from './growing-list.ts';
import { wordTable } from './word-table.ts';
import { countryTerm, featuredTerm, specialtyTerm, tiersOf } from '../university-search.ts';

/** One university as the index is given it: its folded words (`search_words`), the filters it holds, the places and fields it counts for. */
export interface IndexedUniversity {
  id: number;
  searchWords: string;
  city: string;
  country: string;
  specialties: string[];
  featured: boolean;
  bestRank: number | null;
}

/**
 * Builds an index from the universities given one by one in catalogue order. A university holds
 * the filter terms of university-search.ts: its country's, each specialty's, featured or
 * notfeatured, each ranking tier its best rank is in; each country's and specialty's term is
 * made once.
 */
export function catalogueIndexBuilder() {
  const ids: number[] = [];
  const table = wordTable();
  const wordLists: GrowingList[] = [];
  const filters = new Map<string, GrowingList>();
  const filterList = (term: string) => termList(filters, term);
  const namedLists = (termOf: (name: string) => string) => {
    const lists = new Map<string, GrowingList>();
    return (name: string) => {
      let list = lists.get(name);
      if (!list) {
        list = filterList(termOf(name));
        lists.set(name, list);
      }
      return list;
    };
  };
  const countryList = namedLists(countryTerm);
  const specialtyList = namedLists(specialtyTerm);
  const names = nameCounter();
  let position = 0;
  const addWord = (word: number) => {
    wordLists[word] ??= emptyList();
    appendTo(wordLists[word], position);
  };
  return {
    /** Adds the next university in catalogue order. */
    add(university: IndexedUniversity) {
      position = ids.length;
      ids.push(university.id);
      table.eachWord(university.searchWords, addWord);
      appendTo(countryList(university.country), position);
      for (const specialty of university.specialties) appendTo(specialtyList(specialty), position);
      appendTo(filterList(featuredTerm(university.featured)), position);
      for (const tier of tiersOf(university.bestRank)) appendTo(filterList(tier), position);
      names.add(university);
    },
    /** The index of every university added, with the programme names given, at the catalogue revision they were read at. */
    finish(revision: number, programmes: ProgrammeName[], others: OtherNames): CatalogueIndex {
      const numbers = new Map(table.words.map((word, number) => [word, number]));
      const sorted = [...table.words].sort();
      return {
        revision,
        ids: Int32Array.from(ids),
        words: sorted,
        wordSets: sorted.map((word) => finished(wordLists[numbers.get(word)!])),
        filters: new Map(Array.from(filters, ([term, list]) => [term, finished(list)])),
        prefixes: new Map(),
        prefixBytes: 0,
        names: names.finish(programmes, others),
      };
    },
  };
}
