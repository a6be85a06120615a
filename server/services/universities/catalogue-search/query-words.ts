import { foldedWords } from '#server/db/catalogue-words.ts';
import { STOP_WORDS } from '#server/db/catalogue-names/stop-words.ts';

/** A word of a search as it was typed, and as the term the catalogue's words are searched for. */
export interface QueryWord {
  typed: string;
  term: string;
}

/** Search terms for one query: at most this many words count. */
const MAX_TERMS = 8;

/**
 * An English plural as the start of its singular, since every term matches as a word's start:
 * "sciences" → "science", "technologies" → "technolog". Short words and words that end so in
 * the singular ("business", "campus", "paris") stay as they are.
 */
function singular(word: string): string {
  if (word.length < 5 || !/^[a-z]+$/.test(word) || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return word.slice(0, -3);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/**
 * The words of a search, folded as the catalogue's are, as prefix terms: "tech mun" finds
 * "Technical University of Munich", "zurich" finds "Zürich", "المانيا" finds Germany's
 * universities. Stop words are left out unless the search has no other; plurals count as their
 * singular. Anything that is not a letter or a digit separates words, so no full-text syntax
 * (quotes, stars, NEAR, OR, colons) ever reaches the database.
 */
export function queryWords(search: string): QueryWord[] {
  const words = search
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .flatMap((typed) => foldedWords(typed).map((term) => ({ typed, term })));
  const meaningful = words.filter((word) => !STOP_WORDS.has(word.term));
  const terms = new Map<string, QueryWord>();
  for (const word of meaningful.length ? meaningful : words) {
    const term = singular(word.term);
    if (!terms.has(term)) terms.set(term, { typed: word.typed, term });
  }
  return [...terms.values()].slice(0, MAX_TERMS);
}
