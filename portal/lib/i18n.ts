import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { atom } from 'jotai';
import { loadArabicCountryNames } from './countries.ts';
import { storage } from './storage.ts';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

const STORAGE_KEY = 'language';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
export const directionOf = (locale: Locale) => (locale === 'ar' ? 'rtl' : 'ltr');

// English is the source language. The macros keep each English text in the code that shows it
// (vite.plugins.ts: stripMessageField false), so English needs no catalog and every lazy screen
// brings its own strings; those texts are compiled when first shown. The Arabic catalog loads when
// chosen, and anything missing from it falls back to the English text.
i18n.setMessagesCompiler(compileMessage);
i18n.load('en', {});
const loaded = new Set<Locale>(['en']);

async function loadCatalog(locale: Locale) {
  if (loaded.has(locale)) return;
  const [{ messages }] = await Promise.all([import('../../locales/ar/messages.po'), loadArabicCountryNames()]);
  i18n.load('ar', messages);
  loaded.add(locale);
}

/** Loads the language's catalog, activates it and sets `<html lang dir>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  i18n.activate(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }
}

/**
 * The language of this visit: a link's `?lang=` (remembered, as a choice), else the language
 * chosen before on this device, else the first of the browser's languages (what it sends as
 * Accept-Language) that the portal speaks, else English.
 */
export function visitLocale(): Locale {
  const linked = new URLSearchParams(globalThis.location?.search).get('lang');
  if (isLocale(linked)) storage.set(STORAGE_KEY, linked);
  const chosen = storage.get(STORAGE_KEY);
  if (isLocale(chosen)) return chosen;
  const offered = (globalThis.navigator?.languages ?? []).map((tag) => tag.toLowerCase().split('-')[0]);
  return offered.find(isLocale) ?? 'en';
}

/** A link to this page in `locale` (its `?lang=`), for hreflang and for sharing. */
export function pageIn(locale: Locale | undefined, href: string): string {
  const url = new URL(href);
  if (locale) url.searchParams.set('lang', locale);
  else url.searchParams.delete('lang');
  return url.href;
}

const currentLocaleAtom = atom<Locale>(visitLocale());

/** The active language; writing it loads the catalog, switches and remembers the choice. */
export const localeAtom = atom(
  (get) => get(currentLocaleAtom),
  async (_get, set, locale: Locale) => {
    await activateLocale(locale);
    storage.set(STORAGE_KEY, locale);
    // A page opened by a `?lang=` link follows the switch, so that reloading keeps the new choice.
    if (new URLSearchParams(location.search).has('lang'))
      history.replaceState(history.state, '', pageIn(locale, location.href));
    set(currentLocaleAtom, locale);
  },
);

export { i18n };
