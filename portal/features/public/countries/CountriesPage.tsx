import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CountryMeta } from '#sdk/schemas/university';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { paths } from '#portal/paths.ts';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import { countriesPart } from '#portal/features/public/shared/catalogue-meta.ts';
import { destinations } from '#portal/content/countries/destinations.ts';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { routeLoader, useRoutePart } from '#portal/lib/route-data.ts';
import { matchesCountry } from './country-search.ts';
import * as styles from './CountriesPage.css.ts';

export const loader = routeLoader({ countries: countriesPart });

/** /countries (spec part 1, 2): the destinations, searchable by their English or Arabic name. */
export default function CountriesPage() {
  const { t } = useLingui();
  const format = useFormat();
  usePageTitle(t`Study destinations`);
  const [search, setSearch] = useState('');
  const catalogue = useRoutePart<CountryMeta[]>('countries');
  const all = destinations(catalogue.status === 'ready' ? catalogue.data : undefined);
  const shown = all.filter((c) => matchesCountry([c.name, c.nameAr ?? '', format.country(c.name)], search));

  return (
    <div className={pageStyles.page}>
      <h1 className={shared.heading}>
        <Trans>Study destinations</Trans>
      </h1>
      <p className={shared.lead}>
        <Trans>
          Discover where to study in Europe: universities, tuition, living costs, visas and scholarships, country by
          country.
        </Trans>
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the search landmark; a <search> wrapper would change the layout */}
      <div className={styles.search} role="search">
        <TextField
          label={t`Search countries`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t`Country name`}
        />
      </div>
      <p className={shared.muted} role="status">
        <Plural value={shown.length} one="# country" other="# countries" />
      </p>
      {shown.length === 0 ? (
        <EmptyState
          icon="search"
          title={<Trans>No countries found</Trans>}
          description={<Trans>Try another name.</Trans>}
        />
      ) : (
        <ul className={shared.grid}>
          {shown.map((country) => (
            <li key={country.slug}>
              <Link className={styles.card} to={paths.country(country.slug)}>
                {country.code && (
                  <span className={shared.countryCode} aria-hidden="true">
                    {country.code}
                  </span>
                )}
                <span>
                  <span className={styles.name}>{format.country(country.name)}</span>
                  {country.universityCount !== undefined && (
                    <span className={styles.count}>
                      <Plural value={country.universityCount} one="# university" other="# universities" />
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
