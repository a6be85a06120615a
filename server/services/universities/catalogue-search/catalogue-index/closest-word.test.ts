import { describe, expect, it } from 'vitest';
import { closestPrefix, closestWord } from './closest-word.ts';

const WORDS = ['amsterdam', 'cambridge', 'computer', 'heidelberg', 'oxford', 'sorbonne', 'مانيا', 'ميونخ'].sort();
const even = () => 1;

describe('closest word', () => {
  it('finds the word one edit away for 5 to 8 letters: a letter added, removed, replaced or two swapped', () => {
    expect(closestWord(WORDS, 'sorbone', even)).toBe('sorbonne');
    expect(closestWord(WORDS, 'amsterdm', even)).toBe('amsterdam');
    expect(closestWord(WORDS, 'cambrige', even)).toBe('cambridge');
    expect(closestWord(WORDS, 'oxfrod', even)).toBe('oxford');
    expect(closestWord(WORDS, 'computr', even)).toBe('computer');
    expect(closestWord(WORDS, 'ميونح', even)).toBe('ميونخ');
  });

  it('allows two edits from 9 letters, none below 5', () => {
    expect(closestWord(WORDS, 'heidelburg', even)).toBe('heidelberg');
    expect(closestWord(WORDS, 'hiedelburg', even)).toBe('heidelberg');
    expect(closestWord(WORDS, 'hiedelbxrx', even)).toBeUndefined();
    expect(closestWord(WORDS, 'sorbnne', even)).toBe('sorbonne');
    expect(closestWord(WORDS, 'oxfor', even)).toBe('oxford');
    expect(closestWord(WORDS, 'oxfo', even)).toBeUndefined();
    expect(closestWord(WORDS, 'sorbxxne', even)).toBeUndefined();
  });

  it('prefers, among equally near words, the one more universities hold', () => {
    const words = ['graz', 'grazer', 'grazes'];
    expect(closestWord(words, 'grazex', (at) => (words[at] === 'grazes' ? 5 : 1))).toBe('grazes');
    expect(closestWord(words, 'grazex', (at) => (words[at] === 'grazer' ? 5 : 1))).toBe('grazer');
  });

  it('reads an unfinished misspelt word as the start of a word nearest to it (type-ahead)', () => {
    expect(closestPrefix(WORDS, 'heidelbu')).toMatch(/^heidelbe?$/);
    expect(closestPrefix(WORDS, 'cambrid')).toBe('cambrid');
    expect(closestPrefix(WORDS, 'camrbid')).toMatch(/^cambri/);
    expect(closestPrefix(WORDS, 'amstre')).toMatch(/^amst/);
    expect(closestPrefix(WORDS, 'ميونح')).toMatch(/^ميون/);
    expect(closestPrefix(WORDS, 'zzzzzz')).toBeUndefined();
    expect(closestPrefix(WORDS, 'oxfx')).toBeUndefined();
  });
});
