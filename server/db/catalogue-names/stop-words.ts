/**
 * Words a search leaves out because nearly every university or none would match them: the
 * catalogue is a list of universities, and students write "universities in germany", "جامعات في
 * ألمانيا". Written folded (catalogue-words.ts); a search of stop words only keeps them all.
 */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'best',
  'for',
  'in',
  'of',
  'on',
  'the',
  'to',
  'top',
  'uni',
  'universities',
  'university',
  'with',
  // Arabic: university, universities, in, from, to, on, about, with, or, and, best
  'جامعه',
  'جامعات',
  'في',
  'من',
  'الي',
  'علي',
  'عن',
  'مع',
  'او',
  'و',
  'افضل',
]);
