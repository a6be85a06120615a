import { expect, it } from 'vitest';
import * as programs from '#sdk/resources/programs';
import type { ProgramForm } from '#sdk/schemas/program';
import { apiError } from '#tests/support/api-error.ts';
import { adminClient, demoClient } from '#tests/support/demo-sign-in.ts';
import { describeApi } from '#tests/support/suite.ts';

/** A date `days` from today, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeApi('the programme catalogue', (server) => {
  const programme: ProgramForm = {
    name: 'MSc Glacier Robotics',
    nameAr: 'ماجستير روبوتات الأنهار الجليدية',
    level: "Master's Degree",
    field: '071',
    languages: ['en', 'de'],
    durationMonths: 24,
    ects: 120,
    mode: 'FULL_TIME',
    campusCity: 'Lausanne',
    webPage: 'https://example.org/glacier-robotics',
    intakes: [
      {
        startDate: inDays(200),
        seats: 30,
        windows: {
          EU: { opens: inDays(-10), closes: inDays(120) },
          NON_EU: { opens: inDays(-10), closes: inDays(60) },
          NON_EU_VISA: { opens: inDays(-10), closes: inDays(30) },
        },
      },
      { startDate: inDays(400), windows: { EU: { opens: inDays(250), closes: inDays(380) } } },
    ],
    fees: [
      { feeGroup: 'EU', amount: 1460, currency: 'CHF' },
      { feeGroup: 'NON_EU', amount: 4000, currency: 'CHF' },
    ],
    applicationFee: { amount: 150, currency: 'CHF' },
    requirements: {
      priorDegree: 'BACHELOR',
      minimumGrade: { value: 3, scale: 'US_4' },
      english: { ieltsOverall: 6.5, ieltsMinimumBand: 6, toeflIbt: 90 },
      documents: { EU: ['PASSPORT', 'TRANSCRIPT'], NON_EU: ['PASSPORT', 'TRANSCRIPT', 'FINANCIAL_STATEMENT'] },
      note: 'A portfolio of robotics projects is welcome.',
    },
  };

  it('answers a programme with its university, intakes per group, fees in their currency and requirements', async () => {
    const admin = await adminClient(server());
    const { universities } = await (await import('#sdk/resources/universities')).list(server().client(), { limit: 1 });
    const university = universities[0]!;
    const { program: created } = await programs.create(admin, university.id, programme);

    const { program } = await programs.retrieve(server().client(), created.id);
    expect(program).toMatchObject({
      id: created.id,
      name: 'MSc Glacier Robotics',
      nameAr: 'ماجستير روبوتات الأنهار الجليدية',
      level: "Master's Degree",
      field: { broad: '07', narrow: '071' },
      languages: ['en', 'de'],
      ects: 120,
      university: { id: university.id, name: university.name, country: university.country, city: university.city },
      fees: [
        { feeGroup: 'EU', amount: 1460, currency: 'CHF', per: 'YEAR' },
        { feeGroup: 'NON_EU', amount: 4000, currency: 'CHF', per: 'YEAR' },
      ],
      applicationFee: { amount: 150, currency: 'CHF' },
      requirements: { priorDegree: 'BACHELOR', english: { ieltsOverall: 6.5, toeflIbt: 90 } },
    });
    expect(program.intakes.map((i) => [i.deadlines, i.status])).toEqual([
      [{ EU: inDays(120), NON_EU: inDays(60), NON_EU_VISA: inDays(30) }, 'OPEN'],
      // No non-EU window given: non-EU applicants apply in the EU window.
      [{ EU: inDays(380), NON_EU: inDays(380), NON_EU_VISA: inDays(380) }, 'UPCOMING'],
    ]);

    const found = await programs.search(server().client(), {
      q: 'glacier robot',
      field: '07',
      language: 'de',
      feeGroup: 'NON_EU',
      tuitionMax: 5000,
      openNow: true,
    });
    expect(found.programs.map((p) => p.id)).toEqual([created.id]);
    expect(found.pagination).toMatchObject({ page: 1, total: 1, pages: 1 });
    // 4000 CHF is above 3000 euros; the second intake starts in a month the first does not.
    expect(
      (await programs.search(server().client(), { q: 'glacier robot', feeGroup: 'NON_EU', tuitionMax: 3000 })).programs,
    ).toEqual([]);
    expect(
      (await programs.search(server().client(), { q: 'glacier robot', level: "Bachelor's Degree" })).programs,
    ).toEqual([]);
    const month = Number(inDays(400).slice(5, 7));
    const byMonth = await programs.search(server().client(), { q: 'glacier robot', startMonth: month });
    expect(byMonth.programs.map((p) => p.id)).toEqual([created.id]);
    await programs.remove(admin, university.id, created.id);
    expect((await apiError(programs.retrieve(server().client(), created.id))).status).toBe(404);
  });

  it('lists the demo catalogue by next deadline and by tuition, in each country’s currency', async () => {
    const swiss = await programs.search(server().client(), { country: 'Switzerland', limit: 5 });
    expect(swiss.pagination.total).toBeGreaterThan(0);
    for (const p of swiss.programs) expect(p.fees.map((f) => f.currency)).toEqual(p.fees.map(() => 'CHF'));

    const byDeadline = await programs.search(server().client(), { sort: 'deadline', feeGroup: 'NON_EU', limit: 20 });
    const deadlines = byDeadline.programs.map(
      (p) =>
        p.intakes
          .map((i) => i.deadlines.NON_EU)
          .filter((d): d is string => d != null && d >= inDays(0))
          .sort()[0],
    );
    expect(deadlines.every(Boolean)).toBe(true);
    expect(deadlines).toEqual([...deadlines].sort());

    const byTuition = await programs.search(server().client(), { sort: 'tuition', country: 'Sweden', limit: 20 });
    const eu = byTuition.programs.map((p) => p.fees.find((f) => f.feeGroup === 'EU')?.amount ?? Infinity);
    expect(eu).toEqual([...eu].sort((a, b) => a - b));
    // Public Swedish universities charge EU/EEA students nothing; non-EU students pay in kronor.
    expect(byTuition.programs[0]!.fees).toMatchObject([
      { feeGroup: 'EU', amount: 0, currency: 'SEK' },
      { feeGroup: 'NON_EU', currency: 'SEK' },
    ]);

    const open = await programs.search(server().client(), { openNow: true, limit: 1 });
    expect(open.pagination.total).toBeGreaterThan(0);
  });

  it('narrows by city, university, mode and language, and pages like the other lists', async () => {
    const admin = await adminClient(server());
    const { universities } = await (await import('#sdk/resources/universities')).list(server().client(), { limit: 2 });
    const [first, second] = universities as [(typeof universities)[0], (typeof universities)[0]];
    const tag = `Fjord${Date.now()}`;
    const made = [];
    for (const [university, mode, city, language] of [
      [first, 'PART_TIME', 'Bergen', 'no'],
      [first, 'ONLINE', 'Tromsø', 'en'],
      [second, 'PART_TIME', 'Bergen', 'en'],
    ] as const)
      made.push(
        (
          await programs.create(admin, university.id, {
            name: `MA ${tag} ${made.length}`,
            level: "Master's Degree",
            mode,
            campusCity: city,
            languages: [language],
          })
        ).program.id,
      );
    const ids = async (query: Parameters<typeof programs.search>[1]) =>
      (await programs.search(server().client(), { q: tag, ...query })).programs.map((p) => p.id);
    expect(await ids({})).toEqual(made);
    expect(await ids({ city: 'bergen' })).toEqual([made[0], made[2]]);
    expect(await ids({ universityId: first.id })).toEqual([made[0], made[1]]);
    expect(await ids({ mode: 'PART_TIME' })).toEqual([made[0], made[2]]);
    expect(await ids({ language: 'no' })).toEqual([made[0]]);
    expect(await ids({ country: second.country, universityId: second.id })).toEqual([made[2]]);
    const paged = await programs.search(server().client(), { q: tag, limit: 2, page: 2 });
    expect(paged.programs.map((p) => p.id)).toEqual([made[2]]);
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    for (const id of made) {
      const owner = id === made[2] ? second.id : first.id;
      await programs.remove(admin, owner, id);
    }
  });

  it('searches with the university search engine: Arabic folding, a misspelt word, languages, the university, and names programmes in the university search', async () => {
    const admin = await adminClient(server());
    const universitiesApi = await import('#sdk/resources/universities');
    const { universities } = await universitiesApi.list(server().client(), { limit: 1 });
    const university = universities[0]!;
    const { program } = await programs.create(admin, university.id, {
      name: 'MSc Quasar Cartography',
      nameAr: 'ماجستير خرائط الكوازارات الكونيّة',
      level: "Master's Degree",
      languages: ['en'],
    });
    const client = server().client();
    const ids = async (q: string) => (await programs.search(client, { q })).programs.map((p) => p.id);
    expect(await ids('quasar cartog')).toEqual([program.id]);
    // Arabic: the vowel mark and the article dropped, ta marbuta as ha.
    expect(await ids('كونيه')).toContain(program.id);
    // The language's name in both languages, and a word of its university's.
    expect(await ids('quasar english')).toEqual([program.id]);
    expect(await ids('quasar الإنجليزية')).toEqual([program.id]);
    expect(await ids(`quasar ${university.city}`)).toEqual([program.id]);
    const misspelt = await programs.search(client, { q: 'quasar cartogrphy' });
    expect(misspelt.programs.map((p) => p.id)).toEqual([program.id]);
    expect(misspelt.suggestion).toBe('quasar cartography');

    // Programmes are matched from the indexes, or from the database while they catch up with the change.
    const search = () => universitiesApi.list(client, { search: 'quasar cartography' });
    await expect.poll(async () => (await search()).matchedPrograms, { timeout: 20_000 }).toBeDefined();
    const found = await search();
    expect(found.universities.map((u) => u.id)).toEqual([university.id]);
    expect(found.matchedPrograms).toEqual({
      [university.id]: [{ id: program.id, name: 'MSc Quasar Cartography', level: "Master's Degree" }],
    });
    await programs.remove(admin, university.id, program.id);
    expect(await ids('quasar cartog')).toEqual([]);
    expect((await programs.search(client, { q: 'quasar cartography' })).programs).toEqual([]);
  });

  it('refuses unknown parameters and bad filters with 400', async () => {
    const client = server().client();
    const unknown = await apiError(programs.search(client, { colour: 'blue' } as never));
    expect(unknown.status).toBe(400);
    expect(unknown.errors).toEqual([{ field: 'colour', message: 'Unknown parameter' }]);
    for (const query of [
      { field: '99' },
      { feeGroup: 'MARS' },
      { startMonth: 13 },
      { sort: 'random' },
      { level: 'Wizardry' },
      { language: 'english' },
      { mode: 'NIGHT' },
      { tuitionMax: -1 },
      { openNow: 'maybe' },
      { universityId: 'x' },
      { limit: 1000 },
    ]) {
      const error = await apiError(programs.search(client, query as never));
      expect(error.status, JSON.stringify(query)).toBe(400);
      expect(
        error.errors?.map((e) => e.field),
        JSON.stringify(query),
      ).toEqual(Object.keys(query));
    }
  });

  it('refuses bad intakes, fees and requirements with a message on each field', async () => {
    const client = await demoClient(server(), 'UNIVERSITY');
    const error = await apiError(
      programs.create(client, 'own', {
        name: 'MA Wrong Dates',
        level: "Master's Degree",
        intakes: [
          { startDate: '2030-09-01', windows: { EU: { opens: '2030-06-01', closes: '2030-05-01' } } },
          { startDate: '2030-09-01', windows: { NON_EU: { closes: '2030-10-01' } } },
        ],
        fees: [{ feeGroup: 'EU', amount: 100, currency: 'XYZ' as 'EUR' }],
        requirements: { english: { ieltsOverall: 6.3, toeflIbt: 121 } },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual(
      expect.arrayContaining([
        { field: 'intakes.0.windows.EU.opens', message: 'The application window must open before it closes' },
        {
          field: 'intakes.1.windows.NON_EU.closes',
          message: 'The application window must close before the programme starts',
        },
        { field: 'fees.0.currency', message: 'Unknown currency' },
        { field: 'requirements.english.ieltsOverall', message: 'IELTS must be in half bands (e.g. 6.5)' },
        { field: 'requirements.english.toeflIbt', message: 'TOEFL iBT must be between 0 and 120' },
      ]),
    );
  });
});
