import { ApiError } from '#sdk/errors';
import * as universities from '#sdk/resources/universities';
import type { UniversityDetail } from '#sdk/schemas/university';
import type { Client } from '#sdk/client';
import { type RouteParts, routeLoader, useRoutePart } from '#portal/lib/route-data.ts';

/** Whether a path segment can be a university id at all (the server answers 400 for one too large). */
const isId = (text: string) => /^\d{1,10}$/.test(text) && Number(text) >= 1;

/**
 * The university of a route's `:id`: null when there is none with that id (or the id is not a
 * number), so the page can show its not-found view rather than an error.
 */
async function universityOfRoute(client: Client, id: string | undefined): Promise<UniversityDetail | null> {
  if (!id || !isId(id)) return null;
  try {
    return (await universities.retrieve(client, Number(id))).university;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The route's university, as a part of a route loader. */
export const universityPart: RouteParts[string] = (client, { params }) => universityOfRoute(client, params.id);

export const universityLoader = routeLoader({ university: universityPart });

/** The route's university (universityLoader). */
export const useUniversity = () => useRoutePart<UniversityDetail | null>('university');
