import { i18n } from '@lingui/core';
import { atom } from 'jotai';
import { messages as englishMessages } from '../../locales/en/messages.po';
import { loadArabicCountryNames } from './countries.ts';
import { storage } from './storage.ts';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

const STORAGE_KEY = 'language';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
export const directionOf = (locale: Locale) => (locale === 'ar' ? 'rtl' : 'ltr');

// English is the source language and the fallback: production catalogs keep only message ids
// (TOOLCHAIN.md), so the English catalog ships with the entry; Arabic loads when chosen.
i18n.load('en', englishMessages);
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

/** The remembered language, English when none was chosen. */
export const storedLocale = (): Locale => {
  const value = storage.get(STORAGE_KEY);
  return isLocale(value) ? value : 'en';
};

const currentLocaleAtom = atom<Locale>(storedLocale());

/** The active language; writing it loads the catalog, switches and remembers the choice. */
export const localeAtom = atom(
  (get) => get(currentLocaleAtom),
  async (_get, set, locale: Locale) => {
    await activateLocale(locale);
    storage.set(STORAGE_KEY, locale);
    set(currentLocaleAtom, locale);
  },
);

export { i18n };
