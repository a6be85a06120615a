import * as adminApplications from '#sdk/resources/admin-applications';
import * as decisions from '#sdk/resources/university-applications';
import type { Client } from '#sdk/client';
import { conversationParties } from './conversation-parties.ts';

/** The admins waive the application's documents and approve it; the university reviews and accepts it. */
export async function acceptApplication(admin: Client, university: Client, applicationId: number) {
  const { application: taken } = await adminApplications.take(admin, applicationId);
  for (const item of taken.checklist)
    await adminApplications.decide(admin, applicationId, item.documentType, { state: 'WAIVED' });
  await adminApplications.approve(admin, applicationId);
  await decisions.startReview(university, applicationId);
  await decisions.decide(university, applicationId, { decision: 'ACCEPTED', note: 'Welcome!' });
}

/**
 * The people of an application the demo university has ACCEPTED: an agency and its student (who
 * applied through the agency's link), the admins who approved it, the university, and an outsider student.
 */
export async function acceptedApplication(newClient: () => Client) {
  const parties = await conversationParties(newClient);
  await acceptApplication(parties.admin, parties.university, parties.application.id);
  return parties;
}
