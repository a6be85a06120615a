let arabicNames: ((english: string) => string | undefined) | undefined;

/** Loads the Arabic country names (called when the Arabic catalog loads). */
export async function loadArabicCountryNames(): Promise<void> {
  arabicNames ??= (await import('./country-names-ar.ts')).arabicCountryName;
}

/** A country's name in the reader's language; our data stores English names (spec part 1, 9). */
export function countryName(englishName: string, locale: string): string {
  if (locale !== 'ar') return englishName;
  return arabicNames?.(englishName) ?? englishName;
}
