/** The languages a public page is offered in; English is also what `x-default` shows. */
export const PAGE_LANGUAGES = ['en', 'ar'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The language a page is asked in: `?lang=ar` (as the portal reads it, portal/lib/i18n.ts), else English. */
export const languageAsked = (query: URLSearchParams): PageLanguage => (query.get('lang') === 'ar' ? 'ar' : 'en');

/**
 * A page's absolute address in a language, on the configured site (never the request's Host):
 * English without `lang`, Arabic with `?lang=ar`, as the portal's own language links.
 */
export function addressIn(siteUrl: string, pathAndQuery: string, language: PageLanguage): string {
  const url = new URL(`${siteUrl}${pathAndQuery}`);
  if (language === 'en') url.searchParams.delete('lang');
  else url.searchParams.set('lang', language);
  return url.href;
}
