import { defineEventHandler, setResponseHeader } from 'h3';
import { DISALLOWED_PREFIXES } from '#server/services/seo/signed-in-areas.ts';
import { useApp } from '#server/utils/app.ts';

/** /robots.txt: every crawler may read the public pages, none the signed-in areas or the API; the sitemap's address. */
export default defineEventHandler((event) => {
  const { siteUrl } = useApp().config;
  setResponseHeader(event, 'content-type', 'text/plain; charset=utf-8');
  setResponseHeader(event, 'cache-control', 'public, max-age=3600');
  const disallowed = DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}\n`).join('');
  return `User-agent: *\n${disallowed}\nSitemap: ${siteUrl}/sitemap.xml\n`;
});
