import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import * as auth from '#sdk/resources/auth';
import * as profile from '#sdk/resources/student-profile';
import type { Client } from '#sdk/client';
import type { StudentSetupPayload } from '#sdk/schemas/student';
import { connect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { uniqueEmail } from './api-error.ts';
import type { TestServer } from './server.ts';

/** Every field the profile score reads, filled: a complete profile (score 100). */
export const COMPLETE_PROFILE = {
  firstName: 'Lina',
  lastName: 'Haddad',
  dateOfBirth: '2001-03-09',
  nationality: 'Jordan',
  phone: '+962 79 123 4567',
  passportNumber: 'N7654321',
  currentEducationLevel: "Bachelor's Degree",
  institutionName: 'Yarmouk University',
  graduationYear: 2023,
  gpa: 3.5,
  gradeScale: '4.0 Scale (US)',
  ieltsScore: 7,
  preferredPrograms: ['Computer Science'],
  preferredCountries: ['Netherlands'],
  preferredStartDate: '2027-09-01',
  personalStatement: 'I want to build software for hospitals.',
  careerGoals: 'Software engineer in health technology',
} satisfies StudentSetupPayload;

/** A freshly registered student, set up with `setup` (or not set up at all with null). */
export async function newStudent(server: TestServer, setup: StudentSetupPayload | null = COMPLETE_PROFILE) {
  const client = server.client();
  const registered = await auth.register(client, {
    email: uniqueEmail('student'),
    password: 'student-password',
    userType: 'STUDENT',
  });
  const student = setup ? (await profile.setup(client, setup)).student : null;
  return { client, user: registered.user, student };
}

export async function signIn(server: TestServer, email: string, password: string): Promise<Client> {
  const client = server.client();
  await auth.login(client, { email, password });
  return client;
}

/** The test server's own database, for arranging states no API of this area can reach. */
export function openDatabase(server: TestServer): Kysely<Database> {
  return connect({ databaseUrl: server.databaseUrl, sqliteFile: join(server.dataDir, 'platform.sqlite') }).db;
}

/** The files in the local store's folder. */
export const storedFiles = (server: TestServer, folder: 'documents' | 'logos' | 'images' | 'attachments') => {
  try {
    return readdirSync(join(server.dataDir, 'uploads', folder));
  } catch {
    return [];
  }
};
