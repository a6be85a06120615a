import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import { Link } from 'react-router';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { paths } from '#portal/paths.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Facts } from '#portal/ui/Facts/Facts.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import { NotFoundView } from '#portal/features/public/shared/NotFoundView.tsx';
import { useProgramFacts } from '#portal/features/public/shared/program-facts.ts';
import * as shared from '#portal/features/public/shared/public.css.ts';
import * as styles from '#portal/features/public/university/UniversityPage.css.ts';
import { ApplyToProgram } from './ApplyToProgram.tsx';
import { FeesSection } from './FeesSection.tsx';
import { IntakesSection } from './IntakesSection.tsx';
import { STUDY_MODE_LABELS } from './program-labels.ts';
import { RequirementsSection } from './RequirementsSection.tsx';
import { programLoader, useProgram } from './use-program.ts';

export const loader = programLoader;

/** /programs/{id}: a programme with its intakes and deadlines per applicant group, fees, requirements and the way to apply. */
export default function ProgramPage() {
  const { t } = useLingui();
  const program = useProgram();
  const facts = useProgramFacts();
  usePageTitle(program.status === 'ready' && program.data ? facts.name(program.data) : t`Programme`);
  if (program.status === 'failed')
    return (
      <div className={pageStyles.page}>
        <ErrorState
          title={<Trans>The programme could not be loaded</Trans>}
          message={<Trans>Please try again later.</Trans>}
          onRetry={program.retry}
        />
      </div>
    );
  if (!program.data)
    return (
      <NotFoundView
        title={<Trans>Programme not found</Trans>}
        message={<Trans>The programme you are looking for does not exist or is no longer listed.</Trans>}
        back={{ to: paths.programs(), label: <Trans>Back to programmes</Trans> }}
      />
    );
  return <ProgramView program={program.data} />;
}

function ProgramView({ program }: { program: CatalogueProgram }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const labels = useCatalogueLabels();
  const facts = useProgramFacts();
  const { university } = program;
  const city = program.campusCity ?? university.city;
  const country = format.country(university.country);
  const description = (i18n.locale === 'ar' && program.descriptionAr) || program.description;
  return (
    <div className={pageStyles.page}>
      <Link className={shared.backLink} to={paths.programs()}>
        <Icon name="arrowStart" size={18} />
        <Trans>Back to programmes</Trans>
      </Link>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <bdi>{facts.name(program)}</bdi>
        </h1>
        <div className={styles.meta}>
          <Link to={paths.universityDetail(university.id)}>
            <bdi>{university.name}</bdi>
          </Link>
          <span>
            <Trans>
              <bdi>{city}</bdi>, {country}
            </Trans>
          </span>
          <Badge>{labels.level(program.level)}</Badge>
          <Badge>{i18n._(STUDY_MODE_LABELS[program.mode])}</Badge>
        </div>
      </header>
      <div className={shared.withAside}>
        <div>
          {description && <p className={styles.prose}>{description}</p>}
          <Facts
            items={[
              { key: 'field', term: t`Field of study`, value: facts.field(program) },
              {
                key: 'languages',
                term: t`Taught in`,
                value: program.languages.length ? facts.languages(program.languages) : undefined,
              },
              {
                key: 'duration',
                term: t`Duration`,
                value:
                  program.durationMonths === null ? undefined : (
                    <Plural value={program.durationMonths} one="# month" other="# months" />
                  ),
              },
              {
                key: 'ects',
                term: t`ECTS credits`,
                value: program.ects === null ? undefined : format.number(program.ects),
              },
              {
                key: 'web-page',
                term: t`Programme web page`,
                value: program.webPage ? (
                  <a href={program.webPage} target="_blank" rel="noreferrer" className={shared.ltr}>
                    {program.webPage.replace(/^https?:\/\//, '')}
                  </a>
                ) : undefined,
              },
            ]}
          />
          <IntakesSection intakes={program.intakes} note={program.intakeNote} />
          <FeesSection fees={program.fees} applicationFee={program.applicationFee} deposit={program.deposit} />
          <RequirementsSection requirements={program.requirements} />
        </div>
        <aside className={shared.aside} aria-label={t`Apply`}>
          <ApplyToProgram program={program} />
        </aside>
      </div>
    </div>
  );
}
