import type { Profile, Verdict } from '#sdk/schemas/eligibility';
import { evaluate } from '#server/services/eligibility/evaluate.ts';
import { bestMatches, type Scored } from './best-matches.ts';
import { programTermsAt, type RequirementsIndex } from './requirements-index.ts';
import { profileGates, scoreBound } from './score-bound.ts';

/** What a list of matches asks besides the profile. */
export interface MatchSearch {
  level?: string;
  country?: string;
  /** Only this verdict; without it, every verdict but NOT_ELIGIBLE. */
  verdict?: Verdict;
  limit: number;
}

/**
 * A student's best matches from the requirements index, as the engine would rank every programme
 * of the catalogue (score, then id): the buckets of the profile's fee group are taken in the order
 * of their score bound (score-bound.ts), and within a bucket the programmes in id order; the engine
 * reads only programmes that could still enter the best `limit`, and the search stops at the
 * first bucket whose bound cannot. Ids and scores, best first.
 */
export function matchesInIndex(
  index: RequirementsIndex,
  profile: Profile,
  search: MatchSearch,
  today: string,
): Scored[] {
  const gates = profileGates(profile);
  const accepts = (verdict: Verdict) => (search.verdict ? verdict === search.verdict : verdict !== 'NOT_ELIGIBLE');
  const level = search.level === undefined ? -1 : index.levels.indexOf(search.level);
  const country = search.country === undefined ? -1 : index.countries.indexOf(search.country.toLowerCase());
  if ((search.level !== undefined && level < 0) || (search.country !== undefined && country < 0)) return [];
  const group = gates.feeGroup ?? 'EU';
  const euros = index.fees[group].euros;
  const ranked = index.buckets[group]
    .map((bucket) => ({ bucket, bound: scoreBound(gates, bucket, bucket.leastFee, accepts) }))
    .filter(({ bound }) => bound >= 0)
    .sort((a, b) => b.bound - a.bound);
  const best = bestMatches(search.limit);
  for (const { bucket, bound } of ranked) {
    if (!best.wouldTake(bound, Number.NEGATIVE_INFINITY)) break;
    const { positions } = bucket;
    for (let i = 0; i < positions.length; i++) {
      const position = positions[i];
      const id = index.ids[position];
      // The bucket's later programmes have higher ids and no higher bound.
      if (!best.wouldTake(bound, id)) break;
      if (level >= 0 && index.level[position] !== level) continue;
      if (country >= 0 && index.country[position] !== country) continue;
      const fee = euros[position];
      if (fee !== bucket.leastFee && !best.wouldTake(scoreBound(gates, bucket, fee, accepts), id)) continue;
      const { verdict, score } = evaluate(profile, programTermsAt(index, position, today), today);
      if (accepts(verdict)) best.offer({ id, score });
    }
  }
  return best.best();
}
