// @vitest-environment jsdom
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as adminUniversities from '#sdk/resources/admin-universities';
import * as universities from '#sdk/resources/universities';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { raw } from '#tests/support/raw-answer.ts';
import { describeApi } from '#tests/support/suite.ts';

/** The page's rendered content (what `#root` holds) as a document. */
async function rendered(base: string, path: string) {
  const answer = await raw(`${base}${path}`);
  const page = new DOMParser().parseFromString(answer.body.toString('utf8'), 'text/html');
  return {
    status: answer.status,
    page,
    root: page.getElementById('root')!,
    text: page.getElementById('root')!.textContent ?? '',
  };
}

describeApi('server-rendered pages', (server) => {
  let admin: Client;
  beforeAll(async () => {
    admin = await adminClient(server());
  });

  it('renders each public page with its content, in English and in Arabic', async () => {
    const [first] = (await universities.list(server().client(), { country: 'Germany', limit: 1 })).universities;
    const pages: [string, string][] = [
      ['/', 'Featured universities'],
      ['/ar/', 'جامعات مميّزة'],
      ['/universities?country=Germany', first.name],
      [`/universities/${first.id}`, first.name],
      [`/ar/universities/${first.id}`, 'العودة إلى الجامعات'],
      ['/countries', 'Study destinations'],
      ['/countries/germany', 'Berlin'],
      ['/ar/countries/germany', 'برلين'],
      ['/resources', 'Guides by topic'],
      ['/contact', 'Send us a message'],
      [`/university-consultation/${first.id}`, 'Schedule a consultation'],
      // The sign-in forms too, the login page with the demo sign-ins (this server has demo data).
      ['/login', 'admin@demo.studyeurope.app'],
      ['/ar/login', 'مرحبًا بعودتك'],
      ['/register', 'Create an account'],
      ['/forgot-password', 'Forgot your password?'],
    ];
    for (const [path, content] of pages) {
      const { status, root, page } = await rendered(server().url, path);
      expect(status, path).toBe(200);
      expect(root.textContent, path).toContain(content);
      // The browser's router starts from the same data.
      expect(page.getElementById('route-data')?.getAttribute('type'), path).toBe('application/json');
    }
  });

  it('never mixes the languages of requests rendered at the same time', async () => {
    const [first] = (await universities.list(server().client(), { limit: 1 })).universities;
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, n) => {
        const language = n % 2 ? 'ar' : 'en';
        const path = `${language === 'ar' ? '/ar' : ''}/universities/${first.id}?n=${n % 20}`;
        return rendered(server().url, path).then((page) => ({ language, ...page }));
      }),
    );
    for (const { language, page, text } of answers) {
      expect(page.documentElement.lang).toBe(language);
      expect(text.includes('العودة إلى الجامعات')).toBe(language === 'ar');
      expect(text.includes('Back to universities')).toBe(language === 'en');
    }
  });

  it('shows a rename in the next page', async () => {
    const { university } = await adminUniversities.create(admin, {
      name: `Rendered Before ${Date.now()}`,
      country: 'Germany',
      city: 'Jena',
    });
    expect((await rendered(server().url, `/universities/${university.id}`)).text).toContain(university.name);
    const renamed = `Rendered After ${Date.now()}`;
    await adminUniversities.update(admin, university.id, { name: renamed });
    const after = await rendered(server().url, `/universities/${university.id}`);
    expect(after.text).toContain(renamed);
    expect(after.text).not.toContain(university.name);
  });

  it('answers 404 with the not-found page for paths no route knows, in both languages', async () => {
    const english = await rendered(server().url, '/no-such-page');
    expect(english.status).toBe(404);
    expect(english.text).toContain('Page not found');
    const arabic = await rendered(server().url, '/ar/no-such-page');
    expect(arabic.status).toBe(404);
    expect(arabic.text).toContain('الصفحة غير موجودة');
    expect(arabic.page.documentElement.dir).toBe('rtl');
  });

  it('sends the signed-in areas and the forms with a token in their address as the shell, for the browser to render', async () => {
    for (const path of [
      '/student/dashboard',
      '/ar/admin/dashboard',
      '/reset-password?token=abc',
      '/ar/set-password?token=abc',
    ]) {
      const { status, root, page } = await rendered(server().url, path);
      expect(status, path).toBe(200);
      expect(root.childElementCount, path).toBe(0);
      expect(page.getElementById('route-data'), path).toBeNull();
    }
    // An address no route of a signed-in area knows is the shell too, but answers 404.
    for (const path of ['/admin/analytics-nope', '/ar/admin/no-such-page', '/student/no-such-page']) {
      const { status, root } = await rendered(server().url, path);
      expect(status, path).toBe(404);
      expect(root.childElementCount, path).toBe(0);
    }
  });

  it('sends a page compressed, the same bytes once decoded', async () => {
    const url = `${server().url}/countries/germany`;
    const plain = await raw(url);
    const brotli = await raw(url, 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  });
});
