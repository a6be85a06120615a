/**
 * The distinct words of many texts, numbered in the order first met. `eachWord` reads the words
 * of a text (separated by spaces, as `search_words` holds them) and answers each one's number
 * without cutting the text into strings: a build of the catalogue index reads some 30 million
 * words at 1,000,000 universities, most of them the same few hundred, and a new string and a Map
 * look-up for each had been most of the build's time. Words are found by hash in an open
 * addressing table, and compared in place.
 */
export interface WordTable {
  /** The words met so far, by number. */
  words: string[];
  /** Calls `visit` with the number of each word of `text`, in order. */
  eachWord(text: string, visit: (word: number) => void): void;
}

const SPACE = 32;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Whether `text` holds `word` from `start` on. */
function sameLetters(text: string, start: number, word: string) {
  for (let i = 0; i < word.length; i++) if (text.charCodeAt(start + i) !== word.charCodeAt(i)) return false;
  return true;
}

export function wordTable(): WordTable {
  const words: string[] = [];
  // Per slot, a word's number + 1 (0: free) and its hash; a word is at the first free slot from
  // its hash on. At most half full.
  let numbers = new Int32Array(1024);
  let hashes = new Int32Array(1024);

  const place = (number: number, hash: number) => {
    const mask = numbers.length - 1;
    let slot = hash & mask;
    while (numbers[slot] !== 0) slot = (slot + 1) & mask;
    numbers[slot] = number + 1;
    hashes[slot] = hash;
  };

  const numberOf = (text: string, start: number, end: number, hash: number) => {
    const mask = numbers.length - 1;
    for (let slot = hash & mask; numbers[slot] !== 0; slot = (slot + 1) & mask) {
      if (hashes[slot] !== hash) continue;
      const number = numbers[slot] - 1;
      const word = words[number];
      if (word.length === end - start && sameLetters(text, start, word)) return number;
    }
    const number = words.length;
    words.push(text.slice(start, end));
    if (words.length * 2 > numbers.length) {
      const [oldNumbers, oldHashes] = [numbers, hashes];
      numbers = new Int32Array(oldNumbers.length * 2);
      hashes = new Int32Array(oldNumbers.length * 2);
      for (let slot = 0; slot < oldNumbers.length; slot++)
        if (oldNumbers[slot] !== 0) place(oldNumbers[slot] - 1, oldHashes[slot]);
    }
    place(number, hash);
    return number;
  };

  return {
    words,
    eachWord(text, visit) {
      let start = -1;
      let hash = FNV_OFFSET;
      const length = text.length;
      for (let i = 0; i < length; i++) {
        const code = text.charCodeAt(i);
        if (code !== SPACE) {
          if (start < 0) {
            start = i;
            hash = FNV_OFFSET;
          }
          hash = Math.imul(hash ^ code, FNV_PRIME);
        } else if (start >= 0) {
          visit(numberOf(text, start, i, hash));
          start = -1;
        }
      }
      if (start >= 0) visit(numberOf(text, start, length, hash));
    },
  };
}
