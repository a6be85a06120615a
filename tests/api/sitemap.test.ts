// @vitest-environment jsdom
import { expect, it } from 'vitest';
import * as universities from '#sdk/resources/universities';
import { describeApi } from '#tests/support/suite.ts';

const SITE = 'https://study.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Parses XML strictly: anything that is not well-formed fails the test. */
function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describeApi(
  'robots.txt and sitemaps',
  (server) => {
    it('answers robots.txt as text, naming the sitemap on SITE_URL and disallowing the signed-in areas and the API', async () => {
      const response = await fetch(`${server().url}/robots.txt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const body = await response.text();
      expect(body).toMatch(/^User-agent: \*$/m);
      expect(body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
      for (const area of ['/api/', '/admin', '/dashboard', '/student', '/settings', '/university/'])
        expect(body).toMatch(new RegExp(`^Disallow: ${area}$`, 'm'));
      expect(body).not.toMatch(/^Disallow: \/universit(ies|y-consultation)/m);
      expect(body).not.toContain('<html');
    });

    it('lists every demo university in both languages, with alternates and lastmod, in valid XML', async () => {
      const index = await fetch(`${server().url}/sitemap.xml`);
      expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
      const indexDoc = parseXml(await index.text());
      expect(indexDoc.documentElement.localName).toBe('sitemapindex');
      expect(indexDoc.documentElement.namespaceURI).toBe(SITEMAP_NS);
      const sitemaps = [...indexDoc.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((l) => l.textContent ?? '');
      expect(sitemaps).toContain(`${SITE}/sitemaps/pages.xml`);
      const universitySitemaps = sitemaps.filter((s) => /\/sitemaps\/universities-\d+\.xml$/.test(s));
      expect(universitySitemaps.length).toBeGreaterThan(0);

      const listed = new Map<string, Element>();
      for (const sitemap of universitySitemaps) {
        const response = await fetch(sitemap.replace(SITE, server().url));
        expect(response.status).toBe(200);
        const doc = parseXml(await response.text());
        expect(doc.documentElement.localName).toBe('urlset');
        const urls = [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')];
        expect(urls.length).toBeLessThanOrEqual(50_000);
        for (const url of urls) listed.set(url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0].textContent ?? '', url);
      }

      const all = [];
      for await (const university of universities.iterate(server().client(), { limit: 100 })) all.push(university);
      expect(all.length).toBeGreaterThan(10);
      expect(listed.size).toBe(all.length * 2);
      for (const university of all) {
        const english = `${SITE}/universities/${university.id}`;
        const arabic = `${SITE}/ar/universities/${university.id}`;
        for (const loc of [english, arabic]) {
          const entry = listed.get(loc);
          expect(entry, loc).toBeDefined();
          expect(entry!.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0].textContent).toMatch(/^\d{4}-\d\d-\d\dT/);
          const alternates = Object.fromEntries(
            [...entry!.getElementsByTagNameNS(XHTML_NS, 'link')].map((l) => [
              l.getAttribute('hreflang'),
              l.getAttribute('href'),
            ]),
          );
          expect(alternates).toEqual({ en: english, ar: arabic, 'x-default': english });
        }
      }
    });

    it('lists the public pages and the countries in both languages', async () => {
      const doc = parseXml(await (await fetch(`${server().url}/sitemaps/pages.xml`)).text());
      const locs = [...doc.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((l) => l.textContent);
      for (const path of ['/', '/universities', '/countries', '/resources', '/contact', '/countries/germany'])
        expect(locs).toEqual(expect.arrayContaining([`${SITE}${path}`, `${SITE}/ar${path}`]));
    });

    it('answers 404 for a sitemap that does not exist', async () => {
      for (const name of ['universities-999999.xml', 'universities-0.xml', 'universities-x.xml', 'other.xml'])
        expect((await fetch(`${server().url}/sitemaps/${name}`)).status, name).toBe(404);
    });
  },
  { SITE_URL: SITE },
);
