import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../../build/po-catalog.ts';

const LOCALES = new URL('../../../locales/', import.meta.url);
const read = (locale: string, name: string) => readCatalog(readFileSync(new URL(`${locale}/${name}`, LOCALES), 'utf8'));

/** Every catalog but the portal's (locales/ar/messages.po, held by portal/lib/refusal-text.test.tsx and the stories). */
const BUNDLES = readdirSync(new URL('ar/', LOCALES)).filter((file) => file !== 'messages.po');

/** Texts that are names, the same in both languages. */
const SAME_IN_ARABIC = new Set<string>([]);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the catalogs of the server, the widgets and the shared names', () => {
  it('are the ones lingui.config.ts names', () => {
    expect(BUNDLES).toEqual(
      expect.arrayContaining(['names.po', 'server.po', 'widget-shared.po', 'widget-search.po', 'widget-apply.po']),
    );
  });

  for (const catalog of BUNDLES) {
    it(`${catalog}: every text has a real Arabic translation, with the values it names`, () => {
      const entries = read('ar', catalog);
      expect(entries.length).toBeGreaterThan(0);
      const wrong = entries.filter(
        ({ id, text }) =>
          !text ||
          (!SAME_IN_ARABIC.has(id) && (text === id || !/[\u0600-\u06FF]/.test(text))) ||
          placeholders(text).join() !== placeholders(id).join(),
      );
      expect(wrong.map(({ id, text }) => `${id} → ${text || '(empty)'}`)).toEqual([]);
    });

    if (catalog.startsWith('widget-'))
      it(`${catalog}: has no plural or select, which the widgets' small runtime does not read`, () => {
        const choices = read('ar', catalog).filter(({ id, text }) => /\{\w+, *(plural|select)/.test(id + text));
        expect(choices).toEqual([]);
      });

    it(`${catalog}: English and Arabic list the same texts`, () => {
      expect(read('en', catalog).map((e) => e.id)).toEqual(read('ar', catalog).map((e) => e.id));
    });
  }

  it('say each text one way: the same English has the same Arabic in every catalog, the portal’s too', () => {
    const seen = new Map<string, { text: string; catalog: string }>();
    const differing: string[] = [];
    for (const catalog of [...BUNDLES, 'messages.po']) {
      for (const { context, id, text } of read('ar', catalog)) {
        if (context) continue;
        const before = seen.get(id);
        if (before && before.text !== text)
          differing.push(`${id}: ${before.text} (${before.catalog}) ≠ ${text} (${catalog})`);
        if (!before) seen.set(id, { text, catalog });
      }
    }
    expect(differing).toEqual([]);
  });

  it('hold every Arabic text: no .ts or .tsx source of the server or the widgets writes Arabic itself (tests may expect it)', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const sources = ['server', 'widgets'].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => join(root, folder, file)),
    );
    expect(sources.length).toBeGreaterThan(100);
    // The search's knowledge of the Arabic language (its letters, articles and stop words) is data
    // about Arabic, not a text to read; the Arabic names it finds places and universities by are
    // the names catalog's (server/db/catalogue-names/arabic-names.ts).
    const languageData =
      /^server[\\/]db[\\/](catalogue-names[\\/]stop-words\.ts|catalogue-words\.ts)$|query-words\.ts$/;
    const withArabic = sources
      .filter((file) => !languageData.test(relative(root, file)))
      .filter((file) => /[\u0600-\u06FF]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(withArabic).toEqual([]);
  });
});
