import * as adminUniversities from '#sdk/resources/admin-universities';
import * as programs from '#sdk/resources/programs';
import { adminToken } from './admin-support.ts';
import { apiClient } from './support.ts';

/** A date `days` from today, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const window = (opens: number, closes: number) => ({ opens: inDays(opens), closes: inDays(closes) });
const everyGroup = (opens: number, closes: number) => ({
  EU: window(opens, closes),
  NON_EU: window(opens, closes),
  NON_EU_VISA: window(opens, closes),
});

const newUniversity = async (kind: string) =>
  (
    await adminUniversities.create(apiClient(await adminToken()), {
      name: `${kind} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)} University`,
      country: 'Spain',
      city: 'Valencia',
    })
  ).university;

/** A university that lists no programmes: an application to it names its programme in free text. */
export const universityWithoutProgrammes = () => newUniversity('Free Text');

/**
 * A university with one programme of two intakes: the earlier one closed to every applicant,
 * the later one open to every applicant.
 */
export async function universityWithIntakes() {
  const university = await newUniversity('Intakes');
  const programme = 'MSc Coastal Engineering';
  await programs.create(apiClient(await adminToken()), university.id, {
    name: programme,
    level: "Master's Degree",
    intakes: [
      { startDate: inDays(150), windows: everyGroup(-60, -5) },
      { startDate: inDays(200), windows: everyGroup(-10, 90) },
    ],
  });
  return { university, programme };
}

/**
 * A university with `names.length` master's programmes, each open to every applicant, asking for
 * a bachelor's degree and IELTS 6.5, with tuition for both fee groups; their ids in order.
 */
export async function comparableProgrammes(names: readonly string[]) {
  const university = await newUniversity('Compare');
  const admin = apiClient(await adminToken());
  const ids: number[] = [];
  for (const [index, name] of names.entries()) {
    const { program } = await programs.create(admin, university.id, {
      name,
      level: "Master's Degree",
      languages: ['en'],
      durationMonths: 12 + 12 * index,
      intakes: [{ startDate: inDays(200), windows: everyGroup(-10, 90 + index) }],
      fees: [
        { feeGroup: 'EU', amount: 1000 * index, currency: 'EUR' },
        { feeGroup: 'NON_EU', amount: 9000 + 1000 * index, currency: 'EUR' },
      ],
      requirements: { priorDegree: 'BACHELOR', english: { ieltsOverall: 6.5 } },
    });
    ids.push(program.id);
  }
  return { university, ids };
}
