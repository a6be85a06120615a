import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export const EMBED_COLUMNS = [
  'id',
  'user_id',
  'name',
  'agency_slug',
  'brand_color',
  'logo_key',
  'allowed_origins',
  'subscription_tier',
  'subscription_active',
] as const;

export const findEmbedBySlug = (db: Kysely<Database>, slug: string) =>
  db.selectFrom('agencies').select(EMBED_COLUMNS).where('agency_slug', '=', slug.toLowerCase()).executeTakeFirst();

export const findEmbedByUser = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('agencies').select(EMBED_COLUMNS).where('user_id', '=', userId).executeTakeFirst();

export type EmbedRow = NonNullable<Awaited<ReturnType<typeof findEmbedBySlug>>>;

export const slugTakenByOther = async (db: Kysely<Database>, slug: string, agencyId: number) =>
  !!(await db
    .selectFrom('agencies')
    .select('id')
    .where('agency_slug', '=', slug)
    .where('id', '<>', agencyId)
    .executeTakeFirst());

export const updateEmbedSettings = (
  db: Kysely<Database>,
  agencyId: number,
  settings: { agencySlug: string; brandColor: string; allowedOrigins: string[] },
) =>
  db
    .updateTable('agencies')
    .set({
      agency_slug: settings.agencySlug,
      brand_color: settings.brandColor,
      allowed_origins: JSON.stringify(settings.allowedOrigins),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', agencyId)
    .execute();

/**
 * Whether any agency allows this origin (for CORS preflight, which carries no body and so no
 * agency). The origin is well formed (letters, digits, dots, hyphens, colon), so it holds no
 * LIKE wildcard; the exact check against the one agency happens on the request itself.
 */
export const someAgencyAllows = async (db: Kysely<Database>, origin: string) =>
  !!(await db
    .selectFrom('agencies')
    .select('id')
    .where('allowed_origins', 'like', `%"${origin}"%`)
    .limit(1)
    .executeTakeFirst());
