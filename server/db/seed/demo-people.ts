import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import type { Database } from '../tables/database.ts';

interface DemoUsers {
  agencyUserId: number;
  universityUserId: number;
  studentUserId: number;
  adminUserId: number;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const AGENCY_STUDENTS = [
  { first_name: 'Omar', last_name: 'Haddad', email: 'omar.haddad@example.com', nationality: 'Jordan', current_education_level: "Bachelor's Degree", gpa: 3.4, english_proficiency: 'IELTS 6.5-7.0' },
  { first_name: 'Layla', last_name: 'Mansour', email: 'layla.mansour@example.com', nationality: 'Lebanon', current_education_level: 'High School', gpa: 3.8, english_proficiency: 'IELTS 7.0+' },
  { first_name: 'Youssef', last_name: 'Benali', email: 'youssef.benali@example.com', nationality: 'Morocco', current_education_level: "Bachelor's Degree", gpa: 3.1, english_proficiency: 'TOEFL 90+' },
  { first_name: 'Aisha', last_name: 'Rahman', email: 'aisha.rahman@example.com', nationality: 'Pakistan', current_education_level: "Master's Degree", gpa: 3.6, english_proficiency: 'IELTS 7.0+' },
  { first_name: 'Karim', last_name: 'Nasser', email: 'karim.nasser@example.com', nationality: 'Egypt', current_education_level: 'Foundation/Diploma', gpa: 2.9, english_proficiency: 'IELTS 6.0-6.5' },
] as const;

/** Each demo application walks the status machine to its status, one recorded event per step. */
const PATHS: Record<string, ApplicationStatus[]> = {
  DRAFT: ['DRAFT'],
  SUBMITTED: ['DRAFT', 'SUBMITTED'],
  UNDER_REVIEW: ['DRAFT', 'SUBMITTED', 'ADMIN_REVIEW', 'ADMIN_APPROVED', 'UNDER_REVIEW'],
  ACCEPTED: ['DRAFT', 'SUBMITTED', 'ADMIN_REVIEW', 'ADMIN_APPROVED', 'UNDER_REVIEW', 'ACCEPTED'],
  REJECTED: ['DRAFT', 'SUBMITTED', 'ADMIN_REVIEW', 'ADMIN_APPROVED', 'UNDER_REVIEW', 'REJECTED'],
};

async function addApplication(
  db: Kysely<Database>,
  a: { studentId: number; universityId: number; agencyId: number | null; program: string; level: string; status: keyof typeof PATHS; actorUserId: number; age: number },
) {
  const path = PATHS[a.status];
  const at = (step: number) => daysAgo(a.age - step * 3);
  const { id } = await db
    .insertInto('applications')
    .values({
      student_id: a.studentId, university_id: a.universityId, agency_id: a.agencyId, program_name: a.program, degree_level: a.level,
      personal_statement: 'I want to study in Europe to build on my undergraduate work, learn from leading researchers and bring that experience back to projects in my home region.',
      status: path.at(-1)!, created_at: at(0), updated_at: at(path.length - 1),
      submitted_at: path.includes('SUBMITTED') ? at(1) : null,
      reviewed_at: path.includes('UNDER_REVIEW') ? at(4) : null,
      decided_at: ['ACCEPTED', 'REJECTED'].includes(a.status) ? at(5) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_events')
    .values(path.map((to, step) => ({ application_id: id, from_status: step ? path[step - 1] : null, to_status: to, actor_user_id: a.actorUserId, created_at: at(step) })))
    .execute();
}

export async function seedDemoPeople(db: Kysely<Database>, users: DemoUsers) {
  const universities = await db.selectFrom('universities').select(['id', 'name', 'country']).orderBy('featured', 'desc').orderBy('id').limit(8).execute();
  const pick = (i: number) => universities[i % universities.length].id;

  const { id: agencyId } = await db
    .insertInto('agencies')
    .values({
      user_id: users.agencyUserId, name: 'Horizon Education Consultants', country: 'Germany', city: 'Berlin', phone: '+49 30 1234 5678',
      website: 'https://horizon-education.example.com', company_description: 'Helping students from the Middle East and North Africa study at European universities since 2012.',
      subscription_tier: 'PROFESSIONAL', subscription_active: true, brand_color: '#0f766e', agency_slug: 'horizon-education',
      // A local agency site on port 4000, and Storybook (port 6006), where the widgets' stories send their forms.
      allowed_origins: JSON.stringify(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://localhost:6006', 'http://127.0.0.1:6006']),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The university account manages the first featured university of the catalogue.
  await db.updateTable('universities').set({ user_id: users.universityUserId, email: 'university@demo.studyeurope.app' }).where('id', '=', pick(0)).execute();

  const { id: directStudentId } = await db
    .insertInto('students')
    .values({
      user_id: users.studentUserId, email: 'student@demo.studyeurope.app', first_name: 'Sara', last_name: 'Al-Amin', date_of_birth: '2002-04-17',
      nationality: 'Jordan', phone: '+962 79 555 0142', current_education_level: "Bachelor's Degree", institution_name: 'University of Jordan',
      graduation_year: 2024, gpa: 3.6, grade_scale: '4.0 Scale (US)', ielts_score: 7, preferred_programs: JSON.stringify(['Computer Science', 'Data Science']),
      preferred_countries: JSON.stringify(['Germany', 'Netherlands']), budget_range: '€10,000 - €20,000', preferred_start_date: '2027-09-01',
      study_duration: '2 years', academic_goals: 'A master’s degree in data science with a focus on health data.',
      career_goals: 'Work as a data scientist in healthcare.', profile_completed: true, profile_completion_score: 90,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await addApplication(db, { studentId: directStudentId, universityId: pick(0), agencyId: null, program: 'MSc Data Science', level: "Master's Degree", status: 'SUBMITTED', actorUserId: users.studentUserId, age: 12 });
  await addApplication(db, { studentId: directStudentId, universityId: pick(3), agencyId: null, program: 'MSc Computer Science', level: "Master's Degree", status: 'DRAFT', actorUserId: users.studentUserId, age: 2 });

  const statuses: (keyof typeof PATHS)[] = ['SUBMITTED', 'UNDER_REVIEW', 'ACCEPTED', 'DRAFT', 'REJECTED'];
  for (const [i, s] of AGENCY_STUDENTS.entries()) {
    const { id } = await db
      .insertInto('students')
      .values({ ...s, agency_id: agencyId, created_at: daysAgo(40 - i * 7), updated_at: daysAgo(40 - i * 7), profile_completion_score: 60 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addApplication(db, { studentId: id, universityId: pick(i + 1), agencyId, program: i % 2 ? 'BSc Business Administration' : 'MSc Mechanical Engineering', level: i % 2 ? "Bachelor's Degree" : "Master's Degree", status: statuses[i], actorUserId: users.agencyUserId, age: 30 - i * 4 });
  }

  await db
    .insertInto('leads')
    .values([
      { agency_id: agencyId, university_id: pick(2), kind: 'consultation', name: 'Hana Saleh', email: 'hana.saleh@example.com', message: 'I would like a call about master’s programmes in engineering.', language: 'ar', origin: 'http://localhost:4000', subject: null, inquiry_type: null },
      { agency_id: null, university_id: null, kind: 'contact', language: 'en', origin: null, name: 'Daniel Weber', email: 'daniel.weber@example.com', subject: 'Partnership', message: 'We are a university in Austria and would like to list our programmes.', inquiry_type: 'general' },
    ])
    .execute();
}
