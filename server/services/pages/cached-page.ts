import { cachedCatalogueBytes, type Kept } from '#server/services/universities/catalogue-cache.ts';
import { todayDate } from '#server/services/programs/intake-status.ts';
import type { App } from '#server/utils/app.ts';
import { type PageDocument, pageDocument } from './page-document.ts';

/** The status of each kept page (its bytes are what the cache keeps). */
const statuses = new WeakMap<Buffer, PageDocument['status']>();

/** The query as the page reads it, in one order: `?b=1&a=2` and `?a=2&b=1` are one page. */
function normalisedQuery(url: URL): string {
  if (!url.search) return '';
  const sorted = new URLSearchParams(url.searchParams);
  sorted.sort();
  return sorted.size ? `?${sorted}` : '';
}

/**
 * A page's document from the catalogue cache: one per path (its language included), normalised
 * query and catalogue revision, so a change to the catalogue shows in the next answer on every
 * instance; in the cache's bounded memory, beside the catalogue's JSON answers.
 */
export async function cachedPage(
  app: App,
  url: URL,
  shell: string,
  kept?: Kept,
): Promise<{ status: number; body: Buffer }> {
  // A page says what is open today (intakes, deadlines): kept for the day it was made on.
  const key = `page ${todayDate()} ${url.pathname}${normalisedQuery(url)}`;
  const body = await cachedCatalogueBytes(
    app.db,
    key,
    async () => {
      const page = await pageDocument(app, url, shell);
      const bytes = Buffer.from(page.html);
      statuses.set(bytes, page.status);
      return bytes;
    },
    kept,
  );
  return { status: statuses.get(body) ?? 200, body };
}
