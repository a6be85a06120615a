import * as v from 'valibot';
import { languageOfPath } from '#sdk/language-path';
import { Id } from '#sdk/schemas/common';
import { arabicCountryName } from '#portal/lib/country-names-ar.ts';
import { paths } from '#portal/paths.ts';
import { universitySummary } from '#server/services/universities/catalogue.service.ts';
import type { App } from '#server/utils/app.ts';
import { findCatalogueProgram } from '#server/services/programs/program-catalogue.service.ts';
import { headTexts } from './head-texts.ts';
import { addressIn, type PageLanguage } from './page-address.ts';
import { programStructuredData } from './program-structured-data.ts';
import { publicDestinations } from './public-pages.ts';
import { inSignedInArea } from './signed-in-areas.ts';

/** What the head of a page says about it (rendered by head-html.ts). */
export interface PageHead {
  status: 200 | 404;
  language: PageLanguage;
  /** The screen's title, without the site's name; none: the site's name alone. */
  title?: string;
  description: string;
  /** The path and query the page is known by (canonical, og:url); none for pages not to be indexed. */
  canonical?: string;
  /** Kept out of search results (`noindex`); such a page names no language twins. */
  noindex: boolean;
  /** An image for link previews (a relative address is on the site). */
  image?: string;
  /** What the page is, for search engines (schema.org, written as JSON-LD). */
  structuredData?: Record<string, unknown>;
}

/** A university's page; anything there but a record id (the sdk's `Id`) names a university that does not exist. */
const UNIVERSITY = /^\/universities\/([^/]+)$/;

const SIGN_IN_FORMS: Record<string, 'login' | 'register' | 'forgotPassword'> = {
  [paths.login()]: 'login',
  [paths.register]: 'register',
  [paths.forgotPassword]: 'forgotPassword',
};
const COUNTRY = /^\/countries\/([^/]+)$/;
/** A programme's page; as for universities, anything but a record id names none. */
const PROGRAM = /^\/programs\/([^/]+)$/;

/** A country's name in the page's language (our data stores English names). */
const countryIn = (language: PageLanguage, english: string) =>
  language === 'ar' ? (arabicCountryName(english) ?? english) : english;

/**
 * The head of the page at `url`, from its route: the public pages by their content, read
 * in-process from the catalogue; the signed-in areas `noindex`; unknown universities and
 * countries, and paths no route of the portal knows (`inRouteTable` false), 404 with the
 * not-found title.
 */
export async function pageHead(app: App, url: URL, inRouteTable = true): Promise<PageHead> {
  const { locale: language, path: routePath } = languageOfPath(url.pathname);
  const texts = headTexts(language);
  const path = routePath.length > 1 ? routePath.replace(/\/+$/, '') : routePath;
  const query = url.searchParams;
  const self = query.size ? `${path}?${query}` : path;
  const page = (title: string | undefined, description: string, extra: Partial<PageHead> = {}): PageHead => ({
    status: 200,
    language,
    title,
    description,
    canonical: self,
    noindex: false,
    ...extra,
  });
  const notFound = () =>
    page(texts.notFound, texts.notFoundDescription, { status: 404, canonical: undefined, noindex: true });

  if (!inRouteTable) return notFound();
  if (inSignedInArea(path)) return page(undefined, texts.siteDescription, { canonical: undefined, noindex: true });
  if (path === paths.home) return page(texts.home, texts.siteDescription);
  if (path === paths.universities()) {
    // A free-text search is a results page, not a page of its own: kept out, pointing to the list.
    const searched = Boolean(query.get('search')?.trim());
    return page(texts.universities, texts.universitiesDescription, searched ? { canonical: path, noindex: true } : {});
  }
  const universityId = UNIVERSITY.exec(path)?.[1];
  if (universityId) {
    const id = v.safeParse(Id, universityId);
    const university = id.success ? await universitySummary(app, id.output) : undefined;
    if (!university) return notFound();
    const { name, city, country } = university;
    return page(name, texts.university(name, city, countryIn(language, country)), {
      image: university.imageUrl ?? undefined,
    });
  }
  if (path === paths.programs()) {
    const searched = Boolean(query.get('search')?.trim());
    return page(texts.programs, texts.programsDescription, searched ? { canonical: path, noindex: true } : {});
  }
  const programId = PROGRAM.exec(path)?.[1];
  if (programId) {
    const id = v.safeParse(Id, programId);
    const program = id.success ? await findCatalogueProgram(app, id.output) : undefined;
    if (!program) return notFound();
    const { university } = program;
    const name = (language === 'ar' && program.nameAr) || program.name;
    const city = program.campusCity ?? university.city;
    const description = texts.program(name, university.name, city, countryIn(language, university.country));
    return page(name, description, {
      canonical: path,
      structuredData: programStructuredData(program, {
        url: addressIn(app.config.siteUrl, path, language),
        name,
        description,
        feeGroupNames: texts.feeGroupNames,
      }),
    });
  }
  if (path === paths.countries) return page(texts.countries, texts.countriesDescription);
  const slug = COUNTRY.exec(path)?.[1];
  if (slug) {
    const destination = (await publicDestinations(app)).find((d) => d.slug === slug);
    if (!destination) return notFound();
    const name = language === 'ar' ? (destination.nameAr ?? countryIn(language, destination.name)) : destination.name;
    return page(name, texts.country(name));
  }
  if (path === paths.resources) return page(texts.resources, texts.resourcesDescription);
  if (path === paths.contact) return page(texts.contact, texts.contactDescription);
  // The sign-in forms: titled as the portal titles them, known by their address without its query
  // (`?redirect=` says where to go after signing in).
  const form = SIGN_IN_FORMS[path];
  if (form) return page(texts[form], texts.siteDescription, { canonical: path });
  return page(undefined, texts.siteDescription);
}
