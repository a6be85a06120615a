import { destinations } from '#portal/content/countries/destinations.ts';
import { paths } from '#portal/paths.ts';
import { countriesWithUniversities } from '#server/services/universities/catalogue.service.ts';
import type { App } from '#server/utils/app.ts';

/** The public pages that are the same for everyone, in the order the sitemap lists them. */
export const STATIC_PUBLIC_PAGES = [
  paths.home,
  paths.universities(),
  paths.programs(),
  paths.countries,
  paths.resources,
  paths.contact,
];

/** The study destinations with a page: every country with a guide and any other the catalogue has universities in. */
export async function publicDestinations(app: App) {
  return destinations(await countriesWithUniversities(app));
}
