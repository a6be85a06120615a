import type { Kysely } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { forbidden } from '#server/utils/errors.ts';
import { type PageOrigin, originAllowed, parseAllowedOrigins } from '#server/services/agencies/embed-origin.ts';
import { type EmbedRow, findEmbedBySlug } from '#server/services/agencies/embed.repository.ts';
import { ensureRoomForStudents } from '#server/services/agencies/plan-cap.ts';
import { insertStudent } from '#server/services/students/student.repository.ts';

/**
 * The agency whose widget link a registration names. A page of another website may use the
 * link only when it is one of the agency's allowed origins (403 otherwise), as for leads; an
 * unknown slug links nothing.
 */
export async function linkedAgency(
  db: Kysely<Database>,
  agencySlug: string,
  page: PageOrigin,
): Promise<EmbedRow | undefined> {
  const agency = await findEmbedBySlug(db, agencySlug);
  if (agency && !originAllowed(page, parseAllowedOrigins(agency.allowed_origins)))
    forbidden({
      reason: 'ORIGIN_NOT_ALLOWED_TO_REGISTER',
      params: { origin: String(page.origin), agency: agency.name },
    });
  return agency;
}

/**
 * A student who registers through an agency's widget link becomes an active student of that
 * agency, within its plan (the one plan rule; 409 when full). Runs in the registration's transaction.
 */
export async function linkStudentToAgency(
  trx: Kysely<Database>,
  dialect: Dialect,
  agency: EmbedRow,
  user: { id: number; email: string },
) {
  await ensureRoomForStudents(trx, dialect, agency);
  const now = new Date().toISOString();
  await insertStudent(trx, {
    user_id: user.id,
    agency_id: agency.id,
    email: user.email,
    source: 'REGISTRATION',
    created_at: now,
    updated_at: now,
  });
}
