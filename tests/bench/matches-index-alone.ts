// The requirements index alone, at 1,000,000 programmes, in this process: no database, so no
// seeding (which this benchmark cannot afford at that size on a small machine). The synthetic
// catalogue is generated as the seeder makes it (same universities, programmes, intakes and fees),
// with the same mixed requirements, and fed to the index builder; then its memory is measured
// (typed arrays, and the heap and array buffers it keeps after a full collection), and each
// profile's searches are timed one at a time: the index's share of one request's time.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Profile } from '#sdk/schemas/eligibility';
import type { MatchesQuery } from '#sdk/schemas/eligibility';
import { feesOf, intakesOf } from '#server/db/seed/program-parts.ts';
import { randomSource, syntheticUniversity } from '#server/db/seed/synthetic.ts';
import { matchesInIndex } from '#server/services/eligibility/requirements-index/match-search.ts';
import {
  type RequirementsIndex,
  requirementsIndexBuilder,
  requirementsIndexBytes,
} from '#server/services/eligibility/requirements-index/requirements-index.ts';
import { todayDate } from '#server/services/programs/intake-status.ts';
import { requirementsOf } from '#server/services/programs/program-parts.presenter.ts';
import { percentiles } from './recorded-figures.ts';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const held = () => {
  collect();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/** The synthetic catalogue of `programmes` programmes as the index is given it, requirements mixed by id as `mixed` says. */
export function indexOfSyntheticCatalogue(programmes: number, mixed: (id: number) => string | undefined) {
  const before = held();
  const started = performance.now();
  const random = randomSource(1);
  const today = new Date();
  const builder = requirementsIndexBuilder();
  for (let id = 0; id < programmes; ) {
    const { university, programs } = syntheticUniversity(random);
    for (const program of programs ?? []) {
      if (++id > programmes) break;
      builder.add({
        id,
        level: program.level,
        country: university.country,
        requirements: mixed(id) ?? String(program.requirements),
        parse: requirementsOf,
        intakes: intakesOf(program.intake ?? null, today).map((intake, k) => ({
          id: id * 4 + k,
          program_id: id,
          seats: null,
          seats_taken: 0,
          eu_opens: intake.eu_opens ?? null,
          eu_closes: intake.eu_closes ?? null,
          non_eu_opens: intake.non_eu_opens ?? null,
          non_eu_closes: intake.non_eu_closes ?? null,
          non_eu_visa_opens: intake.non_eu_visa_opens ?? null,
          non_eu_visa_closes: intake.non_eu_visa_closes ?? null,
          start_date: intake.start_date,
        })),
        fees:
          program.tuition_fee == null
            ? []
            : feesOf(program.tuition_fee, university.country, university.university_type ?? null).map((fee) => ({
                feeGroup: fee.fee_group,
                amount: fee.amount,
                currency: fee.currency,
              })),
      });
    }
  }
  const index = builder.finish(1);
  const seconds = (performance.now() - started) / 1000;
  return { index, seconds, bytes: requirementsIndexBytes(index), held: held() - before };
}

/** Each profile's searches, `calls` times one at a time: the index's time per search. */
export function timeSearches(index: RequirementsIndex, profiles: Profile[], queries: MatchesQuery[], calls: number) {
  const today = todayDate();
  const timings: number[] = [];
  for (const profile of profiles)
    for (let call = 0; call < calls; call++) {
      const query = queries[call % queries.length];
      const started = performance.now();
      matchesInIndex(index, profile, { limit: 20, ...query } as Parameters<typeof matchesInIndex>[2], today);
      timings.push(performance.now() - started);
    }
  return percentiles(timings);
}
