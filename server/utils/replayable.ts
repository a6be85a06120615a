import type { H3Event } from 'h3';
import type { Kept } from '#server/services/universities/catalogue-cache.ts';

/** An answer from the catalogue cache, which the same request may have again from memory. */
export interface Replayable {
  revision: number;
  body: Buffer;
}

/**
 * Marks the answer being made as kept by the catalogue cache at its revision: once it has left,
 * the answers-from-memory plugin keeps it as it left, for the next identical request.
 */
export const replayable =
  (event: H3Event): Kept =>
  (revision, body) => {
    event.context.replayable = { revision, body } satisfies Replayable;
  };
