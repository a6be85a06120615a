import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { notFound } from '#server/utils/errors.ts';
import { findEmbedByUser } from '#server/services/agencies/embed.repository.ts';
import type { Inbox } from './lead.repository.ts';

/** An agency reads its own inbox; an admin reads the admins' inbox (leads of no agency). */
export async function inboxOf(app: App, user: SignedIn): Promise<Inbox> {
  if (user.userType === 'ADMIN') return { agencyId: null };
  const agency = await findEmbedByUser(app.db, user.id);
  if (!agency) notFound('AGENCY_PROFILE_NOT_FOUND');
  return { agencyId: agency.id };
}
