import { Trans, useLingui } from '@lingui/react/macro';
import * as programs from '#sdk/resources/programs';
import type { ProgramList } from '#sdk/schemas/program-catalogue';
import { useNavigation } from 'react-router';
import { paths } from '#portal/paths.ts';
import { useListFilters } from '#portal/lib/use-list-filters.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { routeLoader, useRoutePart } from '#portal/lib/route-data.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import { countriesPart } from '#portal/features/public/shared/catalogue-meta.ts';
import { isFeeGroup, useFeeGroup } from '#portal/features/public/shared/FeeGroupSwitch.tsx';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { ProgramFiltersBar } from './ProgramFiltersBar.tsx';
import { ProgramResults } from './ProgramResults.tsx';
import { NO_PROGRAM_FILTERS, PROGRAMS_PER_PAGE, programListQuery } from './program-query.ts';

export const loader = routeLoader({
  list: (client, { request }) => programs.search(client, programListQuery(new URL(request.url).searchParams)),
  countries: countriesPart,
});

/** /programs: every programme of the catalogue, by field, level, language, place, mode, fees, intake and deadline. */
export default function ProgramsPage() {
  const { t } = useLingui();
  usePageTitle(t`Programmes`);
  const filters = useListFilters(NO_PROGRAM_FILTERS);
  // The fee group the address asks for, else the visitor's own (the filter bar's switch shows the same).
  const [remembered] = useFeeGroup();
  const asked = isFeeGroup(filters.filters.feeGroup) ? filters.filters.feeGroup : undefined;
  const list = useRoutePart<ProgramList>('list');
  const navigation = useNavigation();
  const reloading = navigation.state === 'loading' && navigation.location.pathname === paths.programs();
  return (
    <div className={pageStyles.page}>
      <h1 className={shared.heading}>
        <Trans>Programmes</Trans>
      </h1>
      <p className={shared.lead}>
        <Trans>Find a programme by field, level and language, and see its intakes, deadlines and fees for you.</Trans>
      </p>
      <ProgramFiltersBar list={filters} />
      <div aria-busy={reloading || undefined}>
        {reloading && <Skeleton lines={6} height="5rem" label={t`Loading programmes`} />}
        {!reloading && list.status === 'failed' && (
          <ErrorState
            title={<Trans>The programmes could not be loaded</Trans>}
            message={<Trans>Check the filters, or try again later.</Trans>}
            onRetry={list.retry}
          />
        )}
        {!reloading && list.status === 'ready' && list.data.programs.length === 0 && (
          <EmptyState
            icon="search"
            title={<Trans>No programmes found</Trans>}
            description={filters.filtered ? <Trans>Try another search or clear the filters.</Trans> : undefined}
            action={
              filters.filtered ? (
                <Button variant="secondary" onClick={filters.clear}>
                  <Trans>Clear filters</Trans>
                </Button>
              ) : undefined
            }
          />
        )}
        {!reloading && list.status === 'ready' && list.data.programs.length > 0 && (
          <>
            <h2 className={visuallyHidden}>
              <Trans>Search results</Trans>
            </h2>
            <ProgramResults list={list.data} feeGroup={asked || remembered} />
          </>
        )}
      </div>
      {list.status === 'ready' && list.data.pagination.total > PROGRAMS_PER_PAGE && (
        <Pagination page={filters.page} pages={list.data.pagination.pages} onChange={filters.setPage} />
      )}
    </div>
  );
}
