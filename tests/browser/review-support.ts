import * as adminApplications from '#sdk/resources/admin-applications';
import * as auth from '#sdk/resources/auth';
import * as studentApplications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import * as profile from '#sdk/resources/student-profile';
import * as universityProfile from '#sdk/resources/university-profile';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { blobOf, pdfBytes } from '#tests/support/files.ts';
import { adminToken } from './admin-support.ts';
import { apiClient, newAccount } from './support.ts';

/** A fresh sign-in of the demo university. */
export const universityToken = async () => {
  const { email, password } = DEMO_ACCOUNTS.find((a) => a.userType === 'UNIVERSITY')!;
  return (await auth.login(apiClient(), { email, password })).token;
};

/**
 * A new student who applied to the demo university with a passport and a transcript, approved by an
 * admin; to the typed "MSc Informatics", or to a programme and intake of the university's catalogue.
 */
export async function approvedApplication(
  firstName: string,
  choice: { programName: string; programId?: number; intakeId?: number } = { programName: 'MSc Informatics' },
) {
  const { token } = await newAccount('STUDENT');
  const student = apiClient(token);
  await profile.setup(student, {
    firstName,
    lastName: 'Haddad',
    dateOfBirth: '2001-05-06',
    nationality: 'Jordan',
    phone: '+962 79 555 0199',
    passportNumber: 'P7654321',
    currentEducationLevel: "Bachelor's Degree",
    institutionName: 'Yarmouk University',
    graduationYear: 2024,
    gpa: 3.6,
    gradeScale: '4.0 Scale (US)',
    ieltsScore: 7,
    preferredPrograms: ['Computer Science'],
    preferredCountries: ['Germany'],
    preferredStartDate: '2027-10-01',
    personalStatement: 'I build software for hospitals and want to learn more.',
    careerGoals: 'Health software engineer',
  });
  for (const type of ['PASSPORT', 'TRANSCRIPT'] as const)
    await documents.upload(
      student,
      documents.uploadForm([{ blob: blobOf(pdfBytes(type)), name: `${type}.pdf` }], type),
    );
  const universityId = (await universityProfile.retrieve(apiClient(await universityToken()))).university.id;
  const { application } = await studentApplications.create(student, {
    universityId,
    ...choice,
    degreeLevel: "Master's Degree",
    personalStatement: 'I want to study informatics in Munich.',
    status: 'SUBMITTED',
  });
  const admin = apiClient(await adminToken());
  await adminApplications.take(admin, application.id);
  for (const type of ['PASSPORT', 'TRANSCRIPT'] as const)
    await adminApplications.decide(admin, application.id, type, { state: 'VERIFIED' });
  await adminApplications.approve(admin, application.id);
  return { token, application };
}
