import { describe, expect, it } from 'vitest';
import { wordTable } from './word-table.ts';

const numbersOf = (table: ReturnType<typeof wordTable>, text: string) => {
  const numbers: number[] = [];
  table.eachWord(text, (word) => numbers.push(word));
  return numbers;
};

describe('wordTable', () => {
  it('numbers each distinct word of a text in the order first met, however the spaces fall', () => {
    const table = wordTable();
    expect(numbersOf(table, ' aachen business school aachen germany ')).toEqual([0, 1, 2, 0, 3]);
    expect(numbersOf(table, 'germany  مانيا deutschland aachen')).toEqual([3, 4, 5, 0]);
    expect(numbersOf(table, '')).toEqual([]);
    expect(numbersOf(table, '   ')).toEqual([]);
    expect(table.words).toEqual(['aachen', 'business', 'school', 'germany', 'مانيا', 'deutschland']);
  });

  it('tells apart words that share letters, a start or a length', () => {
    const table = wordTable();
    const words = ['ab', 'ba', 'abc', 'a', 'b', 'aa', 'abd'];
    expect(numbersOf(table, words.join(' '))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(numbersOf(table, [...words].reverse().join(' '))).toEqual([6, 5, 4, 3, 2, 1, 0]);
  });

  it('keeps every word as its table grows past thousands of words', () => {
    const table = wordTable();
    const words = Array.from({ length: 5_000 }, (_, i) => `w${i.toString(36)}`);
    expect(numbersOf(table, words.join(' '))).toEqual(words.map((_, i) => i));
    expect(numbersOf(table, [...words].reverse().join(' '))).toEqual(words.map((_, i) => words.length - 1 - i));
    expect(table.words).toEqual(words);
  });
});
