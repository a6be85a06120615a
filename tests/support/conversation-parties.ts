import * as agencyProfile from '#sdk/resources/agency-profile';
import * as auth from '#sdk/resources/auth';
import * as applications from '#sdk/resources/student-applications';
import * as profile from '#sdk/resources/student-profile';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { uniqueEmail } from './api-error.ts';
import type { Client } from '#sdk/client';
import { COMPLETE_PROFILE } from './students.ts';

const demo = (type: (typeof DEMO_ACCOUNTS)[number]['userType']) => DEMO_ACCOUNTS.find((a) => a.userType === type)!;

/**
 * The people of one application's conversation: an agency, its student (registered through the
 * agency's link) with a submitted application to the demo university, an admin, the demo
 * university's account, and an outsider student.
 */
export async function conversationParties(newClient: () => Client) {
  const signIn = async (email: string, password: string) => {
    const client = newClient();
    await auth.login(client, { email, password });
    return client;
  };
  const agency = newClient();
  const agencyEmail = uniqueEmail('agency');
  await auth.register(agency, { email: agencyEmail, password: 'agency-password', userType: 'AGENCY' });
  const { agency: agencyRow } = await agencyProfile.setup(agency, {
    name: 'Cedar Bridge Education',
    country: 'Germany',
  });

  const student = newClient();
  const studentEmail = uniqueEmail('student');
  await auth.register(student, {
    email: studentEmail,
    password: 'student-password',
    userType: 'STUDENT',
    agencySlug: agencyRow.agencySlug!,
  });
  await profile.setup(student, COMPLETE_PROFILE);

  const university = await signIn(demo('UNIVERSITY').email, demo('UNIVERSITY').password);
  const universityId = (await auth.me(university)).user.university!.id;
  const { application } = await applications.create(student, {
    universityId,
    programName: 'Computer Science',
    degreeLevel: "Master's Degree",
    status: 'SUBMITTED',
  });

  const outsider = newClient();
  await auth.register(outsider, { email: uniqueEmail('outsider'), password: 'outsider-password', userType: 'STUDENT' });
  const admin = await signIn('admin@test.local', 'admin-password');

  return {
    agency,
    agencyEmail,
    agencySlug: agencyRow.agencySlug!,
    student,
    studentEmail,
    university,
    admin,
    outsider,
    application,
  };
}
