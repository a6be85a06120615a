import { type I18n, type Messages, setupI18n } from '@lingui/core';
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
