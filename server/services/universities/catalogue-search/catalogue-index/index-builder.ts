import type { CatalogueIndex } from './catalogue-index.ts';
import type { OtherNames } from '#server/db/catalogue-names/stored-other-names.ts';
import { nameCounter, type ProgrammeName } from './suggested-names.ts';
import { append, finished, type GrowingList } from './growing-list.ts';

/** One university as the index holds it: its folded words and its filter terms, and the places and fields it counts for. */
export interface IndexedUniversity {
  id: number;
  words: string[];
  filters: string[];
  city: string;
  country: string;
  specialties: string[];
}

/** Builds an index from the universities given one by one in catalogue order. */
export function catalogueIndexBuilder() {
  const ids: number[] = [];
  const words = new Map<string, GrowingList>();
  const filters = new Map<string, GrowingList>();
  const names = nameCounter();
  return {
    /** Adds the next university in catalogue order. */
    add(university: IndexedUniversity) {
      const position = ids.length;
      ids.push(university.id);
      for (const word of university.words) append(words, word, position);
      for (const filter of university.filters) append(filters, filter, position);
      names.add(university);
    },
    /** The index of every university added, with the programme names given, at the catalogue revision they were read at. */
    finish(revision: number, programmes: ProgrammeName[], others: OtherNames): CatalogueIndex {
      const sorted = [...words.keys()].sort();
      return {
        revision,
        ids: Int32Array.from(ids),
        words: sorted,
        wordSets: sorted.map((word) => finished(words.get(word)!)),
        filters: new Map(Array.from(filters, ([term, list]) => [term, finished(list)])),
        prefixes: new Map(),
        prefixBytes: 0,
        names: names.finish(programmes, others),
      };
    },
  };
}
