import type { Client } from '#sdk/client';
import * as programs from '#sdk/resources/programs';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import { routeLoader, useRoutePart } from '#portal/lib/route-data.ts';

/**
 * The programme of a route's `:id`: null when there is none with that id (or the id is not a
 * number), so the page shows its not-found view rather than an error.
 */
async function programOfRoute(client: Client, id: string | undefined): Promise<CatalogueProgram | null> {
  if (!id || !/^\d{1,10}$/.test(id) || Number(id) < 1) return null;
  try {
    return (await programs.retrieve(client, Number(id))).program;
  } catch (error) {
    // The client's ApiError carries the status (read as such, so the page needs no error classes of its own).
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 400) return null;
    throw error;
  }
}

export const programLoader = routeLoader({ program: (client, { params }) => programOfRoute(client, params.id) });

/** The route's programme (programLoader). */
export const useProgram = () => useRoutePart<CatalogueProgram | null>('program');
