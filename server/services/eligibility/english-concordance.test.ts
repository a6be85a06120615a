// Every row of the concordance tables, each with its source (english-concordance.ts cites them).
import { describe, expect, it } from 'vitest';
import { CONCORDANCE, cefrOfBand, ieltsBand, scoreForBand } from './english-concordance.ts';

describe('TOEFL iBT → IELTS (ETS, Linking TOEFL iBT Scores to IELTS Scores, 2010)', () => {
  it.each([
    [120, 9],
    [118, 9],
    [115, 8.5],
    [110, 8],
    [102, 7.5],
    [101, 7],
    [94, 7],
    [93, 6.5],
    [79, 6.5],
    [78, 6],
    [60, 6],
    [46, 5.5],
    [35, 5],
    [32, 4.5],
    [31, 4],
    [30, 0],
  ])('TOEFL iBT %d is IELTS %d', (toefl, band) => expect(ieltsBand('TOEFL_IBT', toefl)).toBe(band));
});

describe('PTE Academic → IELTS (Pearson, PTE Academic and IELTS Academic Concordance, December 2020)', () => {
  it.each([
    [89, 8.5],
    [84, 8],
    [76, 7.5],
    [66, 7],
    [65, 6.5],
    [56, 6.5],
    [46, 6],
    [36, 5.5],
    [29, 5],
    [23, 4.5],
    [22, 0],
  ])('PTE %d is IELTS %d', (pte, band) => expect(ieltsBand('PTE', pte)).toBe(band));
});

describe('Duolingo → IELTS (Duolingo English Test, DET–IELTS concordance, 2022)', () => {
  it.each([
    [160, 8.5],
    [155, 8.5],
    [150, 8],
    [140, 7.5],
    [130, 7],
    [125, 6.5],
    [120, 6.5],
    [105, 6],
    [95, 5.5],
    [85, 5],
    [75, 4.5],
    [65, 4],
    [60, 0],
  ])('Duolingo %d is IELTS %d', (det, band) => expect(ieltsBand('DUOLINGO', det)).toBe(band));
});

describe('Cambridge English Scale → IELTS (Cambridge Assessment English, Comparing scores to IELTS)', () => {
  it.each([
    [209, 8.5],
    [200, 8],
    [191, 7.5],
    [185, 7],
    [176, 6.5],
    [169, 6],
    [162, 5.5],
    [154, 5],
    [147, 4.5],
    [140, 4],
  ])('Cambridge %d is IELTS %d', (ces, band) => expect(ieltsBand('CAMBRIDGE', ces)).toBe(band));
});

describe('IELTS → CEFR (IELTS, IELTS and the CEFR)', () => {
  it.each([
    [9, 'C2'],
    [8.5, 'C2'],
    [8, 'C1'],
    [7, 'C1'],
    [6.5, 'B2'],
    [5.5, 'B2'],
    [5, 'B1'],
    [4, 'B1'],
    [3.5, 'A2'],
  ])('IELTS %d is %s', (band, level) => expect(cefrOfBand(band)).toBe(level));
});

describe('scoreForBand', () => {
  it('gives each table row back: the lowest score of the band', () => {
    for (const [test, rows] of Object.entries(CONCORDANCE))
      for (const [band, lowest] of rows) expect(scoreForBand(test as keyof typeof CONCORDANCE, band)).toBe(lowest);
  });

  it('reads IELTS as itself, and has no score above a table', () => {
    expect(scoreForBand('IELTS', 6.5)).toBe(6.5);
    expect(scoreForBand('PTE', 9)).toBeNull();
  });
});
