import { i18n } from '@lingui/core';
import { loadCityNames } from './catalogue-labels.ts';
import { loadArabicCountryNames } from './countries.ts';
import { isLocale, type Locale, languageOfPath, pathIn } from '#sdk/language-path';
import { storage } from './storage.ts';

export { isLocale, LOCALES, type Locale } from '#sdk/language-path';

const STORAGE_KEY = 'language';

export const directionOf = (locale: Locale) => (locale === 'ar' ? 'rtl' : 'ltr');

// English is the source language. The macros keep each English text in the code that shows it
// (vite.plugins.ts: stripMessageField false), so English needs no catalog and every lazy screen
// brings its own strings, compiled at build like the catalogs (build/precompiled-messages.ts): the
// portal ships no message compiler. The Arabic catalogs (the portal's and the names it shares with
// the server, lingui.config.ts) load when chosen, and anything missing from them falls back to the English text.
// What is still a string is plain text (the build compiled every other), and is its own translation.
i18n.setMessagesCompiler((message) => [message]);
i18n.load('en', {});
const loaded = new Set<Locale>(['en']);

async function loadCatalog(locale: Locale) {
  if (loaded.has(locale)) return;
  const [portal, names] = await Promise.all([
    import('#locales/ar/messages.po'),
    import('#locales/ar/names.po'),
    loadArabicCountryNames(),
    loadCityNames(),
  ]);
  i18n.load('ar', { ...names.messages, ...portal.messages });
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

/** The language of the page: its address says it (`/ar/…` is Arabic, portal/language-path.ts). */
export const pageLocale = (): Locale => languageOfPath(globalThis.location?.pathname ?? '/').locale;

/** This page in `locale`: its twin address, with the same query and fragment. */
export function twinAddress(locale: Locale): string {
  const { path } = languageOfPath(location.pathname);
  return `${pathIn(locale, path)}${location.search}${location.hash}`;
}

/**
 * The language this visitor should read the page in, when it is not the page's own: a choice
 * remembered on this device sends an English address to its Arabic twin (an Arabic address is a
 * choice of its own and is remembered); a first visitor of the home page whose browser prefers
 * Arabic is sent to the Arabic home. Only the browser redirects so: crawlers get what they ask.
 */
export function preferredLocale(): Locale | undefined {
  const { locale, path } = languageOfPath(location.pathname);
  if (locale === 'ar') {
    rememberLocale('ar');
    return undefined;
  }
  const chosen = storage.get(STORAGE_KEY);
  if (isLocale(chosen)) return chosen === locale ? undefined : chosen;
  if (path !== '/') return undefined;
  const offered = (navigator.languages ?? []).map((tag) => tag.toLowerCase().split('-')[0]);
  return offered.find(isLocale) === 'ar' ? 'ar' : undefined;
}

/** Remembers the visitor's choice of language on this device (the twin it opens: twinAddress). */
export const rememberLocale = (locale: Locale) => storage.set(STORAGE_KEY, locale);

export { i18n };
