import { useLocation } from 'react-router';
import { LOCALES, pageIn } from '#portal/lib/i18n.ts';

/**
 * Tells search engines and link previews that this page exists in English and Arabic
 * (`hreflang`, each with its `?lang=`), and which address to show anyone else (`x-default`).
 * React puts these links in the document's head.
 */
export function AlternateLinks() {
  const { pathname, search } = useLocation();
  const here = `${location.origin}${pathname}${search}`;
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={pageIn(locale, here)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={pageIn(undefined, here)} />
    </>
  );
}
