import { beforeAll, expect, it } from 'vitest';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as universities from '#sdk/resources/universities';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { describeApi } from '#tests/support/suite.ts';

const STATEMENT =
  'I want to study civil engineering in Europe because the bridges of Rotterdam taught me how design serves a city.';

describeApi('eligibility warnings on an agency\u2019s new application', (server) => {
  let delft: number;
  let eth: number;
  beforeAll(async () => {
    const find = async (search: string) =>
      (await universities.list(server().client(), { search, limit: 1 })).universities[0]!.id;
    // Delft: IELTS 6.5 or TOEFL iBT 90 for its English-taught programmes. ETH: German for MSc Architecture.
    [delft, eth] = await Promise.all([find('Delft University of Technology'), find('ETH Zurich')]);
  });

  const apply = (
    client: Parameters<typeof applications.create>[0],
    studentId: number,
    universityId: number,
    programName: string,
  ) =>
    applications.create(client, {
      studentId,
      universityId,
      programName,
      degreeLevel: "Master's Degree",
      personalStatement: STATEMENT,
    });

  it('warns of the profile gaps and the English requirement, lists the fields to fix, and creates the application anyway', async () => {
    const { client } = await newAgency(server());
    const { student } = await students.create(
      client,
      studentForm({ passportNumber: undefined, gpa: undefined, englishProficiency: 'IELTS 5.5-6.0' }),
    );
    const { application, warnings } = await apply(client, student.id, delft, 'MSc Civil Engineering');
    expect(application.status).toBe('DRAFT');
    expect(warnings).toEqual([
      { code: 'PROFILE_GAPS', fields: ['passportNumber', 'gpa'] },
      {
        code: 'ENGLISH_SCORE_LOW',
        fields: ['englishProficiency'],
        required: { ielts: 6.5, toefl: 90 },
        has: { ielts: 5.5, toefl: null },
      },
    ]);
    // The application's page shows the same, and they go once the student's profile is fixed.
    expect((await applications.retrieve(client, application.id)).warnings).toEqual(warnings);
    await students.update(client, student.id, {
      passportNumber: 'P7654321',
      gpa: 3.4,
      englishProficiency: 'TOEFL 90+',
    });
    expect((await applications.retrieve(client, application.id)).warnings).toEqual([]);
  });

  it('warns that no English score is known, and checks nothing in English for a programme taught in German', async () => {
    const { client } = await newAgency(server());
    const { student } = await students.create(client, studentForm({ englishProficiency: 'No Certificate' }));
    const english = await apply(client, student.id, delft, 'MSc Computer Science');
    expect(english.warnings).toEqual([
      expect.objectContaining({ code: 'NO_ENGLISH_SCORE', fields: ['englishProficiency'] }),
    ]);
    expect((await apply(client, student.id, eth, 'MSc Architecture')).warnings).toEqual([]);
  });

  it('warns of nothing for a complete profile that meets the requirement', async () => {
    const { client } = await newAgency(server());
    const { student } = await students.create(client, studentForm({ englishProficiency: 'IELTS 7.0+' }));
    expect((await apply(client, student.id, delft, 'MSc Civil Engineering')).warnings).toEqual([]);
  });
});
