import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import type { CountryMeta, UniversityList } from '#sdk/schemas/university';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useFormat } from '#portal/lib/format.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Select, type SelectOption } from '#portal/ui/Select/Select.tsx';
import type { Suggestion } from '#sdk/schemas/search-suggest';
import { paths } from '#portal/paths.ts';
import { SearchSuggestions } from '#portal/features/public/shared/SearchSuggestions.tsx';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { UniversityCardSkeletons, UniversityGrid } from '#portal/features/public/shared/UniversityCard.tsx';
import { useRoutePart } from '#portal/lib/route-data.ts';
import type { CatalogueQuery } from './catalogue-query.ts';
import { ResultSummary } from './ResultSummary.tsx';
import { SearchNotes } from './SearchNotes.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as styles from './UniversitiesPage.css.ts';

/** Typing pauses this long before the list follows the search box. */
const SEARCH_PAUSE_MS = 400;

interface CatalogueListProps {
  query: CatalogueQuery;
  onChange: (change: Partial<CatalogueQuery>, options?: { replace?: boolean }) => void;
}

/** Search, country and specialty filters, the cards of one page (12, spec part 1, 9) and pagination. */
export function CatalogueList({ query, onChange }: CatalogueListProps) {
  const results = useRef<HTMLDivElement>(null);
  const list = useRoutePart<UniversityList>('list');
  // A change of the filters or the page loads this route again: its cards give way to placeholders meanwhile.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const reloading = navigation.state === 'loading' && navigation.location.pathname === pathname;

  const goToPage = (page: number) => {
    onChange({ page });
    results.current?.scrollIntoView({ block: 'start' });
  };
  const filtered = Boolean(query.search || query.country || query.specialty);
  const clearFilters = () => onChange({ search: '', country: '', specialty: '' });

  return (
    <>
      <Filters query={query} onChange={onChange} onClear={filtered ? clearFilters : undefined} />
      <div ref={results} aria-busy={reloading || undefined}>
        {reloading && <UniversityCardSkeletons count={PAGE_SIZES.universities} />}
        {!reloading && list.status === 'failed' && (
          <ErrorState
            title={<Trans>Error loading universities</Trans>}
            message={<Trans>There was an error loading the universities. Please try again later.</Trans>}
            onRetry={list.retry}
          />
        )}
        {!reloading && list.status === 'ready' && (
          <SearchNotes notes={list.data} onSearch={(search) => onChange({ search })} />
        )}
        {!reloading && list.status === 'ready' && list.data.universities.length === 0 && (
          <EmptyState
            icon="search"
            title={<Trans>No universities found</Trans>}
            description={filtered ? <Trans>Try another search or clear the filters.</Trans> : undefined}
            action={
              filtered ? (
                <Button variant="secondary" onClick={clearFilters}>
                  <Trans>Clear filters</Trans>
                </Button>
              ) : undefined
            }
          />
        )}
        {!reloading && list.status === 'ready' && list.data.universities.length > 0 && (
          <>
            {/* The cards' names are level 3, as on every page that lists universities under a section. */}
            <h2 className={visuallyHidden}>
              <Trans>Search results</Trans>
            </h2>
            <ResultSummary pagination={list.data.pagination} shown={list.data.universities.length} />
            <UniversityGrid universities={list.data.universities} matchedPrograms={list.data.matchedPrograms} />
          </>
        )}
      </div>
      {list.status === 'ready' && (
        <div className={styles.pagination}>
          <Pagination
            page={query.page}
            pages={list.data.pagination.pages}
            more={list.data.pagination.totalIsLowerBound}
            onChange={goToPage}
          />
        </div>
      )}
    </>
  );
}

interface FiltersProps {
  query: CatalogueQuery;
  onChange: CatalogueListProps['onChange'];
  onClear?: () => void;
}

function Filters({ query, onChange, onClear }: FiltersProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const labels = useCatalogueLabels();
  const countries = useRoutePart<CountryMeta[]>('countries');
  const specialties = useRoutePart<string[]>('specialties');
  const [search, setSearch] = useState(query.search);
  const navigate = useNavigate();

  // The search the address holds or is about to hold: the URL's, or what a choice or a submit just put there
  // (the address catches up a render later).
  const sent = useRef(query.search);
  // The box follows the URL when it changes from elsewhere (back button, a link from the home page),
  // but keeps what is being typed when the URL only caught up with it (a trailing space, say).
  useEffect(() => {
    sent.current = query.search;
    setSearch((typed) => (typed.trim() === query.search ? typed : query.search));
  }, [query.search]);
  // The change a pause ends is made with the newest onChange: an older one changes the address it was
  // made with (react-router's setter), which would undo a filter chosen meanwhile.
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  // The list follows the box after a pause in typing; history keeps one entry per search, not per key.
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (search.trim() === sent.current) return;
    pause.current = setTimeout(() => {
      if (search.trim() === sent.current) return;
      sent.current = search.trim();
      latestOnChange.current({ search }, { replace: true });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(pause.current);
  }, [search]);

  /** A country or a field filters the list; a city searches it (by its name as shown); a university or a programme opens its page. */
  const choose = ({ kind, label, value, id }: Suggestion) => {
    if (kind === 'university' || kind === 'programme') {
      // The search typed so far is not put in the address any more, neither by the pause under way nor
      // by one the box's reset would start: either would cancel the page being opened while it loads.
      clearTimeout(pause.current);
      sent.current = query.search;
      setSearch(query.search);
      return navigate(kind === 'university' ? paths.universityDetail(id!) : paths.programs({ search: value }));
    }
    const city = kind === 'city' ? label : '';
    sent.current = city;
    setSearch(city);
    onChange({
      search: city,
      ...(kind === 'country' && { country: value }),
      ...(kind === 'field' && { specialty: value }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.current = search.trim();
    onChange({ search });
  };

  const collator = new Intl.Collator(i18n.locale);
  const options = (values: readonly string[], label: (value: string) => string, current: string): SelectOption[] => {
    // The value in the URL stays selectable even before (or without) the list that holds it.
    const all = current && !values.includes(current) ? [...values, current] : values;
    return all.map((value) => ({ value, label: label(value) })).sort((a, b) => collator.compare(a.label, b.label));
  };
  const countryOptions = options(
    countries.status === 'ready' ? countries.data.map((c) => c.name) : [],
    format.country,
    query.country,
  );
  const specialtyOptions = options(
    specialties.status === 'ready' ? specialties.data : [],
    labels.field,
    query.specialty,
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search is the search landmark; a <search> wrapper would change the layout
    <form role="search" className={styles.filters} onSubmit={submit} aria-label={t`Filter universities`}>
      <div className={styles.filterField}>
        <SearchSuggestions
          label={t`Search`}
          placeholder={t`University name, city or field of study`}
          value={search}
          onType={setSearch}
          onChoose={choose}
        />
      </div>
      <div className={styles.filterField}>
        <Select
          label={t`Country`}
          name="country"
          value={query.country}
          placeholder={t`All countries`}
          options={countryOptions}
          onChange={(e) => onChange({ country: e.target.value })}
        />
      </div>
      <div className={styles.filterField}>
        <Select
          label={t`Specialty`}
          name="specialty"
          value={query.specialty}
          placeholder={t`All specialties`}
          options={specialtyOptions}
          onChange={(e) => onChange({ specialty: e.target.value })}
        />
      </div>
      <Button variant="ghost" className={styles.clear} onClick={onClear} disabled={!onClear}>
        <Trans>Clear filters</Trans>
      </Button>
    </form>
  );
}
