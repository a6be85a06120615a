import { defineEventHandler, getRouterParam } from 'h3';
import { pagesSitemap, programsSitemap, universitiesSitemap } from '#server/services/seo/sitemap.ts';
import { useApp } from '#server/utils/app.ts';
import { fail } from '#server/utils/errors.ts';
import { xmlAnswer } from '#server/utils/xml-answer.ts';

const UNIVERSITIES = /^universities-([1-9]\d{0,8})\.xml$/;
const PROGRAMS = /^programs-([1-9]\d{0,8})\.xml$/;

/**
 * /sitemaps/pages.xml, /sitemaps/universities-<n>.xml and /sitemaps/programs-<n>.xml; any other
 * name, or a range without universities or programmes, is 404.
 */
export default defineEventHandler(async (event) => {
  const file = getRouterParam(event, 'file') ?? '';
  const app = useApp();
  const n = UNIVERSITIES.exec(file)?.[1];
  const programs = PROGRAMS.exec(file)?.[1];
  const xml =
    file === 'pages.xml'
      ? await pagesSitemap(app)
      : n
        ? await universitiesSitemap(app, Number(n))
        : programs
          ? await programsSitemap(app, Number(programs))
          : undefined;
  if (xml === undefined) fail(404, 'NOT_FOUND', { reason: 'ROUTE_NOT_FOUND', params: { path: event.path } });
  return xmlAnswer(event, xml);
});
