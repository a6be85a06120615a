import { ApiError } from '#sdk/errors';
import * as universities from '#sdk/resources/universities';
import type { UniversityDetail } from '#sdk/schemas/university';
import { api } from '#portal/lib/api.ts';
import { useLoad } from '#portal/lib/use-load.ts';

/** Whether a path segment can be a university id at all (the server answers 400 for one too large). */
const isId = (text: string) => /^\d{1,10}$/.test(text) && Number(text) >= 1;

/**
 * The university of a route's `:id`; null when there is none with that id (or the id is not a
 * number), so the page can show its not-found view rather than an error.
 */
export function useUniversity(id: string | undefined) {
  return useLoad<UniversityDetail | null>(async () => {
    if (!id || !isId(id)) return null;
    try {
      return (await universities.retrieve(api, Number(id))).university;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }, id ?? '');
}
