// @vitest-environment jsdom
import { get } from 'node:http';
import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as adminUniversities from '#sdk/resources/admin-universities';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { describeApi } from '#tests/support/suite.ts';

const SITE = 'https://study.example';

/** A page as the server sends it, with any Host header (Node's fetch would not send a forged one). */
const page = (base: string, path: string, host?: string) =>
  new Promise<{ status: number; html: string; head: Document }>((done, failed) => {
    get(`${base}${path}`, { headers: host ? { host } : {} }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (html += chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, html, head: new DOMParser().parseFromString(html, 'text/html') }),
      );
    }).on('error', failed);
  });

const attr = (doc: Document, selector: string, name = 'content') => doc.querySelector(selector)?.getAttribute(name);

describeApi(
  'page heads',
  (server) => {
    let admin: Client;
    beforeAll(async () => {
      admin = await adminClient(server());
    });
    const create = async (name: string, imageUrl?: string) =>
      (await adminUniversities.create(admin, { name, country: 'Germany', city: 'Leipzig', imageUrl })).university;

    it('names a university in its title, description and Open Graph tags, in English and in Arabic', async () => {
      const university = await create(`Leipzig Institute ${Date.now()}`, 'https://images.example/leipzig.jpg');
      const { status, head } = await page(server().url, `/universities/${university.id}`);
      expect(status).toBe(200);
      expect(head.title).toBe(`${university.name} · Study in Europe`);
      expect(attr(head, 'meta[property="og:title"]')).toBe(university.name);
      expect(attr(head, 'meta[name="description"]')).toContain(`${university.name} in Leipzig, Germany`);
      expect(attr(head, 'meta[property="og:locale"]')).toBe('en_GB');
      expect(attr(head, 'meta[property="og:image"]')).toBe('https://images.example/leipzig.jpg');
      expect(head.documentElement.lang).toBe('en');
      const english = `${SITE}/universities/${university.id}`;
      expect(attr(head, 'link[rel="canonical"]', 'href')).toBe(english);
      expect(attr(head, 'meta[property="og:url"]')).toBe(english);
      expect(attr(head, 'link[hreflang="en"]', 'href')).toBe(english);
      expect(attr(head, 'link[hreflang="ar"]', 'href')).toBe(`${SITE}/ar/universities/${university.id}`);
      expect(attr(head, 'link[hreflang="x-default"]', 'href')).toBe(english);
      expect(head.querySelectorAll('title, meta[name="description"], link[rel="canonical"]')).toHaveLength(3);

      const arabic = await page(server().url, `/ar/universities/${university.id}`);
      expect(arabic.head.documentElement.lang).toBe('ar');
      expect(arabic.head.documentElement.dir).toBe('rtl');
      expect(arabic.head.title).toBe(`${university.name} · Study in Europe`);
      expect(attr(arabic.head, 'meta[property="og:title"]')).toBe(university.name);
      expect(attr(arabic.head, 'meta[name="description"]')).toContain(`${university.name} في Leipzig، ألمانيا`);
      expect(attr(arabic.head, 'meta[property="og:locale"]')).toBe('ar_AR');
      expect(attr(arabic.head, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/ar/universities/${university.id}`);
    });

    it('escapes a hostile name', async () => {
      const name = `<script>alert("x")</script> & 'Co' ${Date.now()}`;
      const university = await create(name);
      const { html, head } = await page(server().url, `/universities/${university.id}`);
      expect(html).not.toContain('<script>alert');
      expect(head.querySelector('meta[property="og:image"]')).toBeNull();
      expect(head.title).toBe(`${name} · Study in Europe`);
      expect(attr(head, 'meta[property="og:title"]')).toBe(name);
      // The only inline script is the route data, which is JSON: no script runs from the page itself.
      expect(head.querySelectorAll('script:not([src]):not([type="application/json"])')).toHaveLength(0);
      expect(JSON.parse(head.getElementById('route-data')!.textContent!)).toBeTruthy();
    });

    it('shows a rename in the next answer', async () => {
      const university = await create(`Before Rename ${Date.now()}`);
      const renamed = `After Rename ${Date.now()}`;
      await adminUniversities.update(admin, university.id, { name: renamed });
      const { head } = await page(server().url, `/universities/${university.id}`);
      expect(head.title).toBe(`${renamed} · Study in Europe`);
      expect(attr(head, 'meta[property="og:title"]')).toBe(renamed);
    });

    it('takes every address from SITE_URL, never from the Host header', async () => {
      const { head, html } = await page(server().url, '/ar/countries/germany', 'evil.test');
      expect(html).not.toContain('evil.test');
      expect(attr(head, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/ar/countries/germany`);
      expect(attr(head, 'meta[property="og:url"]')).toBe(`${SITE}/ar/countries/germany`);
      expect(head.title).toBe('ألمانيا · Study in Europe');
    });

    it('moves a ?lang= link for good to the page in that language', async () => {
      const moves: Record<string, string> = {
        '/universities/7?lang=ar': '/ar/universities/7',
        '/universities?country=Italy&lang=ar&page=2': '/ar/universities?country=Italy&page=2',
        '/?lang=ar': '/ar/',
        '/ar/contact?lang=en': '/contact',
        '/contact?lang=en': '/contact',
      };
      for (const [from, to] of Object.entries(moves)) {
        const answer = await fetch(`${server().url}${from}`, { redirect: 'manual' });
        expect(answer.status, from).toBe(301);
        expect(answer.headers.get('location'), from).toBe(to);
      }
    });

    it('keeps free-text search pages out of the index, pointing to the list', async () => {
      const { head } = await page(server().url, '/universities?search=x');
      expect(attr(head, 'meta[name="robots"]')).toBe('noindex');
      expect(attr(head, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/universities`);
      expect(head.querySelector('link[rel="alternate"]')).toBeNull();
      const list = await page(server().url, '/universities?country=Germany');
      expect(list.head.querySelector('meta[name="robots"]')).toBeNull();
      expect(attr(list.head, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/universities?country=Germany`);
    });

    it('answers 404 with the not-found title for a university or country that does not exist', async () => {
      for (const path of [
        '/universities/999999999',
        '/universities/2000000000',
        '/universities/99999999999999999999',
        '/universities/0',
        '/universities/abc',
        '/countries/atlantis',
      ]) {
        const { status, head } = await page(server().url, path);
        expect(status, path).toBe(404);
        expect(head.title).toBe('Page not found · Study in Europe');
        expect(attr(head, 'meta[name="robots"]')).toBe('noindex');
      }
      expect((await page(server().url, '/ar/universities/999999999')).head.title).toBe(
        'الصفحة غير موجودة · Study in Europe',
      );
    });

    it('gives every public page its own title and the signed-in areas noindex', async () => {
      const titles: Record<string, string> = {
        '/': 'Find your university in Europe',
        '/countries': 'Study destinations',
        '/resources': 'Resources',
        '/contact': 'Contact us',
        '/ar/contact': 'تواصل معنا',
        '/ar/': 'اعثر على جامعتك في أوروبا',
      };
      for (const [path, title] of Object.entries(titles)) {
        const { status, head } = await page(server().url, path);
        expect(status, path).toBe(200);
        expect(head.title, path).toBe(`${title} · Study in Europe`);
        expect(head.querySelector('meta[name="robots"]'), path).toBeNull();
      }
      for (const path of ['/admin/dashboard', '/dashboard', '/student/profile', '/settings', '/university/dashboard']) {
        const { status, head } = await page(server().url, path);
        expect(status, path).toBe(200);
        expect(attr(head, 'meta[name="robots"]'), path).toBe('noindex');
        expect(head.querySelector('link[rel="canonical"]'), path).toBeNull();
      }
    });

    it('titles the sign-in forms as the portal does, known by their address without its query', async () => {
      const forms: Record<string, string> = {
        '/login?redirect=%2Fstudent%2Fdashboard': 'Login',
        '/ar/login': 'تسجيل الدخول',
        '/register': 'Create an account',
        '/forgot-password': 'Forgot your password?',
      };
      for (const [path, title] of Object.entries(forms)) {
        const { status, head } = await page(server().url, path);
        expect(status, path).toBe(200);
        expect(head.title, path).toBe(`${title} · Study in Europe`);
        expect(head.querySelector('meta[name="robots"]'), path).toBeNull();
        expect(attr(head, 'link[rel="canonical"]', 'href'), path).toBe(`${SITE}${path.split('?')[0]}`);
      }
    });
  },
  { SITE_URL: SITE },
);
