import type { Pagination } from './schemas/common.ts';

/**
 * Every item of a paged list, page after page, fetched as the loop asks for them:
 * `for await (const student of students.iterate(api, { status: 'active' })) …`
 */
export async function* eachItem<Item, Key extends string>(
  key: Key,
  loadPage: (page: number) => Promise<{ pagination: Pagination } & Record<Key, Item[]>>,
): AsyncGenerator<Item> {
  for (let page = 1; ; page++) {
    const answer = await loadPage(page);
    yield* answer[key];
    const more = answer.pagination.totalIsLowerBound === true;
    if ((page >= answer.pagination.pages && !more) || answer[key].length === 0) return;
  }
}

/**
 * Every item of a list walked by keyset, newest first: each page asks for the items older than the
 * last one seen (`beforeId`), so changing items while walking (marking leads CONTACTED while
 * listing NEW ones) skips none, as page numbers would.
 */
export async function* eachOlder<Item extends { id: number }, Key extends string>(
  key: Key,
  loadPage: (beforeId: number | undefined) => Promise<{ pagination: Pagination } & Record<Key, Item[]>>,
): AsyncGenerator<Item> {
  for (let beforeId: number | undefined; ; ) {
    const answer = await loadPage(beforeId);
    yield* answer[key];
    if (answer.pagination.pages <= 1 || answer[key].length === 0) return;
    beforeId = answer[key][answer[key].length - 1].id;
  }
}
