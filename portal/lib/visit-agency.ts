import * as publicAgencies from '#sdk/resources/public-agencies';
import type { AgencyPublicFace } from '#sdk/schemas/agency';
import { api } from './api.ts';
import { useLoad } from './use-load.ts';

const KEY = 'visit_agency';
const SLUG = /^[a-z0-9-]{3,50}$/;

/**
 * A visitor who arrives through an agency's widget (`?agency=<slug>` on any link out of it) is
 * that agency's for the rest of the visit (the browser tab): its consultation requests and its
 * registration credit the agency. Called once when the portal starts.
 */
export function rememberVisitAgency(search: string) {
  const slug = new URLSearchParams(search).get('agency')?.trim().toLowerCase();
  if (!slug || !SLUG.test(slug)) return;
  try {
    sessionStorage.setItem(KEY, slug);
  } catch {
    // Storage refused: the link's own ?agency= still credits the agency on that page.
  }
}

/** The agency this visit came through, if any. */
export function visitAgency(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The public face of the visit's agency while it takes requests; nothing for a visit of the platform's own. */
export function useVisitAgency(): AgencyPublicFace | undefined {
  const slug = visitAgency();
  const face = useLoad(
    () => (slug ? publicAgencies.retrieve(api, slug).then((answer) => answer.agency) : Promise.resolve(undefined)),
    slug ?? '',
  );
  return face.status === 'ready' && face.data?.accepting ? face.data : undefined;
}
