// The destinations' names and slugs, without their guides: read by the portal's lists and by the
// server's page heads and sitemap (server/services/seo).

/**
 * Lightweight list of all destination countries, in display order.
 * Hard-coded so the list page does not have to load every guide.
 */
export const COUNTRY_SUMMARIES: { slug: string; name: string; nameAr: string; code: string; flag: string }[] = [
  { slug: 'germany', name: 'Germany', nameAr: 'ألمانيا', code: 'DE', flag: '🇩🇪' },
  { slug: 'france', name: 'France', nameAr: 'فرنسا', code: 'FR', flag: '🇫🇷' },
  { slug: 'italy', name: 'Italy', nameAr: 'إيطاليا', code: 'IT', flag: '🇮🇹' },
  { slug: 'spain', name: 'Spain', nameAr: 'إسبانيا', code: 'ES', flag: '🇪🇸' },
  { slug: 'netherlands', name: 'Netherlands', nameAr: 'هولندا', code: 'NL', flag: '🇳🇱' },
  { slug: 'belgium', name: 'Belgium', nameAr: 'بلجيكا', code: 'BE', flag: '🇧🇪' },
  { slug: 'austria', name: 'Austria', nameAr: 'النمسا', code: 'AT', flag: '🇦🇹' },
  { slug: 'switzerland', name: 'Switzerland', nameAr: 'سويسرا', code: 'CH', flag: '🇨🇭' },
  { slug: 'poland', name: 'Poland', nameAr: 'بولندا', code: 'PL', flag: '🇵🇱' },
  { slug: 'czech-republic', name: 'Czech Republic', nameAr: 'جمهورية التشيك', code: 'CZ', flag: '🇨🇿' },
  { slug: 'portugal', name: 'Portugal', nameAr: 'البرتغال', code: 'PT', flag: '🇵🇹' },
  { slug: 'sweden', name: 'Sweden', nameAr: 'السويد', code: 'SE', flag: '🇸🇪' },
  { slug: 'denmark', name: 'Denmark', nameAr: 'الدنمارك', code: 'DK', flag: '🇩🇰' },
  { slug: 'norway', name: 'Norway', nameAr: 'النرويج', code: 'NO', flag: '🇳🇴' },
  { slug: 'finland', name: 'Finland', nameAr: 'فنلندا', code: 'FI', flag: '🇫🇮' },
  { slug: 'ireland', name: 'Ireland', nameAr: 'أيرلندا', code: 'IE', flag: '🇮🇪' },
  { slug: 'united-kingdom', name: 'United Kingdom', nameAr: 'المملكة المتحدة', code: 'GB', flag: '🇬🇧' },
  { slug: 'greece', name: 'Greece', nameAr: 'اليونان', code: 'GR', flag: '🇬🇷' },
  { slug: 'hungary', name: 'Hungary', nameAr: 'المجر', code: 'HU', flag: '🇭🇺' },
  { slug: 'romania', name: 'Romania', nameAr: 'رومانيا', code: 'RO', flag: '🇷🇴' },
  { slug: 'bulgaria', name: 'Bulgaria', nameAr: 'بلغاريا', code: 'BG', flag: '🇧🇬' },
  { slug: 'croatia', name: 'Croatia', nameAr: 'كرواتيا', code: 'HR', flag: '🇭🇷' },
  { slug: 'slovenia', name: 'Slovenia', nameAr: 'سلوفينيا', code: 'SI', flag: '🇸🇮' },
  { slug: 'slovakia', name: 'Slovakia', nameAr: 'سلوفاكيا', code: 'SK', flag: '🇸🇰' },
  { slug: 'estonia', name: 'Estonia', nameAr: 'إستونيا', code: 'EE', flag: '🇪🇪' },
  { slug: 'latvia', name: 'Latvia', nameAr: 'لاتفيا', code: 'LV', flag: '🇱🇻' },
  { slug: 'lithuania', name: 'Lithuania', nameAr: 'ليتوانيا', code: 'LT', flag: '🇱🇹' },
  { slug: 'luxembourg', name: 'Luxembourg', nameAr: 'لوكسمبورغ', code: 'LU', flag: '🇱🇺' },
  { slug: 'malta', name: 'Malta', nameAr: 'مالطا', code: 'MT', flag: '🇲🇹' },
  { slug: 'cyprus', name: 'Cyprus', nameAr: 'قبرص', code: 'CY', flag: '🇨🇾' },
];

/** Kebab-case slug of an English country name, e.g. "Czech Republic" -> "czech-republic". */
export function countrySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
