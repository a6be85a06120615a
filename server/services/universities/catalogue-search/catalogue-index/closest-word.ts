import { firstNotBelow } from './first-not-below.ts';

/** Edits a word of this many letters may be from the catalogue word it means: 1 from 5 letters, 2 from 9. */
export const editsAllowed = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/** Above every letter the catalogue's words hold: the end of the range of words a prefix starts. */
const PAST_PREFIX = '\uffff';

/**
 * The catalogue word nearest to `word` (optimal string alignment distance: a letter added,
 * removed, replaced, or two neighbours swapped), no further than `editsAllowed`; among equally
 * near words the one most universities hold (`weight`), then the first. The sorted word list is
 * walked as a trie (the words a prefix starts are one range of it), carrying one row of
 * distances per letter, and every range whose row is past the limit is skipped whole, as a
 * Levenshtein automaton would: a search reads a few hundred prefixes, not the whole list.
 */
export function closestWord(words: string[], word: string, weight: (at: number) => number): string | undefined {
  return closest(words, word, weight, false);
}

/**
 * The start of a catalogue word nearest to `word`, by the same distance and limit: what a
 * type-ahead reads a misspelt, unfinished word as ("heidelbu" → "heidelb"). Among equally near
 * starts the one most words begin with, then the first.
 */
export function closestPrefix(words: string[], word: string): string | undefined {
  return closest(words, word, () => 0, true);
}

function closest(words: string[], word: string, weight: (at: number) => number, prefixes: boolean): string | undefined {
  const limit = editsAllowed(word);
  if (limit === 0) return undefined;
  const n = word.length;
  let best: { text: string; distance: number; weight: number } | undefined;
  const consider = (text: string, distance: number, w: number) => {
    if (distance > limit) return;
    if (!best || distance < best.distance || (distance === best.distance && w > best.weight))
      best = { text, distance, weight: w };
  };
  const first = Array.from({ length: n + 1 }, (_, j) => j);

  const visit = (depth: number, from: number, to: number, rows: number[][], prefix: string) => {
    let at = from;
    // The range's first word may be the prefix itself.
    if (words[at]?.length === depth) {
      if (!prefixes) consider(words[at], rows[rows.length - 1][n], weight(at));
      at++;
    }
    while (at < to) {
      const letter = words[at][depth];
      const end = firstNotBelow(words, prefix + letter + PAST_PREFIX, at, to);
      const above = rows[rows.length - 1];
      const twoAbove = rows[rows.length - 2];
      const row = [depth + 1];
      let lowest = row[0];
      for (let j = 1; j <= n; j++) {
        let distance = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + (word[j - 1] === letter ? 0 : 1));
        if (twoAbove && j > 1 && word[j - 2] === letter && word[j - 1] === prefix[depth - 1])
          distance = Math.min(distance, twoAbove[j - 2] + 1);
        row.push(distance);
        lowest = Math.min(lowest, distance);
      }
      if (prefixes) consider(prefix + letter, row[n], end - at);
      if (lowest <= limit) visit(depth + 1, at, end, [...rows.slice(-1), row], prefix + letter);
      at = end;
    }
  };
  visit(0, 0, words.length, [first], '');
  return best?.text;
}
