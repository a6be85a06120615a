import type { Profile, Verdict } from '#sdk/schemas/eligibility';
import type { FeeGroup } from '#sdk/schemas/program-parts';
import { feeGroupOf } from '#server/services/eligibility/applicant-group.ts';
import { PRIOR_DEGREE_RANK, priorDegreeOf } from '#server/services/eligibility/degree-rank.ts';
import { ieltsBand } from '#server/services/eligibility/english-concordance.ts';
import { budgetFit, englishFit, gradeFit, scoreOf } from '#server/services/eligibility/evaluate.ts';
import { germanGrade } from '#server/services/eligibility/german-grade.ts';
import type { Bucket } from './requirements-index.ts';

/** A profile as the hard gates read it: numbers on the scales the index keeps (null: the profile does not say). */
export interface ProfileGates {
  priorRank: number | null;
  german: number | null;
  englishBand: number | null;
  /** The fee group of the nationality; null without one (then no fee or deadline applies). */
  feeGroup: FeeGroup | null;
  budget: number | null;
}

export function profileGates(profile: Profile): ProfileGates {
  const held = profile.degreeLevel ? priorDegreeOf(profile.degreeLevel) : null;
  return {
    priorRank: held ? PRIOR_DEGREE_RANK[held] : null,
    german: profile.grade ? germanGrade(profile.grade) : null,
    englishBand: profile.english ? ieltsBand(profile.english.test, profile.english.score) : null,
    feeGroup: profile.nationality ? feeGroupOf(profile.nationality) : null,
    budget: profile.budget ?? null,
  };
}

/**
 * The highest score the engine (evaluate.ts) can give programmes with these gates and a tuition
 * of `fee` euros or more (-1: none stated) with a verdict the list accepts; -1 when none can
 * have one. The gates decide the verdict but for what the index leaves to the engine: the
 * deadline (it depends on the day), an English score on the very test the programme names (read
 * as its band here, which admits more), and, for a bucket, fees above its least. Each margin is
 * taken at its best for those, so the bound is never below the score (score-bound.test.ts).
 */
export function scoreBound(
  profile: ProfileGates,
  gates: Pick<Bucket, 'priorRank' | 'minimumGerman' | 'englishBand'>,
  fee: number,
  accepts: (verdict: Verdict) => boolean,
): number {
  const asksGrade = !Number.isNaN(gates.minimumGerman);
  const asksEnglish = !Number.isNaN(gates.englishBand);
  const priced = profile.feeGroup !== null && profile.budget !== null && fee >= 0;
  const degreeMet = profile.priorRank === null || profile.priorRank >= gates.priorRank;
  const gradeMet = !asksGrade || profile.german === null || profile.german <= gates.minimumGerman;
  const englishMet = !asksEnglish || profile.englishBand === null || profile.englishBand >= gates.englishBand;
  const budgetMet = !priced || fee <= profile.budget!;
  const fits = {
    grade: asksGrade && profile.german !== null ? (gradeMet ? gradeFit(profile.german, gates.minimumGerman) : 0) : null,
    english: !asksEnglish
      ? null
      : profile.englishBand !== null && englishMet
        ? englishFit(profile.englishBand, gates.englishBand)
        : 0,
    budget: priced ? (budgetMet ? budgetFit(profile.budget!, fee) : 0) : null,
    deadline: profile.feeGroup !== null ? 1 : null,
  };
  const passes = degreeMet && gradeMet && englishMet && budgetMet;
  const undecided = profile.priorRank === null || (asksGrade && profile.german === null) || profile.feeGroup === null;
  // The verdict when no gate fails follows from what the profile lacks and what the programme
  // asks (evaluate.ts); any gate left to the engine may still fail: NOT_ELIGIBLE.
  const passing: Verdict = undecided
    ? 'UNKNOWN'
    : asksEnglish && profile.englishBand === null
      ? 'CONDITIONAL'
      : 'ELIGIBLE';
  const reachable: Verdict[] = passes ? [passing, 'NOT_ELIGIBLE'] : ['NOT_ELIGIBLE'];
  const verdict = reachable.find(accepts);
  return verdict ? scoreOf(verdict, fits) : -1;
}
