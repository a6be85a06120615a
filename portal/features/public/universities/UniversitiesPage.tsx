import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
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
