import type { DemandSubject } from '#server/db/tables/demand.table.ts';

/** What one answered catalogue request counts: a view of one page, or a search that found some. */
export type DemandRequest =
  | { kind: 'view'; subject: DemandSubject; id: number }
  | { kind: 'search'; subject: DemandSubject; listKey: 'universities' | 'programs' };

const MAX_ID = 2_147_483_647;
// A university's or programme's page, as the portal's pages (either language) and as the API the portal reads it from.
const PAGE = /^(?:\/api|\/ar)?\/(universities|programs)\/(\d{1,10})\/?$/;
const SEARCH_TERM: Record<string, string> = { '/api/universities': 'search', '/api/programs': 'q' };

/**
 * The demand a request for `url` stands for, or none: a page of a university or a programme (the
 * server-rendered page or its JSON, the one a visitor's browser asks for), or a search with words
 * in it (the portal's lists, the search widget).
 */
export function demandRequest(url: string): DemandRequest | undefined {
  const [path, query = ''] = url.split('?', 2);
  const page = PAGE.exec(path);
  if (page) {
    const id = Number(page[2]);
    if (id < 1 || id > MAX_ID) return undefined;
    return { kind: 'view', subject: page[1] === 'universities' ? 'UNIVERSITY' : 'PROGRAM', id };
  }
  const term = SEARCH_TERM[path];
  if (!term || !new URLSearchParams(query).get(term)?.trim()) return undefined;
  return path === '/api/universities'
    ? { kind: 'search', subject: 'UNIVERSITY', listKey: 'universities' }
    : { kind: 'search', subject: 'PROGRAM', listKey: 'programs' };
}

const idsInAnswers = new WeakMap<Buffer, number[]>();

/** Says which ids an answer's bytes list, as the search makes them, so that its demand is counted without reading them back. */
export function listingIds(body: Buffer, ids: number[]): Buffer {
  idsInAnswers.set(body, ids);
  return body;
}

/**
 * The ids of the universities or programmes a search's answer lists (its one page): as the search
 * said (`listingIds`), else read from the JSON. A reply kept in memory is sent as the same bytes
 * each time, so each is read once.
 */
export function listedIds(body: Buffer, listKey: 'universities' | 'programs'): number[] {
  let ids = idsInAnswers.get(body);
  if (!ids) {
    try {
      const list = (JSON.parse(body.toString('utf8')) as Record<string, unknown>)[listKey];
      ids = Array.isArray(list) ? list.map((item) => Number(item?.id)).filter(Number.isInteger) : [];
    } catch {
      ids = [];
    }
    idsInAnswers.set(body, ids);
  }
  return ids;
}
