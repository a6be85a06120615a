import { defineEventHandler, getRouterParam } from 'h3';
import { pagesSitemap, universitiesSitemap } from '#server/services/seo/sitemap.ts';
import { useApp } from '#server/utils/app.ts';
import { fail } from '#server/utils/errors.ts';
import { xmlAnswer } from '#server/utils/xml-answer.ts';

const UNIVERSITIES = /^universities-([1-9]\d{0,8})\.xml$/;

/** /sitemaps/pages.xml and /sitemaps/universities-<n>.xml; any other name, or a range without universities, is 404. */
export default defineEventHandler(async (event) => {
  const file = getRouterParam(event, 'file') ?? '';
  const app = useApp();
  const n = UNIVERSITIES.exec(file)?.[1];
  const xml =
    file === 'pages.xml' ? await pagesSitemap(app) : n ? await universitiesSitemap(app, Number(n)) : undefined;
  if (xml === undefined) fail(404, 'NOT_FOUND', { reason: 'ROUTE_NOT_FOUND', params: { path: event.path } });
  return xmlAnswer(event, xml);
});
