// How the catalogue search folds text, shared by the search, the repository that stores a
// university's words and the start-up step that stores them anew when these rules change
// (catalogue-words-refold.ts).

/** The version of these rules: raise it with any change that folds a word differently. */
export const FOLDING_VERSION = 1;

/** Latin letters that carry their mark inside (no decomposition), written as a reader types them. */
const PLAIN_LETTERS: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};

/** The words of a text folded for search: lower case, accents removed, compatibility forms decomposed. */
export const foldedWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[łøđðıßæœþ]/g, (letter) => PLAIN_LETTERS[letter])
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * A university's searchable words (name, city, country, specialties), folded, each with a space
 * before and after, so that `instr(search_words, ' ' || term)` tests a word prefix in one pass.
 * SQLite stores them in `universities.search_words`, which also feeds its FTS5 index.
 */
export const searchWords = (university: { name: string; city: string; country: string; specialties: string[] }) =>
  ` ${foldedWords([university.name, university.city, university.country, ...university.specialties].join(' ')).join(' ')} `;
