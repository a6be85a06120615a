import { expect, it } from 'vitest';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as programs from '#sdk/resources/programs';
import * as universityProfile from '#sdk/resources/university-profile';
import type { ProgramForm } from '#sdk/schemas/program';
import { GRADE_SCALE_RANGE } from '#sdk/schemas/program-parts';
import { apiError } from '#tests/support/api-error.ts';
import { adminClient, demoClient } from '#tests/support/demo-sign-in.ts';
import { describeApi } from '#tests/support/suite.ts';

const scale = 'US_4' as const;

/** Every part of a programme, as the university's editor sends it. */
const whole: ProgramForm = {
  name: 'MSc Sustainable Cities',
  nameAr: 'ماجستير المدن المستدامة',
  level: "Master's Degree",
  field: '073',
  languages: ['en', 'nl'],
  durationMonths: 24,
  ects: 120,
  mode: 'BLENDED',
  campusCity: 'Delft',
  description: 'Cities that last.',
  descriptionAr: 'مدن تدوم.',
  webPage: 'https://example.org/cities',
  intakeNote: 'A spring intake is planned.',
  intakes: [
    {
      startDate: '2099-09-01',
      seats: 40,
      windows: {
        EU: { opens: '2098-10-01', closes: '2099-05-01' },
        NON_EU: { opens: '2098-10-01', closes: '2099-03-01' },
        NON_EU_VISA: { opens: '2098-10-01', closes: '2099-02-01' },
      },
    },
    { startDate: '2100-02-01', windows: { EU: { opens: '2099-06-01', closes: '2099-12-01' } } },
  ],
  fees: [
    { feeGroup: 'EU', amount: 2530, currency: 'EUR' },
    { feeGroup: 'NON_EU', amount: 19800, currency: 'EUR' },
  ],
  applicationFee: { amount: 100, currency: 'EUR' },
  deposit: { amount: 500, currency: 'EUR' },
  requirements: {
    priorDegree: 'BACHELOR',
    minimumGrade: { value: GRADE_SCALE_RANGE[scale].max, scale },
    english: { ieltsOverall: 6.5, ieltsMinimumBand: 6, toeflIbt: 90 },
    otherLanguage: { language: 'nl', level: 'B2' },
    gre: 310,
    documents: { EU: ['PASSPORT', 'TRANSCRIPT'], NON_EU: ['PASSPORT', 'TRANSCRIPT', 'FINANCIAL_STATEMENT'] },
    note: 'A portfolio helps.',
    noteAr: 'ملف الأعمال يساعد.',
  },
};

describeApi('editing every part of a programme', (server) => {
  it('saves every part on add and on edit, and reads it back whole for its editor', async () => {
    const client = await demoClient(server(), 'UNIVERSITY');
    const { program: added } = await programs.create(client, 'own', whole);
    const { program } = await programs.retrieveManaged(client, 'own', added.id);
    expect(program).toMatchObject({
      name: whole.name,
      nameAr: whole.nameAr,
      field: { broad: '07', narrow: '073' },
      languages: ['en', 'nl'],
      ects: 120,
      mode: 'BLENDED',
      campusCity: 'Delft',
      webPage: whole.webPage,
      intakeNote: whole.intakeNote,
      fees: [
        { feeGroup: 'EU', amount: 2530, currency: 'EUR', per: 'YEAR' },
        { feeGroup: 'NON_EU', amount: 19800, currency: 'EUR', per: 'YEAR' },
      ],
      applicationFee: { amount: 100, currency: 'EUR' },
      deposit: { amount: 500, currency: 'EUR' },
      requirements: whole.requirements,
    });
    expect(program.intakes.map((i) => [i.startDate, i.seats, i.deadlines])).toEqual([
      ['2099-09-01', 40, { EU: '2099-05-01', NON_EU: '2099-03-01', NON_EU_VISA: '2099-02-01' }],
      ['2100-02-01', null, { EU: '2099-12-01', NON_EU: '2099-12-01', NON_EU_VISA: '2099-12-01' }],
    ]);

    await programs.update(client, 'own', added.id, {
      intakes: [{ startDate: '2099-10-01', seats: 12 }],
      fees: [{ feeGroup: 'NON_EU', amount: 150000, currency: 'SEK' }],
      applicationFee: null,
      requirements: { english: { toeflIbt: 100 } },
      mode: 'ONLINE',
    });
    const { program: edited } = await programs.retrieveManaged(client, 'own', added.id);
    expect(edited).toMatchObject({
      mode: 'ONLINE',
      fees: [{ feeGroup: 'NON_EU', amount: 150000, currency: 'SEK' }],
      applicationFee: null,
      deposit: { amount: 500, currency: 'EUR' },
      requirements: { english: { toeflIbt: 100 } },
    });
    expect(edited.intakes.map((i) => [i.startDate, i.seats])).toEqual([['2099-10-01', 12]]);

    // Another university's programme is not found, to its editor as to its edits.
    const admin = await adminClient(server());
    const own = (await universityProfile.retrieve(client)).university.id;
    const { university: other } = await adminUniversities.create(admin, {
      name: `Editing Other ${Date.now()}`,
      country: 'Spain',
      city: 'Madrid',
    });
    const { program: theirs } = await programs.create(admin, other.id, {
      name: 'BA Theirs',
      level: "Bachelor's Degree",
    });
    expect((await apiError(programs.retrieveManaged(client, 'own', theirs.id))).status).toBe(404);
    expect((await apiError(programs.retrieveManaged(admin, own, theirs.id))).status).toBe(404);
    expect((await programs.retrieveManaged(admin, other.id, theirs.id)).program.name).toBe('BA Theirs');
    await programs.remove(client, 'own', added.id);
  });

  it('refuses each wrong part with its field and message', async () => {
    const client = await demoClient(server(), 'UNIVERSITY');
    const refused = async (changes: Partial<ProgramForm>) =>
      (await apiError(programs.create(client, 'own', { name: 'BSc Refused', level: "Bachelor's Degree", ...changes })))
        .errors;

    expect(
      await refused({ intakes: [{ startDate: '2099-09-01', windows: { NON_EU: { closes: '2099-09-02' } } }] }),
    ).toEqual([
      {
        field: 'intakes.0.windows.NON_EU.closes',
        message: 'The application window must close before the programme starts',
      },
    ]);
    expect(
      await refused({
        intakes: [{ startDate: '2099-09-01', windows: { EU: { opens: '2099-05-01', closes: '2099-04-01' } } }],
      }),
    ).toEqual([{ field: 'intakes.0.windows.EU.opens', message: 'The application window must open before it closes' }]);
    expect(await refused({ intakes: [{ startDate: '2099-02-30' }] })).toEqual([
      { field: 'intakes.0.startDate', message: 'The start date must be a date (YYYY-MM-DD)' },
    ]);
    expect(await refused({ requirements: { english: { ieltsOverall: 9.5 } } })).toEqual([
      { field: 'requirements.english.ieltsOverall', message: 'IELTS must be between 0 and 9' },
    ]);
    expect(await refused({ requirements: { english: { ieltsMinimumBand: 6.3 } } })).toEqual([
      { field: 'requirements.english.ieltsMinimumBand', message: 'IELTS must be in half bands (e.g. 6.5)' },
    ]);
    expect(await refused({ requirements: { english: { toeflIbt: 121 } } })).toEqual([
      { field: 'requirements.english.toeflIbt', message: 'TOEFL iBT must be between 0 and 120' },
    ]);
    expect(await refused({ requirements: { english: { toeflIbt: -1 } } })).toEqual([
      { field: 'requirements.english.toeflIbt', message: 'TOEFL iBT must be between 0 and 120' },
    ]);
    expect(await refused({ fees: [{ feeGroup: 'EU', amount: 100, currency: 'USD' as 'EUR' }] })).toEqual([
      { field: 'fees.0.currency', message: 'Unknown currency' },
    ]);
    expect(await refused({ deposit: { amount: 100, currency: 'XYZ' as 'EUR' } })).toEqual([
      { field: 'deposit.currency', message: 'Unknown currency' },
    ]);
    expect(
      await refused({
        fees: [
          { feeGroup: 'EU', amount: 1, currency: 'EUR' },
          { feeGroup: 'EU', amount: 2, currency: 'EUR' },
        ],
      }),
    ).toEqual([{ field: 'fees', message: 'One fee per fee group' }]);
    expect(
      await refused({ requirements: { minimumGrade: { value: GRADE_SCALE_RANGE[scale].max + 1, scale } } }),
    ).toEqual([{ field: 'requirements.minimumGrade.value', message: 'The minimum grade does not fit its scale' }]);
    expect(await refused({ requirements: { otherLanguage: { language: 'nl', level: 'D1' as 'B2' } } })).toEqual([
      { field: 'requirements.otherLanguage.level', message: 'Must be a CEFR level (A1 to C2)' },
    ]);
    expect(await refused({ ects: 1.5 })).toEqual([{ field: 'ects', message: 'ECTS credits must be a whole number' }]);

    // The same rules hold on an edit.
    const { program } = await programs.create(client, 'own', { name: 'BSc Kept', level: "Bachelor's Degree" });
    const error = await apiError(
      programs.update(client, 'own', program.id, { requirements: { english: { ieltsOverall: 10 } } }),
    );
    expect([error.status, error.errors]).toEqual([
      400,
      [{ field: 'requirements.english.ieltsOverall', message: 'IELTS must be between 0 and 9' }],
    ]);
    await programs.remove(client, 'own', program.id);
  });
});
