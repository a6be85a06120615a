import countries from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json';
import en from 'i18n-iso-countries/langs/en.json';

// Loaded with the Arabic catalog only, so English visitors do not download the name tables.
countries.registerLocale(en);
countries.registerLocale(ar);

/** English names our data uses that the ISO tables spell differently. */
const CODES: Record<string, string> = { Syria: 'SY', 'Czech Republic': 'CZ', Turkey: 'TR', Vietnam: 'VN' };

export function arabicCountryName(english: string): string | undefined {
  const code = CODES[english] ?? countries.getAlpha2Code(english, 'en');
  return code ? countries.getName(code, 'ar') : undefined;
}
