import { describe, expect, it } from 'vitest';
import { ftsQuery, searchTerms, tsQuery } from './university-search.ts';

describe('search terms', () => {
  it('are the words of the search in lower case', () => {
    expect(searchTerms('Technical University  of Munich')).toEqual(['technical', 'university', 'of', 'munich']);
  });

  it('fold accents the way the indexes do', () => {
    expect(searchTerms('Zürich Kraków École Málaga')).toEqual(['zurich', 'krakow', 'ecole', 'malaga']);
    expect(searchTerms('e\u0301cole')).toEqual(['ecole']);
    expect(searchTerms('ﬁne ½')).toEqual(['fine', '1', '2']);
  });

  it('keep letters of every script and digits', () => {
    expect(searchTerms('جامعة القاهرة')).toEqual(['جامعة', 'القاهرة']);
    expect(searchTerms('大学 2024')).toEqual(['大学', '2024']);
  });

  it('leave no full-text syntax: quotes, stars, operators and columns become separators', () => {
    expect(searchTerms('"tech* OR law" NEAR(a b) name:x ^y -z \')--')).toEqual([
      'tech',
      'or',
      'law',
      'near',
      'a',
      'b',
      'name',
      'x',
    ]);
    expect(searchTerms('"*:()\'-;%_\\')).toEqual([]);
    expect(searchTerms('🎓 \u200b')).toEqual([]);
  });

  it('count at most eight words', () => {
    expect(searchTerms('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('become an FTS5 query of quoted prefixes and a tsquery of prefixes, all required', () => {
    expect(ftsQuery(['tech', 'mun'])).toBe('"tech"* "mun"*');
    expect(tsQuery(['tech', 'mun'])).toBe('tech:* & mun:*');
  });

  it('narrow an FTS5 query with column phrases, folded like the terms', () => {
    expect(ftsQuery(['tech'], { country: 'Czech Republic', specialties: 'Computer Science' })).toBe(
      '"tech"* country : "czech republic" specialties : "computer science"',
    );
    expect(ftsQuery(['x'], { country: 'Österreich', specialties: '%%' })).toBe('"x"* country : "osterreich"');
  });
});
