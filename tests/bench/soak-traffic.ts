// Who the soak's traffic is and what they do: visitors searching the catalogue, students signing
// in, opening their dashboard and uploading a document (and removing it again), agencies listing
// their students and applications. Every account is created through the API as people create
// them (register, then set up the profile), and each person sends from an address of their own
// (X-Forwarded-For through a trusted proxy), so the rate limits count them as the different
// people they are.
import { type Kysely, sql } from 'kysely';
import { type Client, createClient } from '#sdk/client';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as auth from '#sdk/resources/auth';
import * as documents from '#sdk/resources/student-documents';
import * as studentApplications from '#sdk/resources/student-applications';
import * as profile from '#sdk/resources/student-profile';
import * as universities from '#sdk/resources/universities';
import type { UniversityListQuery } from '#sdk/schemas/university';
import { randomSource } from '#server/db/seed/synthetic.ts';
import type { Database } from '#server/db/tables/database.ts';
import { studentForm } from '#tests/support/agencies.ts';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { pdfBytes } from '#tests/support/files.ts';
import { COMPLETE_PROFILE } from '#tests/support/students.ts';

const STUDENTS = 40;
const AGENCIES = 10;
const STUDENTS_PER_AGENCY = 8;
const PASSWORD = 'soak-password';
/** A scanned document of about 1 MB (a real PDF, padded). */
const DOCUMENT = new Blob([Buffer.concat([pdfBytes('Soak'), Buffer.alloc(1024 * 1024, 7)])]);
const STATEMENT = 'I want to study engineering in Europe and build bridges at home. '.repeat(3);

interface Person {
  email: string;
  address: string;
  client: Client;
}

/** Catalogue searches as visitors make them: a name's first letters, a country, a specialty, pages 1–3. */
export async function catalogueSearches(db: Kysely<Database>, count: number): Promise<UniversityListQuery[]> {
  const random = randomSource(7);
  const sample = await db.selectFrom('universities').select(['name', 'country']).limit(2_000).execute();
  const { rows } = await sql<{ name: string }>`SELECT DISTINCT name FROM university_specialties`.execute(db);
  const specialties = rows.map((r) => r.name);
  const seen = new Map<string, UniversityListQuery>();
  while (seen.size < count) {
    const university = random.pick(sample);
    const word = random.pick(university.name.split(/\s+/).filter((w) => w.length >= 3));
    const query: UniversityListQuery = {
      search: random.chance(0.7) ? word.slice(0, random.int(3, Math.max(3, word.length))) : undefined,
      country: random.chance(0.5) ? university.country : undefined,
      specialty: random.chance(0.3) ? random.pick(specialties) : undefined,
      page: random.chance(0.7) ? 1 : random.int(2, 3),
      limit: 12,
    };
    seen.set(JSON.stringify(query), query);
  }
  return [...seen.values()];
}

/** Times one call under its route's name (and counts it as failed when it throws). */
export type Timer = <T>(route: string, call: () => Promise<T>) => Promise<T>;

export interface Traffic {
  /** One action drawn by weight: one or two calls, each timed. */
  next(): (time: Timer) => Promise<unknown>;
}

let addresses = 0;
const newAddress = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
/** A client that sends from the given address, or from a new one; the token is the caller's to set. */
function personClient(origin: string, address = newAddress()) {
  const client = createClient({
    baseUrl: origin,
    retry: false,
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-for': address } }),
  });
  return { address, client };
}

async function newPerson(origin: string, userType: 'STUDENT' | 'AGENCY'): Promise<Person> {
  const { address, client } = personClient(origin);
  const email = uniqueEmail(userType.toLowerCase());
  await auth.register(client, { email, password: PASSWORD, userType });
  return { email, address, client };
}

/**
 * Creates the students and agencies (each agency with its students and their applications, each
 * student with a draft application) and answers the traffic: `next()` draws one action by weight.
 * Popular searches (the start of `searches`) come up more often, as on a real site.
 */
export async function prepareTraffic(
  origin: string,
  searches: UniversityListQuery[],
  universityIds: number[],
): Promise<Traffic> {
  const random = randomSource(10);
  const students = await Promise.all(
    Array.from({ length: STUDENTS }, async (_, i) => {
      const student = await newPerson(origin, 'STUDENT');
      await profile.setup(student.client, { ...COMPLETE_PROFILE, lastName: `Soak ${i}` });
      await studentApplications.create(student.client, {
        universityId: random.pick(universityIds),
        programName: 'Civil Engineering',
        degreeLevel: "Bachelor's Degree",
      });
      return student;
    }),
  );
  const agencies = await Promise.all(
    Array.from({ length: AGENCIES }, async (_, i) => {
      const agency = await newPerson(origin, 'AGENCY');
      await agencyProfile.setup(agency.client, {
        name: `Soak Agency ${i}`,
        country: 'Germany',
        subscriptionTier: 'PROFESSIONAL',
      });
      for (let s = 0; s < STUDENTS_PER_AGENCY; s++) {
        const { student } = await agencyStudents.create(agency.client, studentForm({ lastName: `Soak ${i}-${s}` }));
        await agencyApplications.create(agency.client, {
          studentId: student.id,
          universityId: random.pick(universityIds),
          programName: 'Business Administration',
          degreeLevel: "Master's Degree",
          personalStatement: STATEMENT,
        });
      }
      return agency;
    }),
  );
  const people = [...students, ...agencies];
  const visitors = Array.from({ length: 50 }, () => personClient(origin).client);
  /** Popular searches first: the square of a uniform draw favours the start of the list. */
  const search = () => searches[Math.floor(random.next() ** 2 * searches.length)];

  /** The person signs in on another device (a session of its own) and out of it again. */
  const signInAndOut = async (time: Timer, person: Person) => {
    const device = personClient(origin, person.address).client;
    await time('sign-in', () => auth.login(device, { email: person.email, password: PASSWORD }));
    await time('sign-out', () => auth.logout(device));
  };
  const uploadAndRemove = async (time: Timer, student: Person) => {
    const form = documents.uploadForm([{ blob: DOCUMENT, name: 'transcript.pdf' }], 'TRANSCRIPT');
    const [document] = (await time('document upload (1 MB)', () => documents.upload(student.client, form))).documents;
    await time('document removal', () => documents.remove(student.client, document.id));
  };

  const actions: [weight: number, act: (time: Timer) => Promise<unknown>][] = [
    [40, (time) => time('catalogue search', () => universities.list(random.pick(visitors), search()))],
    [5, (time) => signInAndOut(time, random.pick(people))],
    [20, (time) => time('student dashboard', () => profile.dashboard(random.pick(students).client))],
    [5, (time) => uploadAndRemove(time, random.pick(students))],
    [
      15,
      (time) => time('agency students list', () => agencyStudents.list(random.pick(agencies).client, { limit: 20 })),
    ],
    [
      15,
      (time) =>
        time('agency applications list', () => agencyApplications.list(random.pick(agencies).client, { limit: 20 })),
    ],
  ];
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  return {
    next() {
      let draw = random.next() * total;
      for (const [weight, act] of actions) {
        if (draw < weight) return act;
        draw -= weight;
      }
      return actions[0][1];
    },
  };
}
