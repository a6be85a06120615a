import { type H3Event, readBody } from 'h3';
import type { App } from '../../utils/app.ts';
import { forbidden } from '../../utils/errors.ts';
import { allowOrigin } from '../agencies/embed-cors.ts';
import { originAllowed, pageOrigin, parseAllowedOrigins } from '../agencies/embed-origin.ts';
import type { EmbedRow } from '../agencies/embed.repository.ts';
import { widgetAgency } from '../agencies/embed.service.ts';

/** The agency a request names, read before validation so that even a 400 reaches an allowed widget. */
async function claimedAgencySlug(event: H3Event): Promise<string | undefined> {
  const body: unknown = await readBody(event).catch(() => undefined);
  const slug = body && typeof body === 'object' ? (body as { agencySlug?: unknown }).agencySlug : undefined;
  return typeof slug === 'string' && slug.trim() ? slug.trim().toLowerCase() : undefined;
}

/**
 * Decides whether a page may send this lead. Our own portal always may. Another website must
 * name an agency and be one of that agency's allowed origins (DESIGN.md: the agency's public
 * face); then, and only then, it may read the answer (CORS). Answers the named agency.
 */
export async function admitLead(app: App, event: H3Event): Promise<EmbedRow | undefined> {
  const page = pageOrigin(event);
  const foreign = page.origin !== undefined && page.origin !== page.self;
  const slug = await claimedAgencySlug(event);
  if (!slug) {
    if (foreign) forbidden('Requests from other websites must name an agency');
    return undefined;
  }
  const agency = await widgetAgency(app, slug);
  if (!originAllowed(page, parseAllowedOrigins(agency.allowed_origins))) {
    forbidden(`${page.origin} is not allowed to send requests for ${agency.name}. The agency can add it under Embed, Allowed origins.`);
  }
  if (foreign) allowOrigin(event, page.origin!);
  return agency;
}
