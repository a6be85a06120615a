import type { CountryMeta } from '#sdk/schemas/university';
import { COUNTRY_SUMMARIES, countrySlug } from '#portal/content/countries/summaries.ts';

export interface Destination {
  slug: string;
  /** English name, as the catalogue stores it. */
  name: string;
  /** Arabic name when the guides have one. */
  nameAr?: string;
  /** ISO 3166-1 alpha-2 code, shown as the country's mark. */
  code?: string;
  /** Universities in the catalogue; undefined while unknown. */
  universityCount?: number;
}

/**
 * The countries with a study guide, in the guides' order, then any other country the catalogue
 * has universities in, each with its number of universities when the catalogue is known.
 */
export function destinations(catalogue: readonly CountryMeta[] | undefined): Destination[] {
  const counts = new Map(catalogue?.map((c) => [c.name, c.universityCount]));
  const guided = COUNTRY_SUMMARIES.map((c) => ({
    slug: c.slug,
    name: c.name,
    nameAr: c.nameAr,
    code: c.code,
    universityCount: catalogue ? (counts.get(c.name) ?? 0) : undefined,
  }));
  const known = new Set(guided.map((c) => c.name));
  const others = (catalogue ?? [])
    .filter((c) => !known.has(c.name))
    .map((c) => ({ slug: countrySlug(c.name), name: c.name, universityCount: c.universityCount }));
  return [...guided, ...others];
}
