/**
 * The language is part of every portal address: English at `/…`, Arabic at `/ar/…`.
 * The server (redirects, canonicals, sitemaps, e-mail links) and the portal (its router's base,
 * the language switch) read and write addresses through these functions only.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The router's base for a language: Arabic pages live under `/ar`. */
export const languageBase = (locale: Locale): string => (locale === 'ar' ? '/ar' : '');

/** The language of an address's path, and the path as the route table knows it (without `/ar`). */
export function languageOfPath(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/ar' || pathname.startsWith('/ar/')) return { locale: 'ar', path: pathname.slice(3) || '/' };
  return { locale: 'en', path: pathname };
}

/** A route-table path (`/universities?country=Italy`) in a language: `/ar/universities?country=Italy`. */
export const pathIn = (locale: Locale, path: string): string => `${languageBase(locale)}${path}`;
