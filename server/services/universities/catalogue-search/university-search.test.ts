import { describe, expect, it } from 'vitest';
import { filterTerms, ftsQuery, searchTerms, tsQuery } from './university-search.ts';

describe('search terms', () => {
  it('are the words of the search in lower case, without stop words unless there are no others', () => {
    expect(searchTerms('Technical University  of Munich')).toEqual(['technical', 'munich']);
    expect(searchTerms('universities in germany')).toEqual(['germany']);
    expect(searchTerms('University of')).toEqual(['university', 'of']);
  });

  it('count a plural as the start of its singular', () => {
    expect(searchTerms('natural sciences technologies business paris')).toEqual([
      'natural',
      'science',
      'technolog',
      'business',
      'paris',
    ]);
  });

  it('fold accents the way the indexes do', () => {
    expect(searchTerms('Zürich Kraków École Málaga')).toEqual(['zurich', 'krakow', 'ecole', 'malaga']);
    expect(searchTerms('e\u0301cole')).toEqual(['ecole']);
    expect(searchTerms('ﬁne ½')).toEqual(['fine', '1', '2']);
    // Letters with the mark inside, as a reader without them types the name.
    expect(searchTerms('Łódź Øresund Straße Ærø')).toEqual(['lodz', 'oresund', 'strasse', 'aero']);
  });

  it('keep letters of every script and digits', () => {
    expect(searchTerms('جامعة القاهرة')).toEqual(['قاهره']);
    expect(searchTerms('大学 2024')).toEqual(['大学', '2024']);
  });

  it('leave no full-text syntax: quotes, stars, operators and columns become separators', () => {
    expect(searchTerms('"tech* OR law" NEAR(a b) name:x ^y -z \')--')).toEqual([
      'tech',
      'or',
      'law',
      'near',
      'b',
      'name',
      'x',
      'y',
    ]);
    expect(searchTerms('"*:()\'-;%_\\')).toEqual([]);
    expect(searchTerms('🎓 \u200b')).toEqual([]);
  });

  it('count at most eight words', () => {
    expect(searchTerms('b c d e f g h i j k')).toEqual(['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });

  it('become an FTS5 query of quoted prefixes and a tsquery of prefixes, all required', () => {
    expect(ftsQuery(['tech', 'mun'], [])).toBe('words : "tech"* words : "mun"*');
    expect(tsQuery(['tech', 'mun'], [])).toBe("'tech':* & 'mun':*");
  });

  it('join the filters as index terms: a hex token of a lower-case country or specialty, featured, the tier', () => {
    const filters = filterTerms({
      country: 'Czech Republic',
      specialty: 'law',
      featured: false,
      rankingTier: 'top100',
    });
    expect(filters).toEqual(['c637a6563682072657075626c6963', 's6c6177', 'notfeatured', 'top100']);
    expect(ftsQuery(['x'], filters.slice(1, 3))).toBe('words : "x"* filters : s6c6177 filters : notfeatured');
    expect(tsQuery([], ['featured', 'top500'])).toBe("'#featured' & '#top500'");
  });
});
