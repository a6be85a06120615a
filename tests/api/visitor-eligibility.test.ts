import { expect, it } from 'vitest';
import * as eligibility from '#sdk/resources/eligibility';
import * as leads from '#sdk/resources/leads';
import * as programs from '#sdk/resources/programs';
import * as universities from '#sdk/resources/universities';
import type { EligibilityProfile } from '#sdk/schemas/eligibility';
import type { ProgramForm } from '#sdk/schemas/program';
import { newAgency } from '#tests/support/agencies.ts';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { clientFromPage, DEMO_AGENCY, demoClient } from '#tests/support/embed-fixtures.ts';
import { describeApi } from '#tests/support/suite.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A master's programme asking for a 3.0 US GPA and IELTS `ielts`; 9,000 EUR a year for non-EU applicants. */
const programme = (name: string, ielts: number): ProgramForm => ({
  name,
  level: "Master's Degree",
  languages: ['en'],
  durationMonths: 24,
  intakes: [
    {
      startDate: inDays(220),
      windows: {
        EU: { opens: inDays(-30), closes: inDays(150) },
        NON_EU: { opens: inDays(-30), closes: inDays(90) },
        NON_EU_VISA: { opens: inDays(-30), closes: inDays(90) },
      },
    },
  ],
  fees: [
    { feeGroup: 'EU', amount: 0, currency: 'EUR' },
    { feeGroup: 'NON_EU', amount: 9000, currency: 'EUR' },
  ],
  requirements: {
    priorDegree: 'BACHELOR',
    minimumGrade: { value: 3, scale: 'US_4' },
    english: { ieltsOverall: ielts },
  },
});

/** A visitor's profile as the programme page's form and the search widget send it. */
const visitor: EligibilityProfile = {
  degreeLevel: "Bachelor's Degree",
  grade: { value: 3.5, scale: 'US_4' },
  english: { test: 'IELTS', score: 6.5 },
  nationality: 'Jordan',
  budget: 10_000,
};

describeApi('a visitor checks eligibility; a widget lead carries the check', (server) => {
  let reachable: number;
  let demanding: number;
  let universityIds: number[];

  it('arranges two universities: one with a programme the visitor meets, one asking for IELTS 8.0', async () => {
    const admin = await adminClient(server());
    const list = (await universities.list(server().client(), { limit: 2 })).universities;
    universityIds = list.map((u) => u.id);
    reachable = (await programs.create(admin, list[0]!.id, programme('MSc Coastal Robotics', 6.5))).program.id;
    demanding = (await programs.create(admin, list[1]!.id, programme('MSc Polar Linguistics', 8))).program.id;
  });

  it("answers a visitor's profile on a programme page: verdict, tuition for their fee group, next intake, texts in Arabic", async () => {
    const { eligibility: answer } = await eligibility.check(server().client(), reachable, visitor, 'ar');
    expect(answer).toMatchObject({
      verdict: 'ELIGIBLE',
      missing: [],
      tuition: { amount: 9000, currency: 'EUR', feeGroup: 'NON_EU' },
      nextIntake: { startDate: inDays(220), deadline: inDays(90) },
    });
    expect(answer.reasons.length).toBeGreaterThan(0);
    expect(answer.reasons.every((reason) => /[\u0600-\u06FF]/.test(reason.message))).toBe(true);
    const below = (await eligibility.check(server().client(), demanding, visitor)).eligibility;
    expect(below.verdict).not.toBe('ELIGIBLE');
    expect(below.reasons.map((reason) => reason.code)).toContain('ENGLISH_BELOW');
  });

  it("refuses a visitor's grade outside its scale with the field named", async () => {
    const error = await apiError(
      eligibility.check(server().client(), reachable, { ...visitor, grade: { value: 4.6, scale: 'US_4' } }),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ field: 'grade.value', message: 'The grade does not fit its scale' }]);
  });

  it("checks a page of universities at once: each one's best programme, best first", async () => {
    const answer = await eligibility.checkUniversities(
      server().client(),
      { profile: visitor, universityIds: [...universityIds].reverse() },
      'en',
    );
    expect(answer.universities.map((u) => u.universityId).sort()).toEqual([...universityIds].sort());
    const scores = answer.universities.map((u) => u.best?.eligibility.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const first = answer.universities.find((u) => u.universityId === universityIds[0])!;
    expect(first.programs).toBeGreaterThanOrEqual(1);
    expect(first.best?.eligibility.verdict).toBe('ELIGIBLE');
    expect(first.open).toBeGreaterThanOrEqual(1);
  });

  it('refuses a check of no university or of more than 24, and answers any page origin (CORS)', async () => {
    const none = await apiError(
      eligibility.checkUniversities(server().client(), { profile: visitor, universityIds: [] }),
    );
    expect(none.status).toBe(400);
    const many = await apiError(
      eligibility.checkUniversities(server().client(), {
        profile: visitor,
        universityIds: Array.from({ length: 25 }, (_, i) => i + 1),
      }),
    );
    expect(many.status).toBe(400);
    const preflight = await fetch(`${server().url}/api/search/eligibility`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://any-host.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('stores a widget lead with its check, verdicts found by the server, shown to its agency only', async () => {
    const email = uniqueEmail('qualified');
    const page = clientFromPage(server(), DEMO_AGENCY.allowedOrigin);
    const { lead } = await leads.create(page, {
      kind: 'consultation',
      agencySlug: DEMO_AGENCY.slug,
      name: 'Rania Haddad',
      email,
      nationality: 'Jordan',
      language: 'ar',
      eligibilityCheck: { profile: visitor, programIds: [demanding, reachable] },
    });
    expect(lead.eligibilityCheck).toMatchObject({
      profile: visitor,
      programs: [
        { id: demanding, name: 'MSc Polar Linguistics', verdict: expect.not.stringMatching(/^ELIGIBLE$/) },
        { id: reachable, name: 'MSc Coastal Robotics', verdict: 'ELIGIBLE' },
      ],
    });

    const agency = await demoClient(server(), 'AGENCY');
    const inbox = await leads.list(agency, { search: email });
    expect(inbox.leads).toHaveLength(1);
    expect(inbox.leads[0]!.eligibilityCheck?.programs.map((p) => p.id)).toEqual([demanding, reachable]);

    const other = await newAgency(server());
    expect((await leads.list(other.client, { search: email })).leads).toEqual([]);
    const admin = await demoClient(server(), 'ADMIN');
    expect((await leads.list(admin, { search: email })).leads).toEqual([]);
  });

  it('refuses a lead whose check names more than 24 programmes', async () => {
    const page = clientFromPage(server(), DEMO_AGENCY.allowedOrigin);
    const error = await apiError(
      leads.create(page, {
        kind: 'consultation',
        agencySlug: DEMO_AGENCY.slug,
        name: 'Too Many',
        email: uniqueEmail('many'),
        eligibilityCheck: { profile: visitor, programIds: Array.from({ length: 25 }, (_, i) => i + 1) },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.errors[0]?.field).toBe('eligibilityCheck.programIds');
  });
});
