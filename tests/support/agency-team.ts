import type { Client } from '#sdk/client';
import * as outbox from '#sdk/resources/admin-outbox';
import * as agencyTeam from '#sdk/resources/agency-team';
import * as auth from '#sdk/resources/auth';
import type { INVITED_ROLES } from '#sdk/schemas/agency-team';
import { newAgency } from './agencies.ts';
import { uniqueEmail } from './api-error.ts';
import type { TestServer } from './server.ts';

/**
 * A member the agency's owner invites, who then chooses a password from the invitation e-mail's
 * link (read from the outbox, as an admin reads it): their membership and their signed-in client.
 */
export async function joinedMember(
  server: Pick<TestServer, 'client'>,
  owner: Client,
  admin: Client,
  role: (typeof INVITED_ROLES)[number],
) {
  const email = uniqueEmail(role.toLowerCase());
  const { member } = await agencyTeam.inviteMember(owner, { email, role });
  const [invitation] = (await outbox.list(admin, { to: email })).emails;
  const token = /\/set-password\?token=([\w-]+)/.exec(invitation.text)![1];
  const client = server.client();
  await auth.resetPassword(client, { token, password: 'member-password' });
  return { member, client, email };
}

/** A STARTER agency (3 seats) with two counsellors who have set their passwords from the e-mail. */
export async function agencyWithCounsellors(server: Pick<TestServer, 'client'>, admin: Client) {
  const owner = await newAgency(server);
  const ana = await joinedMember(server, owner.client, admin, 'COUNSELLOR');
  const ben = await joinedMember(server, owner.client, admin, 'COUNSELLOR');
  return { owner, ana, ben };
}
