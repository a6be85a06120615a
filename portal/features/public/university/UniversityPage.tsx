import { Trans, useLingui } from '@lingui/react/macro';
import * as programs from '#sdk/resources/programs';
import { LIMITS } from '#sdk/schemas/constants';
import type { ProgramList } from '#sdk/schemas/program-catalogue';
import type { UniversityDetail } from '#sdk/schemas/university';
import { Link } from 'react-router';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { routeLoader, useRoutePart } from '#portal/lib/route-data.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { useVisitAgency } from '#portal/lib/visit-agency.ts';
import { paths } from '#portal/paths.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { Tabs } from '#portal/ui/Tabs/Tabs.tsx';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { LoadedUniversity } from '#portal/features/public/shared/LoadedUniversity.tsx';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { universityPart, useUniversity } from '#portal/features/public/shared/use-university.ts';
import { AdmissionsTab } from './AdmissionsTab.tsx';
import { ApplyPanel } from './ApplyPanel.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { PracticalInfoTab } from './PracticalInfoTab.tsx';
import { ProgramsTab } from './ProgramsTab.tsx';
import * as styles from './UniversityPage.css.ts';

export const loader = routeLoader({
  university: universityPart,
  // The programmes tab's list, loaded with the page: the tab shows it at once.
  programs: (client, { params }) =>
    /^\d{1,10}$/.test(params.id ?? '')
      ? programs.search(client, { universityId: Number(params.id), limit: LIMITS.maxPageSize })
      : Promise.resolve(null),
});

/** /universities/{id} (spec part 1, 2): tabs Overview, Programs, Admissions, Practical Info and the side panel. */
export default function UniversityPage() {
  const { t } = useLingui();
  const university = useUniversity();
  usePageTitle(university.status === 'ready' && university.data ? university.data.name : t`University`);

  return (
    <LoadedUniversity university={university}>{(data) => <UniversityDetailView university={data} />}</LoadedUniversity>
  );
}

function UniversityDetailView({ university }: { university: UniversityDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  const labels = useCatalogueLabels();
  const agency = useVisitAgency();
  const agencyName = agency?.name;
  const city = university.city;
  const country = format.country(university.country);
  return (
    <div className={pageStyles.page}>
      <Link className={shared.backLink} to={paths.universities()}>
        <Icon name="arrowStart" size={18} />
        <Trans>Back to universities</Trans>
      </Link>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <bdi>{university.name}</bdi>
        </h1>
        <div className={styles.meta}>
          <span>
            <Trans>
              <bdi>{city}</bdi>, <Link to={paths.universities({ country: university.country })}>{country}</Link>
            </Trans>
          </span>
          {university.universityType && <Badge>{labels.universityType(university.universityType)}</Badge>}
          {university.featured && (
            <Badge tone="warning">
              <Trans>Featured</Trans>
            </Badge>
          )}
          {university.website && (
            <a href={university.website} target="_blank" rel="noreferrer" className={shared.ltr}>
              {university.website.replace(/^https?:\/\//, '')}
            </a>
          )}
        </div>
        {agencyName && (
          <p className={styles.attribution}>
            <Trans>
              with <bdi>{agencyName}</bdi>
            </Trans>
          </p>
        )}
      </header>
      <div className={shared.withAside}>
        <Tabs
          label={t`About ${university.name}`}
          tabs={[
            { value: 'overview', label: t`Overview`, content: <OverviewTab university={university} /> },
            { value: 'programs', label: t`Programs`, content: <UniversityPrograms universityId={university.id} /> },
            { value: 'admissions', label: t`Admissions`, content: <AdmissionsTab university={university} /> },
            {
              value: 'practical',
              label: t`Practical Info`,
              content: <PracticalInfoTab country={university.country} />,
            },
          ]}
        />
        <aside className={shared.aside} aria-label={t`Apply and ask`}>
          <ApplyPanel university={university} />
        </aside>
      </div>
    </div>
  );
}

/** The programmes tab with the catalogue's programmes of the route (its error with a retry). */
function UniversityPrograms({ universityId }: { universityId: number }) {
  const list = useRoutePart<ProgramList | null>('programs');
  if (list.status === 'failed' || !list.data)
    return (
      <ErrorState
        title={<Trans>The programmes could not be loaded</Trans>}
        message={<Trans>Please try again later.</Trans>}
        onRetry={list.retry}
      />
    );
  return <ProgramsTab universityId={universityId} programs={list.data.programs} total={list.data.pagination.total} />;
}
