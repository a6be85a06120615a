import { isLocale, LOCALES, type Locale, languageOfPath, pathIn } from '#sdk/language-path';

/** The languages a public page is offered in; English is also what `x-default` shows. */
export const PAGE_LANGUAGES = LOCALES;
export type PageLanguage = Locale;

/** A page's absolute address in a language, on the configured site (never the request's Host). */
export const addressIn = (siteUrl: string, pathAndQuery: string, language: PageLanguage): string =>
  new URL(`${siteUrl}${pathIn(language, pathAndQuery)}`).href;

/**
 * Where a `?lang=` link belongs (the address it answers 301 with): the same page, in that
 * language's twin, without `lang`. None when the address carries no known `lang`.
 */
export function languageRedirect(url: URL): string | undefined {
  const asked = url.searchParams.get('lang');
  if (!url.searchParams.has('lang')) return undefined;
  const query = new URLSearchParams(url.searchParams);
  query.delete('lang');
  const { locale, path } = languageOfPath(url.pathname);
  const twin = pathIn(isLocale(asked) ? asked : locale, path);
  return query.size ? `${twin}?${query}` : twin;
}
