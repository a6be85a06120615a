// The eligibility engine: a profile against a programme, as pure functions. Its reasons carry
// codes and values; reason-texts.ts words them in the reader's language.
import type { Profile, ProfileField, ReasonCode, Verdict } from '#sdk/schemas/eligibility';
import type { ApplicantGroup, Fee, Intake, Requirements } from '#sdk/schemas/program-parts';
import { inEuros } from '#sdk/schemas/reference-rates';
import { applicantGroupOf } from './applicant-group.ts';
import { PRIOR_DEGREE_RANK, priorDegreeFor, priorDegreeOf } from './degree-rank.ts';
import { cefrOfBand, ieltsBand, scoreForBand } from './english-concordance.ts';
import { germanGrade, gradeNeeded } from './german-grade.ts';
import { type Tuition, tuitionFor } from './tuition.ts';

export interface ProgramTerms {
  level: string;
  requirements: Requirements;
  intakes: Intake[];
  fees: Fee[];
}

export interface Finding {
  code: ReasonCode;
  params: Record<string, string | number>;
}

/** What a gate found: met, not met (with how far off, 0–1 of the way), or undecided for want of data. */
type Gate = { finding: Finding; met: boolean | null; fit: number };

export interface Evaluation {
  verdict: Verdict;
  findings: Finding[];
  missing: ProfileField[];
  tuition: Tuition | null;
  nextIntake: { id: number; startDate: string; deadline: string | null } | null;
  score: number;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const round2 = (n: number) => Math.round(n * 100) / 100;

function degreeGate(profile: Profile, program: ProgramTerms): Gate | null {
  const required = priorDegreeFor(program.level, program.requirements.priorDegree);
  const held = profile.degreeLevel ? priorDegreeOf(profile.degreeLevel) : null;
  if (!held) return null;
  const met = PRIOR_DEGREE_RANK[held] >= PRIOR_DEGREE_RANK[required];
  return { met, fit: met ? 1 : 0, finding: { code: met ? 'DEGREE_MET' : 'DEGREE_BELOW', params: { required, held } } };
}

function gradeGate(profile: Profile, requirements: Requirements): Gate | null {
  const minimum = requirements.minimumGrade;
  if (!minimum || !profile.grade) return null;
  const german = germanGrade(profile.grade);
  const required = germanGrade(minimum);
  const met = german <= required;
  const needed = gradeNeeded(required, profile.grade.scale).value;
  const params = { grade: profile.grade.value, scale: profile.grade.scale, german, required, needed };
  return {
    met,
    fit: met ? gradeFit(german, required) : 0,
    finding: { code: met ? 'GRADE_MET' : 'GRADE_BELOW', params },
  };
}

/** How far a met grade is above the minimum, 0–1: a whole German grade better is a full margin. */
export const gradeFit = (german: number, required: number) => clamp01((required - german) / 1);

/** How far a met English band is above the required one, 0–1: a band and a half is a full margin. */
export const englishFit = (band: number, requiredBand: number) => clamp01((band - requiredBand) / 1.5);

/** How much of a budget a met fee leaves, 0–1. */
export const budgetFit = (budget: number, fee: number) => (budget ? clamp01((budget - fee) / budget) : 1);

/** The programme's easiest English door, as an IELTS band and as the test it names. */
export function englishRequired(requirements: Requirements) {
  const english = requirements.english;
  if (!english) return null;
  const stated = [
    ['IELTS', english.ieltsOverall],
    ['TOEFL_IBT', english.toeflIbt],
    ['PTE', english.pteAcademic],
    ['DUOLINGO', english.duolingo],
    ['CAMBRIDGE', english.cambridge],
  ] as const;
  const doors = stated.flatMap(([test, score]) =>
    score == null ? [] : [{ test, score, band: ieltsBand(test, score) }],
  );
  if (!doors.length) return null;
  return doors.reduce((easiest, door) => (door.band < easiest.band ? door : easiest));
}

function englishGate(profile: Profile, requirements: Requirements): Gate | null {
  const door = englishRequired(requirements);
  if (!door) return null;
  if (!profile.english) {
    const finding: Finding = { code: 'ENGLISH_PENDING', params: { requiredTest: door.test, required: door.score } };
    return { met: null, fit: 0, finding };
  }
  const { test, score } = profile.english;
  const band = ieltsBand(test, score);
  const requiredBand = door.band;
  // The person's own test when the programme names it; otherwise its score at the required band.
  const requiredScore = test === door.test ? door.score : (scoreForBand(test, requiredBand) ?? door.score);
  const met = test === door.test ? score >= door.score : band >= requiredBand;
  const params = {
    test,
    score,
    required: requiredScore,
    gap: round2(Math.max(0, requiredScore - score)),
    cefr: cefrOfBand(band),
  };
  return {
    met,
    fit: met ? englishFit(band, requiredBand) : 0,
    finding: { code: met ? 'ENGLISH_MET' : 'ENGLISH_BELOW', params },
  };
}

function budgetGate(profile: Profile, tuition: Evaluation['tuition']): Gate | null {
  if (profile.budget == null || !tuition) return null;
  const fee = Math.round(inEuros(tuition.amount, tuition.currency));
  const met = fee <= profile.budget;
  const params = { budget: profile.budget, fee, gap: Math.max(0, fee - profile.budget) };
  return {
    met,
    fit: met ? budgetFit(profile.budget, fee) : 0,
    finding: { code: met ? 'BUDGET_MET' : 'BUDGET_BELOW_FEE', params },
  };
}

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** The first intake not yet closed or full whose deadline for the group is still ahead (or unstated). */
function nextIntakeFor(intakes: Intake[], group: ApplicantGroup, today: string) {
  const open = intakes.find(
    (intake) =>
      intake.status !== 'CLOSED' &&
      intake.status !== 'FULL' &&
      (intake.deadlines[group] == null || intake.deadlines[group]! >= today),
  );
  return open ? { id: open.id, startDate: open.startDate, deadline: open.deadlines[group] } : null;
}

function deadlineGate(intakes: Intake[], group: ApplicantGroup, today: string) {
  const next = nextIntakeFor(intakes, group, today);
  if (!intakes.length) return { next, gate: null };
  if (!next)
    return { next, gate: { met: false, fit: 0, finding: { code: 'DEADLINE_PASSED', params: { group } } } as Gate };
  // Time to the deadline: three months or more is a full margin.
  const left = next.deadline ? days(today, next.deadline) : 90;
  const params = { group, startDate: next.startDate, deadline: next.deadline ?? '', days: left };
  return { next, gate: { met: true, fit: clamp01(left / 90), finding: { code: 'DEADLINE_OPEN', params } } as Gate };
}

/** Where each verdict's scores lie: hard gates first, then the margins within the band. */
const BANDS: Record<Verdict, { base: number; width: number }> = {
  ELIGIBLE: { base: 60, width: 40 },
  CONDITIONAL: { base: 40, width: 20 },
  UNKNOWN: { base: 20, width: 20 },
  NOT_ELIGIBLE: { base: 0, width: 20 },
};

/** Each margin 0–1, or null when its gate did not apply (counted as half). */
export interface Fits {
  grade: number | null;
  english: number | null;
  budget: number | null;
  deadline: number | null;
}

/** The score 0–100 of a verdict with these margins; it grows with each margin (the requirements index bounds it so). */
export function scoreOf(verdict: Verdict, fits: Fits): number {
  const fit =
    0.35 * (fits.grade ?? 0.5) +
    0.25 * (fits.english ?? 0.5) +
    0.25 * (fits.budget ?? 0.5) +
    0.15 * (fits.deadline ?? 0.5);
  const band = BANDS[verdict];
  return Math.round(band.base + band.width * clamp01(fit));
}

/** The profile against the programme on `today` (YYYY-MM-DD). */
export function evaluate(profile: Profile, program: ProgramTerms, today: string): Evaluation {
  const missing: ProfileField[] = [];
  const degreeLevel = degreeGate(profile, program);
  if (!degreeLevel) missing.push('degreeLevel');
  const grade = gradeGate(profile, program.requirements);
  if (program.requirements.minimumGrade && !profile.grade) missing.push('grade');
  const english = englishGate(profile, program.requirements);
  if (english?.met === null) missing.push('english');

  const nationality = profile.nationality ?? null;
  if (!nationality) missing.push('nationality');
  const tuition = nationality ? tuitionFor(program.fees, nationality) : null;
  const budget = budgetGate(profile, tuition);
  const deadline = nationality ? deadlineGate(program.intakes, applicantGroupOf(nationality), today) : null;

  const gates = [degreeLevel, grade, english, budget, deadline?.gate ?? null].filter((g): g is Gate => g !== null);
  const undecided = missing.some((field) => field !== 'english');
  const verdict: Verdict = gates.some((g) => g.met === false)
    ? 'NOT_ELIGIBLE'
    : undecided
      ? 'UNKNOWN'
      : english?.met === null
        ? 'CONDITIONAL'
        : 'ELIGIBLE';

  const findings = gates.map((g) => g.finding);
  if (undecided) findings.unshift({ code: 'PROFILE_INCOMPLETE', params: { fields: missing.join(', ') } });
  return {
    verdict,
    findings,
    missing,
    tuition,
    nextIntake: deadline?.next ?? null,
    score: scoreOf(verdict, {
      grade: grade?.fit ?? null,
      english: english ? english.fit : null,
      budget: budget?.fit ?? null,
      deadline: deadline?.gate?.fit ?? null,
    }),
  };
}
