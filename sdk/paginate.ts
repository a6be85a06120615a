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
