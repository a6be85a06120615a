// @vitest-environment jsdom
import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as programs from '#sdk/resources/programs';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { raw } from '#tests/support/raw-answer.ts';
import { describeApi } from '#tests/support/suite.ts';

const SITE = 'https://study.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A date `days` from today, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function page(base: string, path: string) {
  const answer = await raw(`${base}${path}`);
  const doc = new DOMParser().parseFromString(answer.body.toString('utf8'), 'text/html');
  return { status: answer.status, doc, text: doc.getElementById('root')?.textContent ?? '' };
}

const attr = (doc: Document, selector: string, name = 'content') => doc.querySelector(selector)?.getAttribute(name);
const structuredData = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
const locs = (xml: string) =>
  [...new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagNameNS(SITEMAP_NS, 'loc')].map(
    (l) => l.textContent ?? '',
  );

describeApi(
  'programme pages',
  (server) => {
    let admin: Client;
    let program: CatalogueProgram;
    beforeAll(async () => {
      admin = await adminClient(server());
      const { university } = await adminUniversities.create(admin, {
        name: `Lakeside Polytechnic ${Date.now()}`,
        country: 'Switzerland',
        city: 'Lausanne',
      });
      const { program: created } = await programs.create(admin, university.id, {
        name: 'MSc Alpine Hydrology',
        nameAr: 'ماجستير هيدرولوجيا جبال الألب',
        level: "Master's Degree",
        field: '052',
        languages: ['en'],
        durationMonths: 24,
        ects: 120,
        intakes: [
          {
            startDate: inDays(200),
            windows: {
              EU: { opens: inDays(-10), closes: inDays(120) },
              NON_EU: { opens: inDays(-10), closes: inDays(60) },
            },
          },
        ],
        fees: [
          { feeGroup: 'EU', amount: 1460, currency: 'CHF' },
          { feeGroup: 'NON_EU', amount: 4000, currency: 'CHF' },
        ],
        requirements: { priorDegree: 'BACHELOR', english: { ieltsOverall: 6.5, toeflIbt: 90 } },
      });
      program = (await programs.retrieve(server().client(), created.id)).program;
    });

    it('renders a programme with its head, hreflang twins and JSON-LD, in English and in Arabic', async () => {
      const english = await page(server().url, `/programs/${program.id}`);
      expect(english.status).toBe(200);
      expect(english.doc.title).toBe('MSc Alpine Hydrology · Study in Europe');
      expect(attr(english.doc, 'meta[name="description"]')).toContain(
        `MSc Alpine Hydrology at ${program.university.name} in Lausanne, Switzerland`,
      );
      expect(attr(english.doc, 'meta[property="og:title"]')).toBe('MSc Alpine Hydrology');
      const address = `${SITE}/programs/${program.id}`;
      expect(attr(english.doc, 'link[rel="canonical"]', 'href')).toBe(address);
      expect(attr(english.doc, 'meta[property="og:url"]')).toBe(address);
      expect(attr(english.doc, 'link[hreflang="ar"]', 'href')).toBe(`${SITE}/ar/programs/${program.id}`);
      expect(attr(english.doc, 'link[hreflang="x-default"]', 'href')).toBe(address);
      // The page itself: the deadline of non-EU applicants and the fee in francs.
      expect(english.text).toContain('Non-EU applicants');
      expect(english.text).toContain(
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(inDays(60))),
      );
      expect(english.text).toMatch(/CHF\s?4,000/);
      expect(english.text).toContain('IELTS 6.5');

      expect(structuredData(english.doc)).toEqual([
        expect.objectContaining({
          '@context': 'https://schema.org',
          '@type': 'EducationalOccupationalProgram',
          name: 'MSc Alpine Hydrology',
          url: address,
          startDate: inDays(200),
          applicationDeadline: inDays(120),
          timeToComplete: 'P24M',
          numberOfCredits: 120,
          provider: expect.objectContaining({ '@type': 'CollegeOrUniversity', name: program.university.name }),
          offers: [
            expect.objectContaining({ '@type': 'Offer', category: 'Tuition', price: 1460, priceCurrency: 'CHF' }),
            expect.objectContaining({ '@type': 'Offer', category: 'Tuition', price: 4000, priceCurrency: 'CHF' }),
          ],
        }),
      ]);

      const arabic = await page(server().url, `/ar/programs/${program.id}`);
      expect(arabic.status).toBe(200);
      expect(arabic.doc.documentElement.dir).toBe('rtl');
      expect(arabic.doc.title).toBe('ماجستير هيدرولوجيا جبال الألب · Study in Europe');
      expect(attr(arabic.doc, 'meta[name="description"]')).toContain('سويسرا');
      expect(attr(arabic.doc, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/ar/programs/${program.id}`);
      expect(arabic.text).toContain('المتقدمون من خارج الاتحاد الأوروبي');
      expect(structuredData(arabic.doc)[0]).toMatchObject({ name: 'ماجستير هيدرولوجيا جبال الألب' });
    });

    it('answers 404 with the not-found page for a programme that does not exist', async () => {
      for (const path of ['/programs/999999999', '/programs/abc', '/ar/programs/999999999']) {
        const { status, doc } = await page(server().url, path);
        expect(status, path).toBe(404);
        expect(attr(doc, 'meta[name="robots"]'), path).toBe('noindex');
        expect(structuredData(doc), path).toEqual([]);
      }
    });

    it('renders the search page, and keeps a free-text search out of the index', async () => {
      const list = await page(server().url, '/programs?country=Switzerland');
      expect(list.status).toBe(200);
      expect(list.doc.title).toBe('Programmes · Study in Europe');
      expect(list.text).toContain('programmes found');
      const searched = await page(server().url, '/programs?search=hydrology');
      expect(searched.text).toContain('MSc Alpine Hydrology');
      expect(attr(searched.doc, 'meta[name="robots"]')).toBe('noindex');
      expect(attr(searched.doc, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/programs`);
    });

    it('sends the university page with its programmes, for its programmes tab', async () => {
      const { doc } = await page(server().url, `/universities/${program.university.id}`);
      const { loaderData } = JSON.parse(doc.getElementById('route-data')!.textContent!);
      const part = Object.values(loaderData as Record<string, { programs?: { status: string; data: unknown } }>)
        .map((route) => route.programs)
        .find(Boolean);
      expect(part).toMatchObject({ status: 'ready', data: { programs: [{ id: program.id }] } });
    });

    it('lists every programme in the sitemaps, in both languages, in ranges of ids', async () => {
      const index = locs((await raw(`${server().url}/sitemap.xml`)).body.toString('utf8'));
      const programSitemaps = index.filter((loc) => /\/sitemaps\/programs-\d+\.xml$/.test(loc));
      expect(programSitemaps.length).toBeGreaterThan(0);
      const listed = new Set<string>();
      for (const sitemap of programSitemaps) {
        const answer = await raw(sitemap.replace(SITE, server().url));
        expect(answer.status).toBe(200);
        for (const loc of locs(answer.body.toString('utf8'))) listed.add(loc);
      }
      expect(listed).toContain(`${SITE}/programs/${program.id}`);
      expect(listed).toContain(`${SITE}/ar/programs/${program.id}`);
      const { pagination } = await programs.search(server().client(), { limit: 1 });
      expect(listed.size).toBe(pagination.total * 2);
      expect(locs((await raw(`${server().url}/sitemaps/pages.xml`)).body.toString('utf8'))).toContain(
        `${SITE}/programs`,
      );
      for (const name of ['programs-999999.xml', 'programs-0.xml', 'programs-x.xml'])
        expect((await raw(`${server().url}/sitemaps/${name}`)).status, name).toBe(404);
    });
  },
  { SITE_URL: SITE },
);
