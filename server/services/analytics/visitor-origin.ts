/** Where a catalogue visitor is from, as far as a request tells without keeping anything about them. */
export interface VisitorOrigin {
  /** ISO 3166-1 alpha-2, or ZZ when not known. */
  country: string;
  /** ISO 639 language code, or und when not known. */
  language: string;
}

export const UNKNOWN_COUNTRY = 'ZZ';
export const UNKNOWN_LANGUAGE = 'und';

// CF-IPCountry's own values for "not known" and Tor.
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

/** The language tags of Accept-Language in the order sent (weights are not needed to find the first). */
const languageTags = (acceptLanguage: string | undefined) =>
  (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim())
    .filter((tag) => tag && tag !== '*')
    .slice(0, 10);

/**
 * The visitor's country and language (docs/analytics.md): the country from the trusted proxy's
 * CF-IPCountry header when the request came through one of our proxies (TRUSTED_PROXIES), else the
 * region of the first Accept-Language tag that names one (ar-EG → EG), else unknown; the language is
 * the first Accept-Language tag's language. Neither the address nor any cookie is read or kept.
 */
export function visitorOrigin(
  headers: { acceptLanguage?: string; proxyCountry?: string },
  fromTrustedProxy: boolean,
): VisitorOrigin {
  const tags = languageTags(headers.acceptLanguage);
  const proxyCountry = fromTrustedProxy ? headers.proxyCountry?.trim().toUpperCase() : undefined;
  const regionOfTag = tags
    .map((tag) => tag.split('-').find((part, i) => i > 0 && /^[a-z]{2}$/i.test(part)))
    .find(Boolean);
  const country =
    proxyCountry && /^[A-Z]{2}$/.test(proxyCountry) && !NOT_A_COUNTRY.has(proxyCountry)
      ? proxyCountry
      : (regionOfTag?.toUpperCase() ?? UNKNOWN_COUNTRY);
  const first = tags[0]?.split('-')[0].toLowerCase();
  return { country, language: first && /^[a-z]{2,3}$/.test(first) ? first : UNKNOWN_LANGUAGE };
}
