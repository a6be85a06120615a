import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { ListFilters } from '#portal/lib/use-list-filters.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { toolbar } from '#portal/ui/page.css.ts';
import { Select, type SelectOption } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { filtersFolded, filtersShown, filtersToggle } from './ListToolbar.css.ts';

/** One filter of a list: a select whose empty choice (`placeholder`, "All statuses") means no filter. */
export interface ListFilter<K extends string = string> {
  key: K;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
}

interface ListToolbarProps<F extends { search: string } & Record<string, string>> {
  list: Pick<ListFilters<F>, 'filters' | 'filter' | 'filtered' | 'clear'>;
  /** The search field's label and hint; it sets the `search` filter. */
  search: { label: string; placeholder?: string };
  filters?: readonly ListFilter<keyof F & string>[];
  /**
   * `live` (the admin lists): the search runs as one types, and "Clear Filters" empties everything.
   * `submit`: the search runs on Enter or the Search button, in a search landmark.
   */
  mode?: 'live' | 'submit';
  /** The search landmark's name, where a page has more than one. */
  landmark?: string;
  /** Other controls after the selects (a range of dates). */
  children?: ReactNode;
  /** How many of `children` hold a choice: counted with the selects on the filters' toggle. */
  childrenActive?: number;
}

/** A list's search and filters, above its results; what they hold is kept in the address (`useListFilters`). */
export function ListToolbar<F extends { search: string } & Record<string, string>>({
  list,
  search,
  filters = [],
  mode = 'live',
  landmark,
  children,
  childrenActive = 0,
}: ListToolbarProps<F>) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(list.filters.search);
  const [unfolded, setUnfolded] = useState(false);
  const foldedId = useId();
  const selects = filters.map((choice) => (
    <Select
      key={choice.key}
      label={choice.label}
      placeholder={choice.placeholder}
      options={choice.options}
      value={list.filters[choice.key]}
      onChange={(event) => list.filter(choice.key, event.target.value)}
    />
  ));

  if (mode === 'live')
    return (
      <div className={toolbar}>
        <TextField
          label={search.label}
          type="search"
          placeholder={search.placeholder}
          value={list.filters.search}
          onChange={(event) => list.filter('search', event.target.value)}
        />
        {selects}
        {children}
        <Button variant="secondary" disabled={!list.filtered} onClick={list.clear}>
          <Trans>Clear Filters</Trans>
        </Button>
      </div>
    );

  // On a phone the filters fold behind a toggle that says how many hold a choice; the search and its button stay.
  const active = filters.filter((choice) => list.filters[choice.key]).length + childrenActive;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.filter('search', draft.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search is the search landmark; a <search> wrapper would change the layout
    <form className={toolbar} onSubmit={submit} role="search" aria-label={landmark}>
      <TextField
        label={search.label}
        type="search"
        placeholder={search.placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      {(selects.length > 0 || children) && (
        <>
          <div className={filtersToggle}>
            <Button
              type="button"
              variant="secondary"
              aria-expanded={unfolded}
              aria-controls={foldedId}
              onClick={() => setUnfolded(!unfolded)}
            >
              {active ? t`Filters (${active})` : t`Filters`}
            </Button>
          </div>
          <div id={foldedId} className={unfolded ? filtersShown : filtersFolded}>
            {selects}
            {children}
          </div>
        </>
      )}
      <div>
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </div>
    </form>
  );
}
