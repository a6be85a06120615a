// Degree levels in order: what a person holds against what a programme asks for.
import type { DegreeLevel } from '#sdk/schemas/eligibility';
import type { PRIOR_DEGREES } from '#sdk/schemas/program-parts';

type PriorDegree = (typeof PRIOR_DEGREES)[number];

export const PRIOR_DEGREE_RANK: Record<PriorDegree, number> = { SECONDARY: 1, BACHELOR: 2, MASTER: 3 };

/** The prior degree a profile's level amounts to; null when the level says nothing ("Other"). */
const HELD: Record<DegreeLevel, PriorDegree | null> = {
  SECONDARY: 'SECONDARY',
  BACHELOR: 'BACHELOR',
  MASTER: 'MASTER',
  'High School': 'SECONDARY',
  'Foundation/Diploma': 'SECONDARY',
  Diploma: 'SECONDARY',
  'Professional Certificate': 'SECONDARY',
  "Bachelor's Degree": 'BACHELOR',
  "Master's Degree": 'MASTER',
  'PhD/Doctorate': 'MASTER',
  Other: null,
};

export const priorDegreeOf = (level: DegreeLevel): PriorDegree | null => HELD[level];

/** The prior degree a programme asks for: its stated requirement, else what its level implies. */
export function priorDegreeFor(programLevel: string, stated: PriorDegree | null | undefined): PriorDegree {
  if (stated) return stated;
  if (programLevel === "Master's Degree") return 'BACHELOR';
  if (programLevel === 'PhD/Doctorate') return 'MASTER';
  return 'SECONDARY';
}

/** The programme levels whose implied prior degree is at most `held`: a database filter's list. */
export function levelsOpenTo(held: PriorDegree): string[] {
  const levels = ['Foundation', "Bachelor's Degree", 'Certificate', 'Diploma', "Master's Degree", 'PhD/Doctorate'];
  return levels.filter((level) => PRIOR_DEGREE_RANK[priorDegreeFor(level, null)] <= PRIOR_DEGREE_RANK[held]);
}
