import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { DECISIONS, REACHED_AT } from '#server/services/applications/status-stamps.ts';
import { seedDemoConversations } from './demo-conversations.ts';

interface DemoUsers {
  agencyUserId: number;
  universityUserId: number;
  studentUserId: number;
  adminUserId: number;
  /** The password hash of the account whose university claim waits (it signs in with no listed password). */
  claimantPasswordHash: string;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const AGENCY_STUDENTS = [
  {
    first_name: 'Omar',
    last_name: 'Haddad',
    email: 'omar.haddad@example.com',
    nationality: 'Jordan',
    current_education_level: "Bachelor's Degree",
    gpa: 3.4,
    english_proficiency: 'IELTS 6.5-7.0',
  },
  {
    first_name: 'Layla',
    last_name: 'Mansour',
    email: 'layla.mansour@example.com',
    nationality: 'Lebanon',
    current_education_level: 'High School',
    gpa: 3.8,
    english_proficiency: 'IELTS 7.0+',
  },
  {
    first_name: 'Youssef',
    last_name: 'Benali',
    email: 'youssef.benali@example.com',
    nationality: 'Morocco',
    current_education_level: "Bachelor's Degree",
    gpa: 3.1,
    english_proficiency: 'TOEFL 90+',
  },
  {
    first_name: 'Aisha',
    last_name: 'Rahman',
    email: 'aisha.rahman@example.com',
    nationality: 'Pakistan',
    current_education_level: "Master's Degree",
    gpa: 3.6,
    english_proficiency: 'IELTS 7.0+',
  },
  {
    first_name: 'Karim',
    last_name: 'Nasser',
    email: 'karim.nasser@example.com',
    nationality: 'Egypt',
    current_education_level: 'Foundation/Diploma',
    gpa: 2.9,
    english_proficiency: 'IELTS 6.0-6.5',
  },
] as const;

const DECIDED_PATH: ApplicationStatus[] = [
  'DRAFT',
  'SUBMITTED',
  'ADMIN_REVIEW',
  'ADMIN_APPROVED',
  'UNDER_REVIEW',
  'ACCEPTED',
];

/** Each demo application walks the status machine to its status, one recorded event per step. */
const PATHS: Record<ApplicationStatus, ApplicationStatus[]> = {
  DRAFT: ['DRAFT'],
  SUBMITTED: ['DRAFT', 'SUBMITTED'],
  WITHDRAWN: ['DRAFT', 'SUBMITTED', 'WITHDRAWN'],
  ADMIN_REVIEW: ['DRAFT', 'SUBMITTED', 'ADMIN_REVIEW'],
  ADMIN_REJECTED: ['DRAFT', 'SUBMITTED', 'ADMIN_REVIEW', 'ADMIN_REJECTED'],
  ADMIN_APPROVED: ['DRAFT', 'SUBMITTED', 'ADMIN_REVIEW', 'ADMIN_APPROVED'],
  UNDER_REVIEW: ['DRAFT', 'SUBMITTED', 'ADMIN_REVIEW', 'ADMIN_APPROVED', 'UNDER_REVIEW'],
  ACCEPTED: DECIDED_PATH,
  REJECTED: ['DRAFT', 'SUBMITTED', 'ADMIN_REVIEW', 'ADMIN_APPROVED', 'UNDER_REVIEW', 'REJECTED'],
  OFFER_ACCEPTED: [...DECIDED_PATH, 'OFFER_ACCEPTED'],
  OFFER_DECLINED: [...DECIDED_PATH, 'OFFER_DECLINED'],
  ENROLLED: [...DECIDED_PATH, 'OFFER_ACCEPTED', 'ENROLLED'],
  NOT_ENROLLED: [...DECIDED_PATH, 'OFFER_ACCEPTED', 'NOT_ENROLLED'],
};

const ADMIN_STEPS: readonly ApplicationStatus[] = ['ADMIN_REVIEW', 'ADMIN_APPROVED', 'ADMIN_REJECTED'];
const UNIVERSITY_STEPS: readonly ApplicationStatus[] = [
  'UNDER_REVIEW',
  'ACCEPTED',
  'REJECTED',
  'ENROLLED',
  'NOT_ENROLLED',
];

/** The admins' and the university's accounts; a university without one (null) leaves its steps without an actor. */
interface DemoStaff {
  adminUserId: number;
  universityUserId: number | null;
}

const stepActor = (to: ApplicationStatus, owner: number, staff?: DemoStaff) =>
  staff && ADMIN_STEPS.includes(to)
    ? staff.adminUserId
    : staff && UNIVERSITY_STEPS.includes(to)
      ? staff.universityUserId
      : owner;

export async function addApplication(
  db: Kysely<Database>,
  a: {
    studentId: number;
    universityId: number;
    agencyId: number | null;
    program: string;
    level: string;
    status: ApplicationStatus;
    actorUserId: number;
    /** Who made the admins' and the university's steps; the owner's account otherwise. */
    staff?: DemoStaff;
    age: number;
    /** The decision's note to the applicant and an acceptance's conditions. */
    decision?: { note: string; conditions?: string };
    review?: { rating: number; notes: string };
    /** An admin's rejection: its reason code and the text the owner sees. */
    rejection?: { reason: string; note: string };
  },
) {
  const path = PATHS[a.status];
  // Steps three days apart, closer when the application is younger than its path: the last step
  // is always in the past (the demo is dated relative to the seeding day).
  const gap = Math.min(3, a.age / path.length);
  const at = (step: number) => daysAgo(a.age - step * gap);
  const reachedOn = (status: ApplicationStatus) => (path.includes(status) ? at(path.indexOf(status)) : null);
  const { id } = await db
    .insertInto('applications')
    .values({
      student_id: a.studentId,
      university_id: a.universityId,
      agency_id: a.agencyId,
      program_name: a.program,
      degree_level: a.level,
      personal_statement:
        'I want to study in Europe to build on my undergraduate work, learn from leading researchers and bring that experience back to projects in my home region.',
      status: path.at(-1)!,
      created_at: at(0),
      updated_at: at(path.length - 1),
      // As the status machine stamps them: when each status was reached, and a decision's day.
      ...Object.fromEntries(
        Object.entries(REACHED_AT).map(([status, stamp]) => [stamp, reachedOn(status as ApplicationStatus)]),
      ),
      decided_at: DECISIONS.map(reachedOn).find(Boolean) ?? null,
      university_notes: a.decision?.note ?? null,
      decision_conditions: a.decision?.conditions ?? null,
      review_rating: a.review?.rating ?? null,
      review_notes: a.review?.notes ?? null,
      // The admin steps are the demo admin's, who took the application into review.
      assigned_admin_id: a.staff && path.includes('ADMIN_REVIEW') ? a.staff.adminUserId : null,
      assigned_at: a.staff && path.includes('ADMIN_REVIEW') ? at(2) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_events')
    .values(
      path.map((to, step) => ({
        application_id: id,
        from_status: step ? path[step - 1] : null,
        to_status: to,
        actor_user_id: stepActor(to, a.actorUserId, a.staff),
        note: step === path.length - 1 ? (a.decision?.note ?? a.rejection?.note ?? null) : null,
        reason: step === path.length - 1 ? (a.rejection?.reason ?? null) : null,
        created_at: at(step),
      })),
    )
    .execute();
  return id;
}

export async function seedDemoPeople(db: Kysely<Database>, users: DemoUsers) {
  const universities = await db
    .selectFrom('universities')
    .select(['id', 'name', 'country'])
    .orderBy('featured', 'desc')
    .orderBy('id')
    .limit(8)
    .execute();
  const pick = (i: number) => universities[i % universities.length].id;

  const { id: agencyId } = await db
    .insertInto('agencies')
    .values({
      user_id: users.agencyUserId,
      name: 'Horizon Education Consultants',
      country: 'Germany',
      city: 'Berlin',
      phone: '+49 30 1234 5678',
      website: 'https://horizon-education.example.com',
      company_description:
        'Helping students from the Middle East and North Africa study at European universities since 2012.',
      subscription_tier: 'PROFESSIONAL',
      subscription_active: true,
      brand_color: '#0f766e',
      agency_slug: 'horizon-education',
      // A local agency site on port 4000, and Storybook (port 6006), where the widgets' stories send their forms.
      allowed_origins: JSON.stringify([
        'http://localhost:4000',
        'http://127.0.0.1:4000',
        'http://localhost:6006',
        'http://127.0.0.1:6006',
      ]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The university account manages the first featured university of the catalogue.
  await db
    .updateTable('universities')
    .set({ user_id: users.universityUserId, email: 'university@demo.studyeurope.app' })
    .where('id', '=', pick(0))
    .execute();

  const { id: directStudentId } = await db
    .insertInto('students')
    .values({
      user_id: users.studentUserId,
      email: 'student@demo.studyeurope.app',
      first_name: 'Sara',
      last_name: 'Al-Amin',
      date_of_birth: '2002-04-17',
      nationality: 'Jordan',
      phone: '+962 79 555 0142',
      current_education_level: "Bachelor's Degree",
      institution_name: 'University of Jordan',
      graduation_year: 2024,
      gpa: 3.6,
      grade_scale: '4.0 Scale (US)',
      ielts_score: 7,
      preferred_programs: JSON.stringify(['Computer Science', 'Data Science']),
      preferred_countries: JSON.stringify(['Germany', 'Netherlands']),
      budget_range: '€10,000 - €20,000',
      preferred_start_date: '2027-09-01',
      study_duration: '2 years',
      academic_goals: 'A master’s degree in data science with a focus on health data.',
      career_goals: 'Work as a data scientist in healthcare.',
      profile_completed: true,
      profile_completion_score: 90,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const directApplicationId = await addApplication(db, {
    studentId: directStudentId,
    universityId: pick(0),
    agencyId: null,
    program: 'MSc Data Science',
    level: "Master's Degree",
    status: 'SUBMITTED',
    actorUserId: users.studentUserId,
    age: 12,
  });
  await addApplication(db, {
    studentId: directStudentId,
    universityId: pick(3),
    agencyId: null,
    program: 'MSc Computer Science',
    level: "Master's Degree",
    status: 'DRAFT',
    actorUserId: users.studentUserId,
    age: 2,
  });

  const statuses: ApplicationStatus[] = ['SUBMITTED', 'UNDER_REVIEW', 'ACCEPTED', 'DRAFT', 'REJECTED'];
  const agencyApplicationIds: number[] = [];
  for (const [i, s] of AGENCY_STUDENTS.entries()) {
    const { id } = await db
      .insertInto('students')
      .values({
        ...s,
        agency_id: agencyId,
        created_at: daysAgo(40 - i * 7),
        updated_at: daysAgo(40 - i * 7),
        profile_completion_score: 60,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const applicationId = await addApplication(db, {
      studentId: id,
      universityId: pick(i + 1),
      agencyId,
      program: i % 2 ? 'BSc Business Administration' : 'MSc Mechanical Engineering',
      level: i % 2 ? "Bachelor's Degree" : "Master's Degree",
      status: statuses[i],
      actorUserId: users.agencyUserId,
      age: 30 - i * 4,
    });
    agencyApplicationIds.push(applicationId);
  }
  await seedDemoConversations(db, users, { direct: directApplicationId, agency: agencyApplicationIds[0] });

  // A university account whose claim waits for an admin.
  const { id: claimantId } = await db
    .insertInto('users')
    .values({
      email: 'admissions@new-university.example.com',
      password_hash: users.claimantPasswordHash,
      user_type: 'UNIVERSITY',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const claimed = universities[universities.length - 1];
  await db
    .insertInto('university_claims')
    .values({
      user_id: claimantId,
      name: claimed.name,
      country: claimed.country,
      city: 'Main campus',
      description: 'We are the admissions office and would like to manage our catalogue entry.',
      email: 'admissions@new-university.example.com',
      status: 'PENDING',
      created_at: daysAgo(1),
      updated_at: daysAgo(1),
    })
    .execute();

  await db
    .insertInto('leads')
    .values([
      {
        agency_id: agencyId,
        university_id: pick(2),
        kind: 'consultation',
        name: 'Hana Saleh',
        email: 'hana.saleh@example.com',
        message: 'I would like a call about master’s programmes in engineering.',
        language: 'ar',
        origin: 'http://localhost:4000',
        subject: null,
        inquiry_type: null,
      },
      {
        agency_id: null,
        university_id: null,
        kind: 'contact',
        language: 'en',
        origin: null,
        name: 'Daniel Weber',
        email: 'daniel.weber@example.com',
        subject: 'Partnership',
        message: 'We are a university in Austria and would like to list our programmes.',
        inquiry_type: 'general',
      },
    ])
    .execute();
  return { agencyId, universityIds: universities.map((u) => u.id) };
}
