/**
 * Folds a name for matching: case, Latin accents, Arabic short vowels and tatweel, and the
 * letter variants people type interchangeably (أ إ آ → ا, ة → ه, ى → ي).
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .trim();
}

/** Whether any of a country's names contains what was typed. */
export function matchesCountry(names: readonly string[], typed: string): boolean {
  const wanted = foldName(typed);
  return !wanted || names.some((name) => foldName(name).includes(wanted));
}
