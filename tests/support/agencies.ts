import type { Kysely } from 'kysely';
import * as auth from '#sdk/resources/auth';
import * as agencyProfile from '#sdk/resources/agency-profile';
import type { SubscriptionTier } from '#sdk/schemas/enums';
import type { AgencyStudentPayload } from '#sdk/schemas/student';
import { uniqueEmail } from './api-error.ts';
import type { Database } from '#server/db/tables/database.ts';
import type { TestServer } from './server.ts';

/** A freshly registered agency with its profile set up, on the given plan. */
export async function newAgency(server: Pick<TestServer, 'client'>, subscriptionTier: SubscriptionTier = 'STARTER') {
  const client = server.client();
  const { user } = await auth.register(client, {
    email: uniqueEmail('agency'),
    password: 'agency-password',
    userType: 'AGENCY',
  });
  const { agency } = await agencyProfile.setup(client, {
    name: `Agency ${user.id}`,
    country: 'Germany',
    subscriptionTier,
  });
  return { client, user, agency };
}

/** The add-student form, filled the way an agency fills it (spec part 2, 5). */
export const studentForm = (overrides: Partial<AgencyStudentPayload> = {}): AgencyStudentPayload => ({
  firstName: 'Omar',
  lastName: 'Khalil',
  email: uniqueEmail('omar'),
  phone: '+962 79 555 0101',
  dateOfBirth: '2003-05-14',
  nationality: 'Jordan',
  passportNumber: 'P1234567',
  currentEducationLevel: 'High School',
  gpa: 3.6,
  englishProficiency: 'IELTS 6.5-7.0',
  budgetRange: '€10,000 - €20,000',
  preferredStartDate: '2030-09-01',
  academicGoals: 'Study engineering',
  careerGoals: 'Civil engineer',
  ...overrides,
});

/** Fills the agency's plan with `count` active students straight in the database. */
export async function fillWithStudents(db: Kysely<Database>, agencyId: number, count: number) {
  const now = new Date().toISOString();
  await db
    .insertInto('students')
    .values(
      Array.from({ length: count }, (_, i) => ({
        agency_id: agencyId,
        first_name: 'Cap',
        last_name: `Filler ${i}`,
        email: `filler-${agencyId}-${i}@example.com`,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
