import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '#portal/ui/Button/Button.tsx';

/**
 * The filters of a paged list and its page: changing a filter goes back to page 1, and
 * `clear` empties them all (the admin lists' "Clear Filters").
 */
export function useListFilters<F extends Record<string, string>>(empty: F) {
  const [filters, setFilters] = useState(empty);
  const [page, setPage] = useState(1);
  return {
    filters,
    page,
    setPage,
    filter: (key: keyof F, value: string) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    /** Whether any filter is set. */
    filtered: Object.values(filters).some(Boolean),
    clear: () => {
      setFilters(empty);
      setPage(1);
    },
  };
}

/** "Clear Filters", enabled while any filter is set. */
export function ClearFiltersButton({ list }: { list: Pick<ReturnType<typeof useListFilters>, 'filtered' | 'clear'> }) {
  return (
    <Button variant="secondary" disabled={!list.filtered} onClick={list.clear}>
      <Trans>Clear Filters</Trans>
    </Button>
  );
}
