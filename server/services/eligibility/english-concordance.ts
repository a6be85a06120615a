// English tests compared on the IELTS Academic band scale, through the published concordance
// tables (each row: the lowest score of the test that the band corresponds to).
import type { EnglishTest } from '#sdk/schemas/eligibility';

type Row = readonly [band: number, lowest: number];

/**
 * - TOEFL iBT: ETS, "Linking TOEFL iBT Scores to IELTS Scores – A Research Report" (2010),
 *   https://www.ets.org/toefl/score-users/scores-admissions/compare.html
 * - PTE Academic: Pearson, "PTE Academic and IELTS Academic Concordance" (December 2020),
 *   https://www.pearsonpte.com/articles/2020-pte-and-ielts-concordance-report-summary-and-faqs
 * - Duolingo: Duolingo English Test, "DET–IELTS concordance" (2022),
 *   https://englishtest.duolingo.com/scores
 * - Cambridge English Scale: Cambridge Assessment English, "Comparing scores to IELTS",
 *   https://www.cambridgeenglish.org/exams-and-tests/cambridge-english-scale/
 */
export const CONCORDANCE: Record<Exclude<EnglishTest, 'IELTS'>, readonly Row[]> = {
  TOEFL_IBT: [
    [9, 118],
    [8.5, 115],
    [8, 110],
    [7.5, 102],
    [7, 94],
    [6.5, 79],
    [6, 60],
    [5.5, 46],
    [5, 35],
    [4.5, 32],
    [4, 31],
  ],
  PTE: [
    [8.5, 89],
    [8, 84],
    [7.5, 76],
    [7, 66],
    [6.5, 56],
    [6, 46],
    [5.5, 36],
    [5, 29],
    [4.5, 23],
  ],
  DUOLINGO: [
    [8.5, 155],
    [8, 150],
    [7.5, 140],
    [7, 130],
    [6.5, 120],
    [6, 105],
    [5.5, 95],
    [5, 85],
    [4.5, 75],
    [4, 65],
  ],
  CAMBRIDGE: [
    [8.5, 209],
    [8, 200],
    [7.5, 191],
    [7, 185],
    [6.5, 176],
    [6, 169],
    [5.5, 162],
    [5, 154],
    [4.5, 147],
    [4, 140],
  ],
};

/**
 * CEFR levels by IELTS band: IELTS, "IELTS and the CEFR",
 * https://ielts.org/organisations/ielts-for-organisations/common-european-framework
 */
export const CEFR_BY_BAND: readonly (readonly [band: number, level: string])[] = [
  [8.5, 'C2'],
  [7, 'C1'],
  [5.5, 'B2'],
  [4, 'B1'],
];

/** The IELTS band a score corresponds to (below a table's last row: 0). */
export function ieltsBand(test: EnglishTest, score: number): number {
  if (test === 'IELTS') return score;
  return CONCORDANCE[test].find(([, lowest]) => score >= lowest)?.[0] ?? 0;
}

/** The lowest score of `test` that corresponds to the IELTS `band` (null above the table). */
export function scoreForBand(test: EnglishTest, band: number): number | null {
  if (test === 'IELTS') return band;
  const rows = CONCORDANCE[test].filter(([rowBand]) => rowBand >= band);
  return rows.at(-1)?.[1] ?? null;
}

/** The CEFR level of an IELTS band (below B1: A2). */
export const cefrOfBand = (band: number) => CEFR_BY_BAND.find(([lowest]) => band >= lowest)?.[1] ?? 'A2';
