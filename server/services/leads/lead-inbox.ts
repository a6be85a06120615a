import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import type { Inbox } from './lead.repository.ts';

/** An agency's member reads the agency's inbox (a counsellor: their own leads); an admin reads the admins' inbox (leads of no agency). */
export async function inboxOf(app: App, user: SignedIn): Promise<Inbox> {
  if (user.userType === 'ADMIN') return { agencyId: null };
  const agency = await requireAgency(app.db, user.id);
  return { agencyId: agency.id, access: agency };
}
