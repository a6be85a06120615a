import { type H3Event, setResponseHeader } from 'h3';
import { cachedCatalogueAnswer, cachedCatalogueBytes } from '#server/services/universities/catalogue-cache.ts';
import { type App, useApp } from './app.ts';
import { replayable } from './replayable.ts';

/**
 * A public catalogue route's answer, from the catalogue's answer cache (one entry per request
 * URL and catalogue revision), sent as the encoded JSON it is kept as; `compute` is told the revision read.
 */
export function catalogueAnswer(
  event: H3Event,
  compute: (app: App, revision: number) => Promise<unknown>,
): Buffer | Promise<Buffer> {
  const app = useApp();
  setResponseHeader(event, 'content-type', 'application/json');
  return cachedCatalogueAnswer(app.db, event.path, (revision) => compute(app, revision), replayable(event));
}

/**
 * The same for a route whose service makes the JSON bytes itself (the catalogue search), at the
 * revision read. The answer, kept or provisional, is what the search listed, for its demand count
 * (server/plugins/answers-from-memory.ts).
 */
export async function catalogueJson(
  event: H3Event,
  produce: (app: App, revision: number) => Promise<Buffer>,
): Promise<Buffer> {
  const app = useApp();
  setResponseHeader(event, 'content-type', 'application/json');
  const answer = await cachedCatalogueBytes(
    app.db,
    event.path,
    (revision) => produce(app, revision),
    replayable(event),
  );
  event.context.listed = answer;
  return answer;
}
