import type * as v from 'valibot';
import type { AgencyEmbed, AgencyEmbedSettings, AgencyPublicFace } from '#sdk/schemas/agency';
import type { App } from '#server/utils/app.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { violatesUnique } from '#server/db/unique-violation.ts';
import { agencyLogoUrl } from '#server/services/auth/user.presenter.ts';
import { countWidgetVisit } from '#server/services/analytics/widget-visits.repository.ts';
import { type PageOrigin, originAllowed, parseAllowedOrigins } from './embed-origin.ts';
import {
  type EmbedRow,
  findEmbedBySlug,
  findEmbedByUser,
  slugTakenByOther,
  updateEmbedSettings,
} from './embed.repository.ts';

const presentEmbed = (row: EmbedRow): AgencyEmbed => ({
  name: row.name,
  agencySlug: row.agency_slug,
  brandColor: row.brand_color,
  logoUrl: agencyLogoUrl(row.agency_slug, row.logo_key),
  allowedOrigins: parseAllowedOrigins(row.allowed_origins),
});

/** The agency behind a widget's slug, 404 when there is none. */
export async function widgetAgency(app: App, slug: string): Promise<EmbedRow> {
  const row = await findEmbedBySlug(app.db, slug);
  if (!row) notFound('AGENCY_NOT_FOUND');
  return row;
}

/** What a widget may show of an agency, and whether the asking page may send it requests. */
export async function publicFace(app: App, slug: string, page: PageOrigin): Promise<AgencyPublicFace> {
  const row = await widgetAgency(app, slug);
  const { allowedOrigins, ...face } = presentEmbed(row);
  const allowed = originAllowed(page, allowedOrigins);
  // A widget on one of the agency's sites loads this first: that page load is a widget visit (the
  // portal's own pages, which ask it too, are not).
  if (allowed && page.origin && page.origin !== page.self) await countWidgetVisit(app.db, row.id);
  return {
    ...face,
    originAllowed: allowed,
    accepting: Boolean(row.subscription_active),
  };
}

async function ownAgency(app: App, userId: number): Promise<EmbedRow> {
  const row = await findEmbedByUser(app.db, userId);
  if (!row) notFound('AGENCY_PROFILE_NOT_FOUND');
  return row;
}

export const embedSettings = async (app: App, userId: number): Promise<AgencyEmbed> =>
  presentEmbed(await ownAgency(app, userId));

/** Sets slug, brand colour and allowed origins; a slug is unique across agencies (409). */
export async function changeEmbedSettings(
  app: App,
  userId: number,
  settings: v.InferOutput<typeof AgencyEmbedSettings>,
): Promise<AgencyEmbed> {
  const agency = await ownAgency(app, userId);
  if (await slugTakenByOther(app.db, settings.agencySlug, agency.id)) conflict('SLUG_TAKEN');
  const allowedOrigins = [...new Set(settings.allowedOrigins)];
  await updateEmbedSettings(app.db, agency.id, { ...settings, allowedOrigins }).catch((error) => {
    // Two agencies racing for one slug: the unique index decides.
    if (violatesUnique(error, 'agency_slug')) conflict('SLUG_TAKEN');
    throw error;
  });
  return presentEmbed({
    ...agency,
    agency_slug: settings.agencySlug,
    brand_color: settings.brandColor,
    allowed_origins: JSON.stringify(allowedOrigins),
  });
}
