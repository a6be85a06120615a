import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectRefusals } from '../../build/messages/refusals.ts';
import { translateText } from './error-text.ts';
import { activateLocale, i18n } from './i18n.ts';

const refusals = collectRefusals(resolve(import.meta.dirname, '../..'));

describe('server and contract texts in Arabic', () => {
  beforeAll(async () => {
    await activateLocale('ar');
  });

  it('finds the refusals the server and the sdk schemas send', () => {
    // A sample of texts known to be sent, so that the collection itself cannot silently come back empty.
    const texts = refusals.map((r) => r.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'The application was changed by someone else. Please reload it.',
        'Must be a whole number',
        'Search is too long',
        'The request body is not valid JSON',
        'Please complete your profile before applying',
      ]),
    );
  });

  it('has an Arabic text for every one of them (add it to portal/lib/error-text.ts and the ar catalog)', () => {
    const english = refusals.filter(({ text }) => !/[\u0600-\u06FF]/.test(translateText(i18n, text)));
    expect(english.map(({ text, file }) => `${file}: ${text}`)).toEqual([]);
  });

  it('writes years without a thousands separator (issue 17, 2)', () => {
    const text = translateText(i18n, 'Must be a year from 1980 to 2030');
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(text).toMatch(/١٩٨٠|1980/);
    expect(text).not.toMatch(/[,٬]/);
  });
});
