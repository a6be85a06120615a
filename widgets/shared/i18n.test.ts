import { describe, expect, it } from 'vitest';
import { applyMessages } from '#widgets/apply/messages.ts';
import { consultationMessages } from '#widgets/consultation/messages.ts';
import { openerLabels } from '#widgets/floating/messages.ts';
import { closeLabel } from '#widgets/loader/popup-messages.ts';
import { searchMessages } from '#widgets/search/messages.ts';
import { type Dictionary, translator } from './i18n.ts';
import { sharedMessages } from './messages.ts';

const DICTIONARIES: Record<string, Dictionary<string>> = {
  shared: sharedMessages,
  search: searchMessages,
  consultation: consultationMessages,
  apply: applyMessages,
  floating: openerLabels,
};

describe("the widgets' texts", () => {
  for (const [name, dictionary] of Object.entries(DICTIONARIES)) {
    it(`${name}: every text is in its catalogs, in English and in Arabic (run npm run extract)`, () => {
      const missing = (['en', 'ar'] as const).flatMap((lang) =>
        Object.entries(dictionary[lang])
          .filter(([, compiled]) => !Array.isArray(compiled))
          .map(([key]) => `${lang} ${key}`),
      );
      expect(missing).toEqual([]);
    });
  }

  it('write the values they name, in the reader’s language', () => {
    expect(translator(searchMessages, 'en')('page', { page: 2, pages: 7 })).toBe('Page 2 of 7');
    expect(translator(searchMessages, 'ar')('page', { page: 2, pages: 7 })).toBe('الصفحة 2 من 7');
    expect(translator(sharedMessages, 'ar')('notAccepting', { agency: 'Nord' })).toBe(
      'لا تستقبل Nord الطلبات في الوقت الحالي.',
    );
    expect([closeLabel('en'), closeLabel('ar')]).toEqual(['Close', 'إغلاق']);
  });
});
