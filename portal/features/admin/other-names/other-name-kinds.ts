import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OtherName, OtherNameKind } from '#sdk/schemas/other-names';

/** What a row of other names names, on screen. */
export const OTHER_NAME_KIND_NAMES: Record<OtherNameKind, MessageDescriptor> = {
  UNIVERSITY: msg`University`,
  CITY: msg`City`,
  COUNTRY: msg`Country`,
};

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The rows of one kind (or all) whose name or other names hold the search, in the order the
 * server sends them, cut into pages: the list is small enough to filter in the browser.
 */
export function otherNamesPage(
  rows: readonly OtherName[],
  filters: { kind: string; search: string },
  page: number,
  size: number,
) {
  const search = folded(filters.search.trim());
  const found = rows.filter(
    (row) =>
      (!filters.kind || row.kind === filters.kind) &&
      (!search || folded(`${row.name} ${row.otherNames}`).includes(search)),
  );
  return {
    otherNames: found.slice((page - 1) * size, page * size),
    pagination: { pages: Math.max(1, Math.ceil(found.length / size)) },
  };
}
