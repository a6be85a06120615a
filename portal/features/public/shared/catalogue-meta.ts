import * as universities from '#sdk/resources/universities';
import type { CountryMeta } from '#sdk/schemas/university';
import { api } from '#portal/lib/api.ts';

/** Asks once per visit and shares the answer; a failed answer is forgotten so the next visit retries. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The catalogue's countries with their number of universities, most first (GET /universities/meta/countries). */
export const catalogueCountries = once<CountryMeta[]>(() => universities.countries(api).then((r) => r.countries));

/** Every specialty in the catalogue, alphabetically (GET /universities/meta/specialties). */
export const catalogueSpecialties = once<string[]>(() => universities.specialties(api).then((r) => r.specialties));
