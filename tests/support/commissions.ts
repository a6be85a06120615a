import * as adminApplications from '#sdk/resources/admin-applications';
import * as universityClaims from '#sdk/resources/admin-university-claims';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as auth from '#sdk/resources/auth';
import * as programs from '#sdk/resources/programs';
import * as decisions from '#sdk/resources/university-applications';
import * as universityProfile from '#sdk/resources/university-profile';
import type { Client } from '#sdk/client';
import type { AgreementPayload } from '#sdk/schemas/commission';
import { uniqueEmail } from './api-error.ts';
import { studentForm } from './agencies.ts';
import { adminClient } from './demo-sign-in.ts';
import type { TestServer } from './server.ts';

/** A date `days` from today, YYYY-MM-DD. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A Swiss programme's yearly tuition: EU/EEA nationals pay the first, everyone else the second. */
export const SWISS_FEES = { EU: 1460, NON_EU: 8000 } as const;

/** Who sets the world up: fresh clients of the server, and a signed-in admin. */
export interface Arranger {
  client: () => Client;
  admin: Client;
}

/** An arranger for an API test's server. */
export const arrangerOf = async (server: TestServer): Promise<Arranger> => ({
  client: server.client,
  admin: await adminClient(server),
});

/** A university account, verified by the admins, on a new Swiss catalogue entry with a Master's programme priced in CHF. */
export async function swissUniversity(by: Arranger, name = `Zurich Institute ${uniqueEmail('u').slice(2, 8)}`) {
  const { admin } = by;
  const client = by.client();
  await auth.register(client, {
    email: uniqueEmail('swiss-uni'),
    password: 'university-password',
    userType: 'UNIVERSITY',
  });
  const { claim } = await universityProfile.setup(client, { name, country: 'Switzerland', city: 'Zurich' });
  await universityClaims.approve(admin, claim.id);
  const universityId = (await auth.me(client)).user.university!.id;
  const { program } = await programs.create(client, 'own', {
    name: 'MSc Data Science',
    level: "Master's Degree",
    intakes: [{ startDate: inDays(200) }],
    fees: [
      { feeGroup: 'EU', amount: SWISS_FEES.EU, currency: 'CHF' },
      { feeGroup: 'NON_EU', amount: SWISS_FEES.NON_EU, currency: 'CHF' },
    ],
  });
  const { program: whole } = await programs.retrieve(by.client(), program.id);
  return { client, admin, universityId, name, programId: whole.id, intakeId: whole.intakes[0]!.id };
}

/** Terms an agency might agree: 15% of the first year's tuition, from the start of this year, after the census date. */
export const agreementTerms = (universityId: number, terms: Partial<AgreementPayload> = {}): AgreementPayload => ({
  universityId,
  basis: 'PERCENTAGE',
  rate: 15,
  validFrom: `${new Date().getUTCFullYear()}-01-01`,
  payableAfter: 'CENSUS_DATE',
  ...terms,
});

/**
 * An agency student of `nationality` whose application to the university's programme the admins
 * approved and the university ACCEPTED.
 */
export async function acceptedAgencyApplication(
  agency: { client: Client },
  university: Awaited<ReturnType<typeof swissUniversity>>,
  nationality = 'Jordan',
) {
  const { student } = await agencyStudents.create(
    agency.client,
    studentForm({ nationality, firstName: 'Omar', lastName: 'Haddad' }),
  );
  const { application } = await agencyApplications.create(agency.client, {
    studentId: student.id,
    universityId: university.universityId,
    programName: 'MSc Data Science',
    programId: university.programId,
    intakeId: university.intakeId,
    degreeLevel: "Master's Degree",
    personalStatement:
      'I want to work with data in public health: five years of hospital records taught me how much a good model can save.',
    status: 'SUBMITTED',
  });
  const { admin } = university;
  const { application: taken } = await adminApplications.take(admin, application.id);
  for (const item of taken.checklist)
    await adminApplications.decide(admin, application.id, item.documentType, { state: 'WAIVED' });
  await adminApplications.approve(admin, application.id);
  await decisions.startReview(university.client, application.id);
  await decisions.decide(university.client, application.id, { decision: 'ACCEPTED', note: 'Welcome to Zurich.' });
  return application.id;
}
