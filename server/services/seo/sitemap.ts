import { paths } from '#portal/paths.ts';
import { programIdRanges, programsInIdRange } from '#server/services/programs/program-catalogue.repository.ts';
import { universitiesInIdRange, universityIdRanges } from '#server/services/universities/university.repository.ts';
import type { App } from '#server/utils/app.ts';
import { escapeMarkup } from '#server/utils/escape-markup.ts';
import { addressIn, PAGE_LANGUAGES } from './page-address.ts';
import { publicDestinations, STATIC_PUBLIC_PAGES } from './public-pages.ts';

/**
 * Universities per sitemap: each is listed in both languages, so a sitemap holds at most 50,000
 * addresses (the sitemap protocol's limit). Sitemap n (from 1) lists the ids of range n − 1.
 */
export const UNIVERSITIES_PER_SITEMAP = 25_000;

/**
 * Programmes per sitemap, on the same rule: 10 million programmes take 400 sitemaps, well within
 * the 50,000 a sitemap index may name.
 */
export const PROGRAMS_PER_SITEMAP = 25_000;

const LARGEST_ID = 2 ** 31 - 1;
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** The page in each language, each entry naming both languages and `x-default` (English) as alternates. */
function pageEntries(siteUrl: string, path: string, lastmod?: string): string {
  const alternates = [
    ...PAGE_LANGUAGES.map((language) => [language, addressIn(siteUrl, path, language)]),
    ['x-default', addressIn(siteUrl, path, 'en')],
  ]
    .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`)
    .join('');
  const changed = lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : '';
  return PAGE_LANGUAGES.map(
    (language) => `<url><loc>${escapeMarkup(addressIn(siteUrl, path, language))}</loc>${changed}${alternates}</url>\n`,
  ).join('');
}

/**
 * /sitemap.xml: the sitemap of the pages and countries, then one per range of university ids
 * that holds any, then one per range of programme ids that holds any.
 */
export async function sitemapIndex(app: App): Promise<string> {
  const { siteUrl } = app.config;
  const [ranges, programRanges] = await Promise.all([
    universityIdRanges(app.db, UNIVERSITIES_PER_SITEMAP),
    programIdRanges(app.db, PROGRAMS_PER_SITEMAP),
  ]);
  const sitemaps = [
    `<sitemap><loc>${escapeMarkup(`${siteUrl}/sitemaps/pages.xml`)}</loc></sitemap>\n`,
    ...ranges.map(
      (r) =>
        `<sitemap><loc>${escapeMarkup(`${siteUrl}/sitemaps/universities-${Number(r.range_index) + 1}.xml`)}</loc>` +
        `<lastmod>${escapeMarkup(String(r.lastmod))}</lastmod></sitemap>\n`,
    ),
    ...programRanges.map(
      (index) => `<sitemap><loc>${escapeMarkup(`${siteUrl}/sitemaps/programs-${index + 1}.xml`)}</loc></sitemap>\n`,
    ),
  ];
  return `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('')}</sitemapindex>\n`;
}

/** /sitemaps/pages.xml: the public pages and every destination's page. */
export async function pagesSitemap(app: App): Promise<string> {
  const countries = (await publicDestinations(app)).map((d) => paths.country(d.slug));
  const entries = [...STATIC_PUBLIC_PAGES, ...countries].map((path) => pageEntries(app.config.siteUrl, path));
  return `${XML}${URLSET_OPEN}${entries.join('')}</urlset>\n`;
}

/** /sitemaps/universities-<n>.xml: the universities of id range n − 1; undefined when it holds none. */
export async function universitiesSitemap(app: App, n: number): Promise<string | undefined> {
  const first = (n - 1) * UNIVERSITIES_PER_SITEMAP + 1;
  // Ids are 32-bit integers (PostgreSQL would refuse a larger bound): past them no range exists.
  if (first > LARGEST_ID) return undefined;
  const rows = await universitiesInIdRange(app.db, first, Math.min(first + UNIVERSITIES_PER_SITEMAP - 1, LARGEST_ID));
  if (!rows.length) return undefined;
  const entries = rows.map((r) => pageEntries(app.config.siteUrl, paths.universityDetail(r.id), r.updated_at));
  return `${XML}${URLSET_OPEN}${entries.join('')}</urlset>\n`;
}

/** /sitemaps/programs-<n>.xml: the programmes of id range n − 1; undefined when it holds none. */
export async function programsSitemap(app: App, n: number): Promise<string | undefined> {
  const first = (n - 1) * PROGRAMS_PER_SITEMAP + 1;
  if (first > LARGEST_ID) return undefined;
  const ids = await programsInIdRange(app.db, first, Math.min(first + PROGRAMS_PER_SITEMAP - 1, LARGEST_ID));
  if (!ids.length) return undefined;
  const entries = ids.map((id) => pageEntries(app.config.siteUrl, paths.program(id)));
  return `${XML}${URLSET_OPEN}${entries.join('')}</urlset>\n`;
}
