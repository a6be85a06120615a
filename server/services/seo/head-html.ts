import { escapeMarkup } from '#server/utils/escape-markup.ts';
import { headTexts } from './head-texts.ts';
import { addressIn, PAGE_LANGUAGES, type PageLanguage } from './page-address.ts';
import type { PageHead } from './page-head.ts';

/** The site's name after each screen's title, as the portal writes it (portal/lib/page-title.ts). */
const TITLE_SUFFIX = ' · Study in Europe';
const OG_LOCALES: Record<PageLanguage, string> = { en: 'en_GB', ar: 'ar_AR' };

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;
const link = (rel: string, href: string, hreflang?: string) =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeMarkup(href)}" />`;

/**
 * The head tags of a page: title, description, `robots`, canonical and hreflang twins, Open
 * Graph, structured data. Every address is absolute on the configured site; every text is escaped.
 */
function headTags(head: PageHead, siteUrl: string): string {
  const { language } = head;
  const { siteName } = headTexts(language);
  const title = head.title ? `${head.title}${TITLE_SUFFIX}` : TITLE_SUFFIX.slice(3);
  const tags = [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title ?? siteName),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...PAGE_LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
  ];
  if (head.image) tags.push(meta('property', 'og:image', new URL(head.image, `${siteUrl}/`).href));
  if (head.canonical) {
    const here = addressIn(siteUrl, head.canonical, language);
    tags.push(link('canonical', here), meta('property', 'og:url', here));
  }
  if (head.canonical && !head.noindex) {
    for (const other of PAGE_LANGUAGES) tags.push(link('alternate', addressIn(siteUrl, head.canonical, other), other));
    tags.push(link('alternate', addressIn(siteUrl, head.canonical, 'en'), 'x-default'));
  }
  // JSON inside a script element: nothing in it can close the element.
  if (head.structuredData)
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(head.structuredData).replace(/</g, '\\u003c')}</script>`,
    );
  return tags.join('\n    ');
}

/**
 * The portal's shell (index.html) with the page's head: its language and direction on `<html>`,
 * and the head tags in place of the shell's generic title and description.
 */
export function shellWithHead(shell: string, head: PageHead, siteUrl: string): string {
  const dir = head.language === 'ar' ? 'rtl' : 'ltr';
  return shell
    .replace(/<html[^>]*>/, `<html lang="${head.language}" dir="${dir}">`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, headTags(head, siteUrl));
}
