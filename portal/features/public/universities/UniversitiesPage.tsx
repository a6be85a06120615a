import { Trans, useLingui } from '@lingui/react/macro';
import * as universities from '#sdk/resources/universities';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import { type ShouldRevalidateFunction, useSearchParams } from 'react-router';
import { routeLoader } from '#portal/lib/route-data.ts';
import { countriesPart, specialtiesPart } from '#portal/features/public/shared/catalogue-meta.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { Tabs } from '#portal/ui/Tabs/Tabs.tsx';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import * as shared from '#portal/features/public/shared/public.css.ts';
import {
  type CatalogueQuery,
  type CatalogueTab,
  changeCatalogueQuery,
  readCatalogueQuery,
  readCatalogueTab,
} from './catalogue-query.ts';
import { CatalogueList } from './CatalogueList.tsx';
import { GetStartedGuide } from './GetStartedGuide.tsx';
import { ScholarshipsByCountry } from './ScholarshipsByCountry.tsx';

export const loader = routeLoader({
  list: (client, { request }) =>
    universities.list(client, {
      ...readCatalogueQuery(new URL(request.url).searchParams),
      limit: PAGE_SIZES.universities,
    }),
  countries: countriesPart,
  specialties: specialtiesPart,
});

/** Loads again when the catalogue's query changes (or on a retry), not when only the tab does. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const query = (url: URL) => JSON.stringify(readCatalogueQuery(url.searchParams));
  return currentUrl.href === nextUrl.href || query(currentUrl) !== query(nextUrl) ? defaultShouldRevalidate : false;
};

/** /universities (spec part 1, 2): the catalogue, the Get Started Guide and scholarships by country; state in the URL. */
export default function UniversitiesPage() {
  const { t } = useLingui();
  usePageTitle(t`Universities`);
  const [params, setParams] = useSearchParams();
  const query = readCatalogueQuery(params);
  const tab = readCatalogueTab(params);
  const change = (changes: Partial<CatalogueQuery> & { tab?: CatalogueTab }, options?: { replace?: boolean }) =>
    setParams((current) => changeCatalogueQuery(current, changes), options);

  return (
    <div className={pageStyles.page}>
      <h1 className={shared.heading}>
        <Trans>Universities</Trans>
      </h1>
      <p className={shared.lead}>
        <Trans>
          Explore universities across Europe, learn how to apply step by step, and find scholarships in each country.
        </Trans>
      </p>
      <Tabs<CatalogueTab>
        label={t`Universities`}
        value={tab}
        onChange={(next) => change({ tab: next })}
        tabs={[
          { value: 'universities', label: t`Universities`, content: <CatalogueList query={query} onChange={change} /> },
          { value: 'guide', label: t`Get Started Guide`, content: <GetStartedGuide /> },
          {
            value: 'scholarships',
            label: t`Scholarships`,
            content: <ScholarshipsByCountry initialCountry={query.country} />,
          },
        ]}
      />
    </div>
  );
}
