import { expect, it } from 'vitest';
import * as universities from '#sdk/resources/universities';
import type { University, UniversityList } from '#sdk/schemas/university';
import { describeApi } from '#tests/support/suite.ts';
import { type Expected, QUALITY_SET, type QualityClass } from './search-quality/queries.ts';

/** Whether the first three results give the expected answer. */
function answered(top: University[], expected: Expected, matched: UniversityList['matchedPrograms']): boolean {
  if ('u' in expected) return top.some((university) => university.name === expected.u);
  if (!top.length) return false;
  if ('p' in expected)
    return top.every((university) =>
      (matched?.[university.id] ?? []).some((program) => program.name.toLowerCase().includes(expected.p)),
    );
  if ('c' in expected) return top.every((university) => university.country === expected.c);
  if ('city' in expected) return top.every((university) => university.city === expected.city);
  return top.every((university) => university.specialties.includes(expected.s));
}

/**
 * The share of each class that the search answers in its first three results must not fall
 * below these (what the engine reached when the set was written): a change that makes the
 * search worse for students fails here, one that makes it better raises them.
 */
const AT_LEAST: Record<QualityClass, number> = {
  arabic: 0.95,
  typo: 0.95,
  natural: 0.95,
  names: 0.95,
  nicknames: 0.95,
  fields: 0.95,
  programmes: 0.95,
};

describeApi('search quality on the demo catalogue', (server) => {
  it(`answers the ${QUALITY_SET.length} searches of the quality set in the first three results`, async () => {
    const client = server().client();
    const results = new Map<QualityClass, { queries: number; answered: number; missed: string[] }>();
    for (const [kind, search, expected] of QUALITY_SET) {
      const { universities: top, matchedPrograms } = await universities.list(client, { search, limit: 3 });
      const result = results.get(kind) ?? { queries: 0, answered: 0, missed: [] };
      result.queries++;
      if (answered(top, expected, matchedPrograms)) result.answered++;
      else result.missed.push(`${search} → ${top.map((university) => university.name).join(' | ') || '(none)'}`);
      results.set(kind, result);
    }
    const shares = Object.fromEntries([...results].map(([kind, result]) => [kind, result.answered / result.queries]));
    console.log(
      [...results]
        .map(
          ([kind, result]) =>
            `${kind.padEnd(10)} ${(shares[kind] * 100).toFixed(0).padStart(3)}% in the top 3 (${result.answered} of ${result.queries})` +
            result.missed.map((miss) => `\n    missed: ${miss}`).join(''),
        )
        .join('\n'),
    );
    for (const [kind, least] of Object.entries(AT_LEAST)) expect(shares[kind], kind).toBeGreaterThanOrEqual(least);
  }, 120_000);
});
