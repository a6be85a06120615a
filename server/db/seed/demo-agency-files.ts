import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { profileCompletion } from '#server/services/students/profile-score.ts';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import { addApplication } from './demo-people.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

interface DemoFile {
  student: {
    first_name: string;
    last_name: string;
    nationality: string;
    current_education_level: string;
    gpa: number;
    english_proficiency: string;
    /** Days since the agency added the student. */
    added: number;
    is_active?: false;
  };
  /** Which of the catalogue's first universities (1-7; 0 is the demo university's), the programme, the status, its age in days. */
  applications: [university: number, program: string, level: string, status: ApplicationStatus, age: number][];
}

const MSC = "Master's Degree";
const BSC = "Bachelor's Degree";

/**
 * The rest of the demo agency's caseload: with the students of demo-people.ts and
 * demo-university.ts, about 30 students and 40 applications at every status, so the agency's
 * dashboard, lists, board and timelines show real work at first start.
 */
const FILES: DemoFile[] = [
  {
    student: {
      first_name: 'Salma',
      last_name: 'Darwish',
      nationality: 'Jordan',
      current_education_level: BSC,
      gpa: 3.5,
      english_proficiency: 'IELTS 7.0+',
      added: 150,
    },
    applications: [
      [1, 'MSc Computer Science', MSC, 'ACCEPTED', 120],
      [2, 'MSc Artificial Intelligence', MSC, 'WITHDRAWN', 110],
    ],
  },
  {
    student: {
      first_name: 'Bilal',
      last_name: 'Hamdan',
      nationality: 'Palestine',
      current_education_level: 'High School',
      gpa: 3.2,
      english_proficiency: 'IELTS 6.0-6.5',
      added: 140,
    },
    applications: [[3, 'BSc Economics', BSC, 'REJECTED', 100]],
  },
  {
    student: {
      first_name: 'Noura',
      last_name: 'Al-Sayed',
      nationality: 'Kuwait',
      current_education_level: BSC,
      gpa: 3.8,
      english_proficiency: 'TOEFL 90+',
      added: 132,
    },
    applications: [
      [4, 'MSc Finance', MSC, 'UNDER_REVIEW', 45],
      [5, 'MSc Accounting', MSC, 'ADMIN_REJECTED', 60],
    ],
  },
  {
    student: {
      first_name: 'Adam',
      last_name: 'Mourad',
      nationality: 'Algeria',
      current_education_level: 'Foundation/Diploma',
      gpa: 2.8,
      english_proficiency: 'IELTS 5.5-6.0',
      added: 120,
    },
    applications: [[6, 'BSc Business Administration', BSC, 'ADMIN_REJECTED', 70]],
  },
  {
    student: {
      first_name: 'Dina',
      last_name: 'Farah',
      nationality: 'Lebanon',
      current_education_level: BSC,
      gpa: 3.6,
      english_proficiency: 'IELTS 7.0+',
      added: 110,
    },
    applications: [
      [2, 'MSc Architecture', MSC, 'ACCEPTED', 90],
      [7, 'MSc Urban Planning', MSC, 'REJECTED', 85],
    ],
  },
  {
    student: {
      first_name: 'Khaled',
      last_name: 'Ibrahim',
      nationality: 'Egypt',
      current_education_level: MSC,
      gpa: 3.4,
      english_proficiency: 'TOEFL 80-90',
      added: 98,
    },
    applications: [[1, 'PhD Mechanical Engineering', 'PhD/Doctorate', 'UNDER_REVIEW', 40]],
  },
  {
    student: {
      first_name: 'Reem',
      last_name: 'Suleiman',
      nationality: 'Syria',
      current_education_level: BSC,
      gpa: 3.3,
      english_proficiency: 'IELTS 6.5-7.0',
      added: 90,
    },
    applications: [
      [3, 'MSc Public Health', MSC, 'ADMIN_APPROVED', 20],
      [4, 'MSc Global Health', MSC, 'SUBMITTED', 6],
    ],
  },
  {
    student: {
      first_name: 'Ziad',
      last_name: 'Haddadin',
      nationality: 'Jordan',
      current_education_level: 'High School',
      gpa: 3.9,
      english_proficiency: 'IELTS 7.0+',
      added: 80,
    },
    applications: [[5, 'BSc Computer Engineering', BSC, 'ACCEPTED', 75]],
  },
  {
    student: {
      first_name: 'Leen',
      last_name: 'Abboud',
      nationality: 'Lebanon',
      current_education_level: 'High School',
      gpa: 3.1,
      english_proficiency: 'IELTS 6.0-6.5',
      added: 70,
      is_active: false,
    },
    applications: [[6, 'BSc Psychology', BSC, 'WITHDRAWN', 65]],
  },
  {
    student: {
      first_name: 'Hamza',
      last_name: 'Toumi',
      nationality: 'Tunisia',
      current_education_level: BSC,
      gpa: 3.0,
      english_proficiency: 'TOEFL 80-90',
      added: 60,
    },
    applications: [
      [7, 'MSc Logistics', MSC, 'ADMIN_REVIEW', 9],
      [1, 'MSc Supply Chain Management', MSC, 'DRAFT', 3],
    ],
  },
  {
    student: {
      first_name: 'Maya',
      last_name: 'Nassar',
      nationality: 'Palestine',
      current_education_level: BSC,
      gpa: 3.7,
      english_proficiency: 'IELTS 7.0+',
      added: 52,
    },
    applications: [[2, 'MSc Data Science', MSC, 'UNDER_REVIEW', 30]],
  },
  {
    student: {
      first_name: 'Yasin',
      last_name: 'El Amrani',
      nationality: 'Morocco',
      current_education_level: 'High School',
      gpa: 3.4,
      english_proficiency: 'IELTS 6.5-7.0',
      added: 45,
    },
    applications: [
      [3, 'BSc Civil Engineering', BSC, 'SUBMITTED', 8],
      [4, 'BSc Environmental Engineering', BSC, 'ADMIN_REVIEW', 10],
    ],
  },
  {
    student: {
      first_name: 'Rana',
      last_name: 'Khouri',
      nationality: 'Syria',
      current_education_level: MSC,
      gpa: 3.8,
      english_proficiency: 'Native Speaker',
      added: 38,
    },
    applications: [[5, 'PhD Molecular Biology', 'PhD/Doctorate', 'ADMIN_REJECTED', 25]],
  },
  {
    student: {
      first_name: 'Fares',
      last_name: 'Jaber',
      nationality: 'Iraq',
      current_education_level: BSC,
      gpa: 2.9,
      english_proficiency: 'IELTS 6.0-6.5',
      added: 30,
    },
    applications: [
      [6, 'MSc Petroleum Engineering', MSC, 'SUBMITTED', 5],
      [7, 'MSc Energy Systems', MSC, 'DRAFT', 2],
    ],
  },
  {
    student: {
      first_name: 'Jana',
      last_name: 'Saleem',
      nationality: 'Jordan',
      current_education_level: 'High School',
      gpa: 3.6,
      english_proficiency: 'IELTS 6.5-7.0',
      added: 24,
    },
    applications: [[1, 'BSc Pharmacy', BSC, 'ADMIN_REVIEW', 7]],
  },
  {
    student: {
      first_name: 'Anas',
      last_name: 'Qureshi',
      nationality: 'Pakistan',
      current_education_level: BSC,
      gpa: 3.5,
      english_proficiency: 'IELTS 7.0+',
      added: 16,
    },
    applications: [
      [2, 'MSc Software Engineering', MSC, 'SUBMITTED', 4],
      [3, 'MSc Cyber Security', MSC, 'ADMIN_REVIEW', 6],
    ],
  },
  {
    student: {
      first_name: 'Lamia',
      last_name: 'Bouzid',
      nationality: 'Algeria',
      current_education_level: BSC,
      gpa: 3.2,
      english_proficiency: 'TOEFL 90+',
      added: 9,
      is_active: false,
    },
    applications: [[4, 'MSc Marketing', MSC, 'WITHDRAWN', 8]],
  },
  {
    student: {
      first_name: 'Tamer',
      last_name: 'Zaki',
      nationality: 'Egypt',
      current_education_level: 'Foundation/Diploma',
      gpa: 3.0,
      english_proficiency: 'IELTS 5.5-6.0',
      added: 4,
    },
    applications: [[5, 'BSc Tourism Management', BSC, 'DRAFT', 3]],
  },
  {
    student: {
      first_name: 'Heba',
      last_name: 'Mahmoud',
      nationality: 'Egypt',
      current_education_level: BSC,
      gpa: 3.9,
      english_proficiency: 'IELTS 7.0+',
      added: 5,
    },
    applications: [
      [6, 'MSc Biomedical Engineering', MSC, 'SUBMITTED', 4],
      [7, 'MSc Medical Physics', MSC, 'DRAFT', 1],
    ],
  },
];

/** Seeds FILES for the demo agency: each student, and each application walked to its status with its timeline. */
export async function seedDemoAgencyFiles(
  db: Kysely<Database>,
  agency: { id: number; userId: number },
  staff: { adminUserId: number },
  universityIds: number[],
) {
  for (const { student, applications } of FILES) {
    const { added, ...columns } = student;
    const email = `${student.first_name}.${student.last_name}`.toLowerCase().replace(/[^a-z.]+/g, '-');
    const { score, completed } = profileCompletion(columns);
    const { id: studentId } = await db
      .insertInto('students')
      .values({
        ...columns,
        email: `${email}@example.com`,
        agency_id: agency.id,
        grade_scale: '4.0 Scale (US)',
        profile_completion_score: score,
        profile_completed: completed,
        created_at: daysAgo(added),
        updated_at: daysAgo(added),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [university, program, level, status, age] of applications)
      await addApplication(db, {
        studentId,
        universityId: universityIds[university % universityIds.length],
        agencyId: agency.id,
        program,
        level,
        status,
        actorUserId: agency.userId,
        // The admins' steps are the demo admin's; these universities have no account of their own.
        staff: { adminUserId: staff.adminUserId, universityUserId: null },
        age,
        ...(status === 'ADMIN_REJECTED'
          ? { rejection: { reason: 'REQUIREMENTS_NOT_MET', note: 'The programme asks for a higher English score.' } }
          : {}),
        ...(status === 'ACCEPTED' ? { decision: { note: 'We are pleased to offer you a place.' } } : {}),
        ...(status === 'REJECTED' ? { decision: { note: 'The places of this intake are all taken.' } } : {}),
      });
  }
}
