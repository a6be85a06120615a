import { describe, expect, it } from 'vitest';
import { CITY_NAMES } from '#names/city.ts';
import { FIELD_OF_STUDY_NAMES } from '#names/field-of-study.ts';
import { UNIVERSITY_NAMES } from '#names/university.ts';
import { ARABIC_NAMES } from './catalogue-names/arabic-names.ts';
import { otherNamesFrom } from './catalogue-names/stored-other-names.ts';
import { foldedWords, searchWords } from './catalogue-words.ts';

describe('catalogue words', () => {
  it('fold Arabic: vowel marks and tatweel removed, one form of alef, ta marbuta, alef maqsura and hamza carriers', () => {
    expect(foldedWords('طِبّ')).toEqual(['طب']);
    expect(foldedWords('ـطـب')).toEqual(['طب']);
    expect(foldedWords('أإآٱ')).toEqual(['اااا']);
    expect(foldedWords('هندسة مستشفى مسؤول رئيس')).toEqual(['هندسه', 'مستشفي', 'مسوول', 'رييس']);
    expect(foldedWords('ﻣﻴﻮﻧﺦ')).toEqual(['ميونخ']);
  });

  it('write Arabic-Indic digits as digits', () => {
    expect(foldedWords('٢٠٢٦ ۱۲')).toEqual(['2026', '12']);
  });

  it('take the article off Arabic words, and an attached letter where the rest is a known word', () => {
    expect(foldedWords('ألمانيا المانيا بألمانيا')).toEqual(['مانيا', 'مانيا', 'مانيا']);
    expect(foldedWords('الطب والهندسة للاقتصاد')).toEqual(['طب', 'هندسه', 'اقتصاد']);
    // Known words that start with such a letter stay whole.
    expect(foldedWords('برلين بولندا لندن')).toEqual(['برلين', 'بولندا', 'لندن']);
    expect(foldedWords('إلى')).toEqual(['الي']);
  });

  it('never split a word at a mark (the words a university was found by before)', () => {
    expect(foldedWords('ألمانيا طِبّ Zürich Łódź')).toEqual(['مانيا', 'طب', 'zurich', 'lodz']);
  });

  it('hold the Arabic names of a university’s city, country and specialties beside the English', () => {
    const words = searchWords(
      {
        name: 'Heidelberg University',
        city: 'Heidelberg',
        country: 'Germany',
        specialties: ['Medicine', 'Computer Science'],
      },
      otherNamesFrom([]),
    ).trim();
    expect(words.split(' ')).toEqual(
      expect.arrayContaining(['heidelberg', 'germany', 'هايدلبرغ', 'مانيا', 'طب', 'علوم', 'حاسوب']),
    );
  });

  it('hold the other names the admins keep for a university, its city and its country', () => {
    const names = otherNamesFrom([
      { kind: 'UNIVERSITY', name: 'LMU Munich', other_names: 'Ludwig-Maximilians-Universität' },
      { kind: 'CITY', name: 'Munich', other_names: 'München' },
      { kind: 'COUNTRY', name: 'Germany', other_names: 'Deutschland' },
      { kind: 'CITY', name: 'Berlin', other_names: 'Bärlin' },
    ]);
    const words = searchWords({ name: 'LMU Munich', city: 'Munich', country: 'Germany', specialties: [] }, names);
    expect(words.trim().split(' ')).toEqual(
      expect.arrayContaining(['ludwig', 'maximilians', 'universitat', 'munchen', 'deutschland']),
    );
    expect(words).not.toContain('barlin');
  });

  it('find universities, cities and fields by the Arabic names the portal shows, from the names catalog', () => {
    const named = { university: UNIVERSITY_NAMES, city: CITY_NAMES, 'field of study': FIELD_OF_STUDY_NAMES };
    for (const [kind, names] of Object.entries(named))
      expect(Object.keys(ARABIC_NAMES[kind as keyof typeof named]).sort(), kind).toEqual(Object.keys(names).sort());
    const words = searchWords(
      { name: 'Sorbonne University', city: 'Munich', country: 'Germany', specialties: ['Medicine'] },
      otherNamesFrom([]),
    );
    for (const arabic of [ARABIC_NAMES.university['Sorbonne University'], ARABIC_NAMES.city.Munich, 'الطب'])
      for (const word of foldedWords(arabic)) expect(words).toContain(` ${word} `);
  });
});
