import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The filters of a paged list and its page, kept in the address (`?status=active&page=2`), so that a
 * reload, Back from a record or a shared link shows the same rows. Changing a filter goes back to
 * page 1; `clear` empties them all. The state here answers at once (a typed letter is never lost to
 * a navigation in flight); the address follows it, replaced rather than pushed.
 */
export function useListFilters<F extends Record<string, string>>(empty: F) {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState(() => ({
    filters: Object.fromEntries(Object.entries(empty).map(([key, value]) => [key, params.get(key) ?? value])) as F,
    page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1),
  }));

  useEffect(() => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(state.filters)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (state.page > 1) next.set('page', String(state.page));
    else next.delete('page');
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [state, params, setParams]);

  return {
    filters: state.filters,
    page: state.page,
    setPage: (page: number) => setState((current) => ({ ...current, page })),
    filter: (key: keyof F, value: string) =>
      setState((current) => ({ filters: { ...current.filters, [key]: value }, page: 1 })),
    /** Whether any filter is set. */
    filtered: Object.values(state.filters).some(Boolean),
    clear: () => setState({ filters: empty, page: 1 }),
  };
}

export type ListFilters<F extends Record<string, string>> = ReturnType<typeof useListFilters<F>>;
