import * as applications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import type { Client } from '#sdk/client';
import type { DocumentType } from '#sdk/schemas/enums';
import { blobOf, pdfBytes } from './files.ts';
import { adminClient, demoClient } from './demo-sign-in.ts';
import { newStudent } from './students.ts';
import type { TestServer } from './server.ts';

/** The two admins of a test server: the demo admin and the one from ADMIN_EMAIL. */
export const twoAdmins = async (server: TestServer): Promise<[Client, Client]> => [
  await demoClient(server, 'ADMIN'),
  await adminClient(server),
];

/** Uploads one PDF of the type as the signed-in student. */
export const uploadPdf = async (student: Client, type: DocumentType, name = `${type.toLowerCase()}.pdf`) =>
  (await documents.upload(student, documents.uploadForm([{ blob: blobOf(pdfBytes(name)), name }], type))).documents[0];

/** A new student with a SUBMITTED application to `universityId`, and their documents of `types`. */
export async function submittedApplication(server: TestServer, universityId: number, types: DocumentType[] = []) {
  const { client, user } = await newStudent(server);
  for (const type of types) await uploadPdf(client, type);
  const { application } = await applications.create(client, {
    universityId,
    programName: 'MSc Computer Science',
    degreeLevel: "Master's Degree",
    personalStatement: 'I want to study computer science in Europe.',
    status: 'SUBMITTED',
  });
  return { student: client, user, application };
}
