import type { H3Event } from 'h3';
import { LeadAgency } from '#sdk/schemas/lead';
import type { App } from '#server/utils/app.ts';
import { forbidden } from '#server/utils/errors.ts';
import { readJsonBody } from '#server/utils/json-body.ts';
import { validInput } from '#server/utils/validate.ts';
import { allowOrigin } from '#server/services/agencies/embed-cors.ts';
import { originAllowed, pageOrigin, parseAllowedOrigins } from '#server/services/agencies/embed-origin.ts';
import type { EmbedRow } from '#server/services/agencies/embed.repository.ts';
import { widgetAgency } from '#server/services/agencies/embed.service.ts';

/**
 * The agency a request names, read ahead of the rest of the body so that even a 400 on another
 * field reaches an allowed widget; the slug itself is validated before it is looked up.
 */
async function claimedAgencySlug(event: H3Event): Promise<string | undefined> {
  const body = await readJsonBody(event);
  const { agencySlug } = validInput(LeadAgency, body && typeof body === 'object' ? body : {});
  return agencySlug ? agencySlug.toLowerCase() : undefined;
}

/**
 * Decides whether a page may send this lead. Our own portal always may. Another website must
 * name an agency and be one of that agency's allowed origins (ARCHITECTURE.md, Decisions: the agency's public
 * face); then, and only then, it may read the answer (CORS). Answers the named agency.
 */
export async function admitLead(app: App, event: H3Event): Promise<EmbedRow | undefined> {
  const page = pageOrigin(event);
  const foreign = page.origin !== undefined && page.origin !== page.self;
  const slug = await claimedAgencySlug(event);
  if (!slug) {
    if (foreign) forbidden('AGENCY_REQUIRED');
    return undefined;
  }
  const agency = await widgetAgency(app, slug);
  // An agency an admin deactivated takes no requests.
  if (!agency.subscription_active) forbidden({ reason: 'AGENCY_NOT_ACCEPTING', params: { agency: agency.name } });
  if (!originAllowed(page, parseAllowedOrigins(agency.allowed_origins))) {
    forbidden({ reason: 'ORIGIN_NOT_ALLOWED', params: { origin: String(page.origin), agency: agency.name } });
  }
  if (foreign) allowOrigin(event, page.origin!);
  return agency;
}
