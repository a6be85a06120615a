// How the catalogue search folds text: the one tokenizer of the index, the database search, the
// repository that stores a university's words, the start-up step that stores them anew when
// these rules change (catalogue-words-refold.ts), and the tests.
import { ALL_OTHER_NAMES, otherNamesOf } from './catalogue-names/other-names.ts';
import { STOP_WORDS } from './catalogue-names/stop-words.ts';
import type { OtherNames } from './catalogue-names/stored-other-names.ts';

/** The version of the rules below: raise it with any change that folds a word differently. */
const RULES_VERSION = 3;

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

/**
 * Arabic letters written more than one way, as one: alef wasla as alef, ta marbuta as ha, alef
 * maqsura as ya, the Persian kaf and ya as the Arabic ones; alef with hamza or madda, and the
 * hamza on waw and ya, lose their mark in decomposition (below).
 */
const ARABIC_LETTERS: Record<string, string> = { ٱ: 'ا', ة: 'ه', ى: 'ي', ی: 'ي', ک: 'ك' };

/**
 * Marks removed after decomposition: Latin accents; Arabic vowel marks (tashkeel), hamza above
 * and below, madda, the dagger alef and Quranic marks; the standalone hamza and tatweel.
 */
const MARKS = /[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0621\u0640]/g;

/** Arabic-Indic and Eastern Arabic-Indic digits as the digits 0–9. */
const digit = (character: string) => String((character.codePointAt(0)! - 0x0660) % (0x06f0 - 0x0660));

/** The letters of a text folded: decomposed, marks removed, lower case, one form per letter. */
const foldedLetters = (text: string) =>
  text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/[łøđðıßæœþ]/g, (letter) => PLAIN_LETTERS[letter])
    .replace(/[ٱةىیک]/g, (letter) => ARABIC_LETTERS[letter])
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, digit);

const ARABIC_WORD = /^[\u0600-\u06ff]/;
/** Letters an Arabic word may start with that are words of their own: and, with/in, for, so, like. */
const ATTACHED = new Set(['و', 'ب', 'ل', 'ف', 'ك']);

/** An Arabic word without its leading article "ال" (when a letter follows). */
const withoutArticle = (word: string) => (word.length > 2 && word.startsWith('ال') ? word.slice(2) : word);

const lettersOf = (text: string) =>
  foldedLetters(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** What an Arabic word may be without an attached letter: the rest without its article; after "لل" (for + the), the rest. */
const detached = (word: string) =>
  ATTACHED.has(word[0]) ? [withoutArticle(word.slice(1)), ...(word.startsWith('لل') ? [word.slice(2)] : [])] : [];

/**
 * The Arabic words the catalogue's names hold (without their article) and the stop words: an
 * attached letter is taken off a word only when what remains is one of them.
 */
const KNOWN_ARABIC = (() => {
  const words = new Set(lettersOf(ALL_OTHER_NAMES).map(withoutArticle));
  const attached = (word: string) => detached(word).some((rest) => words.has(rest));
  return new Set([...[...words].filter((word) => !attached(word)), ...STOP_WORDS]);
})();

/**
 * An Arabic word as the search holds it: a known word as it is; else without its article; else,
 * when it starts with an attached letter (and "لل", for + the) and the rest is a known word, that word.
 */
function arabicWord(word: string): string {
  if (!ARABIC_WORD.test(word) || KNOWN_ARABIC.has(word)) return word;
  const bare = withoutArticle(word);
  if (bare !== word) return bare;
  return detached(word).find((rest) => KNOWN_ARABIC.has(rest)) ?? word;
}

/**
 * The words of a text folded for search: lower case, accents and Arabic vowel marks removed,
 * compatibility forms decomposed, each letter in one form, Arabic words without their article.
 */
export const foldedWords = (text: string) => lettersOf(text).map(arabicWord);

/** A 31-bit hash of a text (FNV-1a), for the version below. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 1;
}

/**
 * The version of the folding, of its rules and of the names it indexes: it changes whenever a
 * stored word might, so every university's words are stored anew at the next start.
 */
export const FOLDING_VERSION = hashOf(`${RULES_VERSION} ${ALL_OTHER_NAMES} ${[...STOP_WORDS].join(' ')}`);

/**
 * A university's searchable words (name, city, country, specialties, and their Arabic and other
 * names: `names`, readOtherNames), folded, each with a space before and after, so that `instr(search_words, ' ' || term)` tests a
 * word prefix in one pass. SQLite stores them in `universities.search_words`, which also feeds
 * its FTS5 index.
 */
export const searchWords = (
  university: { name: string; city: string; country: string; specialties: string[] },
  names: OtherNames,
) =>
  ` ${foldedWords(
    [
      university.name,
      university.city,
      university.country,
      ...university.specialties,
      ...otherNamesOf(university, names),
    ].join(' '),
  ).join(' ')} `;

const LANGUAGE_NAMES = ['en', 'ar'].map((locale) => new Intl.DisplayNames([locale], { type: 'language' }));

/** A language code's names in English and Arabic ("English", "الإنجليزية"), made once per code. */
const namesOfLanguage = new Map<string, string[]>();
function languageNames(code: string): string[] {
  let names = namesOfLanguage.get(code);
  if (!names) {
    names = LANGUAGE_NAMES.map((display) => {
      try {
        return display.of(code) ?? '';
      } catch {
        return '';
      }
    });
    namesOfLanguage.set(code, names);
  }
  return names;
}

/**
 * A programme's own searchable words (its name in English and Arabic, its level, and the names of
 * its languages of instruction in both languages: "English", "الإنجليزية"), folded as a
 * university's are and stored the same way in `programs.search_words`. A search of the programme
 * list also reads the words of the programme's university (`universities.search_words`).
 */
export const programmeSearchWords = (programme: {
  name: string;
  name_ar?: string | null;
  level: string;
  languages?: string | null;
}) => {
  const languages: string[] = programme.languages ? JSON.parse(programme.languages) : [];
  const names = languages.flatMap(languageNames);
  return ` ${foldedWords([programme.name, programme.name_ar ?? '', programme.level, ...names].join(' ')).join(' ')} `;
};
