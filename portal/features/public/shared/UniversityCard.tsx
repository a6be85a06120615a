import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import type { University, UniversityList } from '#sdk/schemas/university';
import { Link } from 'react-router';
import { useFormat } from '#portal/lib/format.ts';
import { paths } from '#portal/paths.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { PlaceName } from '#portal/lib/place-name.tsx';
import { useTuitionText } from './tuition.ts';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import * as styles from './UniversityCard.css.ts';

/** The programmes of one university that a search found it by (GET /universities' `matchedPrograms`). */
type MatchedPrograms = NonNullable<UniversityList['matchedPrograms']>[string];

/**
 * A university in a list: name, place, at most 3 specialties plus "+N more" (spec part 1, 2 and 9), key figures,
 * and the programmes a search found it by.
 */
export function UniversityCard({ university, matched }: { university: University; matched?: MatchedPrograms }) {
  const { t } = useLingui();
  const format = useFormat();
  const labels = useCatalogueLabels();
  const shown = university.specialties.slice(0, PAGE_SIZES.cardSpecialties);
  const more = university.specialties.length - shown.length;
  const moreCount = format.number(more);
  const programs = format.number(university.programCount);
  const tuition = useTuitionText()(university);
  return (
    <article className={styles.card} data-testid="university-card">
      <div className={styles.top}>
        <h3 className={styles.name}>
          <Link className={styles.nameLink} to={paths.universityDetail(university.id)}>
            <bdi>{university.name}</bdi>
          </Link>
        </h3>
        {university.featured && (
          <Badge tone="warning">
            <Trans>Featured</Trans>
          </Badge>
        )}
      </div>
      <p className={styles.place}>
        <PlaceName city={university.city} country={university.country} />
      </p>
      {shown.length > 0 && (
        <ul className={styles.badges} aria-label={t`Specialties`}>
          {shown.map((name) => (
            <li key={name}>
              <Badge tone="brand">{labels.field(name)}</Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge>
                <Trans>+{moreCount} more</Trans>
              </Badge>
            </li>
          )}
        </ul>
      )}
      {matched && matched.length > 0 && (
        <div className={styles.matched}>
          <p className={styles.matchedTitle} id={`matched-${university.id}`}>
            <Trans>Matching programmes</Trans>
          </p>
          <ul className={styles.matchedList} aria-labelledby={`matched-${university.id}`}>
            {matched.map((program) => (
              <li key={program.id}>
                <Link to={paths.program(program.id)}>
                  <bdi>{program.name}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Trans>Programs</Trans>
          </dt>
          <dd className={styles.factValue}>{programs}</dd>
        </div>
        {tuition && (
          <div className={styles.fact}>
            <dt>
              <Trans>Tuition</Trans>
            </dt>
            <dd className={styles.factValue}>{tuition}</dd>
          </div>
        )}
      </dl>
      <div className={styles.footer}>
        <ButtonLink
          to={paths.universityDetail(university.id)}
          variant="secondary"
          size="sm"
          aria-label={t`View details of ${university.name}`}
        >
          <Trans>View details</Trans>
          <Icon name="arrowEnd" size={16} />
        </ButtonLink>
      </div>
    </article>
  );
}

/** Grey cards in the shape of university cards while a list loads. */
export function UniversityCardSkeletons({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={t`Loading universities…`}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move
        <li key={i} className={styles.card} aria-hidden="true">
          <Skeleton lines={4} height="1.1rem" />
        </li>
      ))}
    </ul>
  );
}

/** Cards in the list grid. */
export function UniversityGrid({
  universities,
  matchedPrograms,
}: {
  universities: readonly University[];
  matchedPrograms?: UniversityList['matchedPrograms'];
}) {
  return (
    <ul className={styles.grid}>
      {universities.map((university) => (
        <li key={university.id} className={styles.cell}>
          <UniversityCard university={university} matched={matchedPrograms?.[university.id]} />
        </li>
      ))}
    </ul>
  );
}
