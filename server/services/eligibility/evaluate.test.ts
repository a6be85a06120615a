// Every rule of the engine: gates, verdicts, tuition by fee group, the next intake by applicant
// group and the score's order (hard gates, then margins, then time to the deadline).
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Profile } from '#sdk/schemas/eligibility';
import { type Intake, RequirementsForm } from '#sdk/schemas/program-parts';
import { evaluate, type ProgramTerms } from './evaluate.ts';

const TODAY = '2026-11-27';

const intake = (
  startDate: string,
  eu: string | null,
  nonEu: string | null,
  status: Intake['status'] = 'OPEN',
): Intake => ({
  id: 7,
  startDate,
  seats: null,
  seatsTaken: 0,
  windows: {
    EU: { opens: null, closes: eu },
    NON_EU: { opens: null, closes: nonEu },
    NON_EU_VISA: { opens: null, closes: nonEu },
  },
  deadlines: { EU: eu, NON_EU: nonEu, NON_EU_VISA: nonEu },
  status,
});

const master = (requirements: object = {}, over: Partial<ProgramTerms> = {}): ProgramTerms => ({
  level: "Master's Degree",
  requirements: v.parse(RequirementsForm, {
    minimumGrade: { scale: 'DE_5', value: 2.5 },
    english: { ieltsOverall: 6.5, toeflIbt: 90 },
    ...requirements,
  }),
  intakes: [intake('2027-09-01', '2027-07-15', '2027-05-15')],
  fees: [
    { feeGroup: 'EU', amount: 0, currency: 'EUR', per: 'YEAR' },
    { feeGroup: 'NON_EU', amount: 15_000, currency: 'EUR', per: 'YEAR' },
  ],
  ...over,
});

const complete: Profile = {
  degreeLevel: 'BACHELOR',
  grade: { scale: 'US_4', value: 3.5 },
  english: { test: 'IELTS', score: 7 },
  nationality: 'Jordan',
  budget: 20_000,
};

const codes = (profile: Profile, program = master()) => evaluate(profile, program, TODAY).findings.map((f) => f.code);

describe('the verdict', () => {
  it('is ELIGIBLE when every gate is met, with the fee group tuition and next intake', () => {
    const result = evaluate(complete, master(), TODAY);
    expect(result.verdict).toBe('ELIGIBLE');
    expect(result.missing).toEqual([]);
    expect(result.tuition).toEqual({ amount: 15_000, currency: 'EUR', feeGroup: 'NON_EU' });
    expect(result.nextIntake).toEqual({ id: 7, startDate: '2027-09-01', deadline: '2027-05-15' });
    expect(codes(complete)).toEqual(['DEGREE_MET', 'GRADE_MET', 'ENGLISH_MET', 'BUDGET_MET', 'DEADLINE_OPEN']);
  });

  it('is UNKNOWN with the missing fields when the profile lacks what the gates read', () => {
    const result = evaluate({ english: { test: 'IELTS', score: 7 } }, master(), TODAY);
    expect(result.verdict).toBe('UNKNOWN');
    expect(result.missing).toEqual(['degreeLevel', 'grade', 'nationality']);
    expect(result.findings[0]).toEqual({
      code: 'PROFILE_INCOMPLETE',
      params: { fields: 'degreeLevel, grade, nationality' },
    });
    expect(result.tuition).toBeNull();
  });

  it('is CONDITIONAL when only the English score is pending', () => {
    const result = evaluate({ ...complete, english: null }, master(), TODAY);
    expect(result.verdict).toBe('CONDITIONAL');
    expect(result.missing).toEqual(['english']);
    expect(result.findings).toContainEqual({
      code: 'ENGLISH_PENDING',
      params: { requiredTest: 'IELTS', required: 6.5 },
    });
  });

  it('is NOT_ELIGIBLE below the degree asked for, even with other data missing', () => {
    const result = evaluate({ degreeLevel: 'High School' }, master(), TODAY);
    expect(result.verdict).toBe('NOT_ELIGIBLE');
    expect(result.findings).toContainEqual({
      code: 'DEGREE_BELOW',
      params: { required: 'BACHELOR', held: 'SECONDARY' },
    });
  });

  it('reads the stated prior degree before the one the level implies', () => {
    const result = evaluate(complete, master({ priorDegree: 'MASTER' }), TODAY);
    expect(result.verdict).toBe('NOT_ELIGIBLE');
  });

  it('is NOT_ELIGIBLE below the minimum grade, naming the grade on the student scale that would meet it', () => {
    const result = evaluate({ ...complete, grade: { scale: 'PERCENT', value: 70 } }, master(), TODAY);
    expect(result.verdict).toBe('NOT_ELIGIBLE');
    // 70 % is 2.8 on the German scale; 2.5 needs 75 %.
    expect(result.findings).toContainEqual({
      code: 'GRADE_BELOW',
      params: { grade: 70, scale: 'PERCENT', german: 2.8, required: 2.5, needed: 75 },
    });
  });

  it('compares English on the test the programme names, with the gap', () => {
    const result = evaluate({ ...complete, english: { test: 'IELTS', score: 6 } }, master(), TODAY);
    expect(result.verdict).toBe('NOT_ELIGIBLE');
    expect(result.findings).toContainEqual({
      code: 'ENGLISH_BELOW',
      params: { test: 'IELTS', score: 6, required: 6.5, gap: 0.5, cefr: 'B2' },
    });
  });

  it('compares another test through the concordance: PTE 56 is IELTS 6.5', () => {
    expect(evaluate({ ...complete, english: { test: 'PTE', score: 56 } }, master(), TODAY).verdict).toBe('ELIGIBLE');
    const below = evaluate({ ...complete, english: { test: 'PTE', score: 50 } }, master(), TODAY);
    expect(below.findings).toContainEqual({
      code: 'ENGLISH_BELOW',
      params: { test: 'PTE', score: 50, required: 56, gap: 6, cefr: 'B2' },
    });
  });

  it('takes the easiest English door the programme lists', () => {
    // IELTS 7.0 or TOEFL 80 (IELTS 6.5): a TOEFL 85 meets it.
    const program = master({ english: { ieltsOverall: 7, toeflIbt: 80 } });
    expect(evaluate({ ...complete, english: { test: 'TOEFL_IBT', score: 85 } }, program, TODAY).verdict).toBe(
      'ELIGIBLE',
    );
  });

  it('is NOT_ELIGIBLE when the fee is above the budget, with the gap in euros', () => {
    const result = evaluate({ ...complete, budget: 10_000 }, master(), TODAY);
    expect(result.verdict).toBe('NOT_ELIGIBLE');
    expect(result.findings).toContainEqual({
      code: 'BUDGET_BELOW_FEE',
      params: { budget: 10_000, fee: 15_000, gap: 5000 },
    });
  });

  it('reads fees in other currencies at the reference rates', () => {
    const program = master({}, { fees: [{ feeGroup: 'NON_EU', amount: 109_500, currency: 'SEK', per: 'YEAR' }] });
    expect(evaluate({ ...complete, budget: 9_000 }, program, TODAY).findings).toContainEqual({
      code: 'BUDGET_BELOW_FEE',
      params: { budget: 9_000, fee: 10_000, gap: 1000 },
    });
  });
});

describe('fee groups and deadlines', () => {
  const passedForNonEu = master({}, { intakes: [intake('2027-02-01', '2026-12-15', '2026-10-15')] });

  it('gives EU/EEA nationals the EU fee and the EU window', () => {
    const result = evaluate({ ...complete, nationality: 'Germany' }, passedForNonEu, TODAY);
    expect(result.verdict).toBe('ELIGIBLE');
    expect(result.tuition).toEqual({ amount: 0, currency: 'EUR', feeGroup: 'EU' });
    expect(result.nextIntake?.deadline).toBe('2026-12-15');
  });

  it('is NOT_ELIGIBLE for a non-EU national once every non-EU deadline has passed', () => {
    const result = evaluate(complete, passedForNonEu, TODAY);
    expect(result.verdict).toBe('NOT_ELIGIBLE');
    expect(result.nextIntake).toBeNull();
    expect(result.findings).toContainEqual({ code: 'DEADLINE_PASSED', params: { group: 'NON_EU_VISA' } });
  });

  it('skips intakes that are full or closed', () => {
    const program = master(
      {},
      { intakes: [intake('2027-02-01', null, null, 'FULL'), intake('2027-09-01', null, null)] },
    );
    expect(evaluate(complete, program, TODAY).nextIntake?.startDate).toBe('2027-09-01');
  });

  it('does not gate a programme with no dated intake', () => {
    const result = evaluate(complete, master({}, { intakes: [] }), TODAY);
    expect(result.verdict).toBe('ELIGIBLE');
    expect(result.nextIntake).toBeNull();
  });
});

describe('the score', () => {
  it('orders verdicts first: every eligible above every conditional, unknown and not eligible', () => {
    const eligible = evaluate({ ...complete, grade: { scale: 'DE_5', value: 2.5 }, budget: 15_000 }, master(), TODAY);
    const conditional = evaluate({ ...complete, english: null, grade: { scale: 'DE_5', value: 1 } }, master(), TODAY);
    const unknown = evaluate({ degreeLevel: 'BACHELOR' }, master(), TODAY);
    const notEligible = evaluate({ ...complete, budget: 1 }, master(), TODAY);
    expect(eligible.score).toBeGreaterThanOrEqual(60);
    expect(conditional.score).toBeLessThan(60);
    expect(conditional.score).toBeGreaterThan(unknown.score);
    expect(unknown.score).toBeGreaterThan(notEligible.score);
  });

  it('rises with the margins on grade, English and budget', () => {
    const narrow = evaluate(
      { ...complete, grade: { scale: 'DE_5', value: 2.5 }, english: { test: 'IELTS', score: 6.5 } },
      master(),
      TODAY,
    );
    const wide = evaluate(
      { ...complete, grade: { scale: 'DE_5', value: 1.2 }, english: { test: 'IELTS', score: 8 } },
      master(),
      TODAY,
    );
    expect(wide.score).toBeGreaterThan(narrow.score);
    expect(wide.score).toBeLessThanOrEqual(100);
  });

  it('rises with the time left to the deadline', () => {
    const soon = master({}, { intakes: [intake('2027-02-01', null, '2026-12-01')] });
    const later = master({}, { intakes: [intake('2027-09-01', null, '2027-05-01')] });
    expect(evaluate(complete, later, TODAY).score).toBeGreaterThan(evaluate(complete, soon, TODAY).score);
  });
});
