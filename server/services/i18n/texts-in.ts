import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messages as arabicNames } from '#locales/ar/names.po';
import { messages as arabicTexts } from '#locales/ar/server.po';
import { messages as englishNames } from '#locales/en/names.po';
import { messages as englishTexts } from '#locales/en/server.po';

/** The languages the server writes in (e-mails, notifications, PDFs, page heads): the portal's. */
export type TextLanguage = 'en' | 'ar';

/** One lingui instance per language, never switched: requests in both languages are served side by side. */
function linguiIn(language: TextLanguage, messages: Messages): I18n {
  const i18n = setupI18n();
  // A text not yet extracted is still written, from the English the macro keeps in the code.
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(language, messages);
  i18n.activate(language);
  return i18n;
}

const LINGUI: Record<TextLanguage, I18n> = {
  en: linguiIn('en', { ...englishNames, ...englishTexts }),
  ar: linguiIn('ar', { ...arabicNames, ...arabicTexts }),
};

/**
 * The server's texts in `language`: `textsIn(language)._(msg\`…\`)`. Its catalogs are
 * locales/{en,ar}/server.po and the names it shares with the portal (locales/{en,ar}/names.po),
 * compiled into the bundle (nitro.config.ts).
 */
export const textsIn = (language: TextLanguage): I18n => LINGUI[language];

/** A value put into a sentence, isolated (U+2068 FIRST STRONG ISOLATE … U+2069): a Latin name keeps its own direction in an Arabic sentence. */
const isolate = (value: unknown) => (typeof value === 'string' ? `\u2068${value}\u2069` : value);

/** `i18n` whose `_` isolates every text value it puts into a sentence (numbers stay numbers, for plurals). */
function isolatingValues(i18n: I18n): I18n {
  const isolated: I18n = Object.create(i18n);
  // Bound rather than called as `i18n._(…)`, which the catalog extractor would read as a message of its own.
  const base = i18n._.bind(i18n) as (descriptor: MessageDescriptor) => string;
  const translate = (descriptor: MessageDescriptor) =>
    base({
      ...descriptor,
      values:
        descriptor.values && Object.fromEntries(Object.entries(descriptor.values).map(([k, v]) => [k, isolate(v)])),
    });
  isolated._ = translate as I18n['_'];
  return isolated;
}

const EMAIL_LINGUI: Record<TextLanguage, I18n> = { en: isolatingValues(LINGUI.en), ar: isolatingValues(LINGUI.ar) };

/**
 * The texts of e-mails, as `textsIn`, with every name or address put into a sentence isolated:
 * mail clients lay a subject out by the bidi algorithm, which otherwise moves the punctuation around a
 * Latin name in an Arabic sentence (and the admins' outbox shows the subjects as they are).
 */
export const emailTextsIn = (language: TextLanguage): I18n => EMAIL_LINGUI[language];
