import { Plural, useLingui } from '@lingui/react/macro';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import type { University } from '#sdk/schemas/university';
import { Link } from 'react-router';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { paths } from '#portal/paths.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import * as styles from './student.css.ts';
import { usePlace } from '#portal/lib/place-name.tsx';

/** Recommended universities: name, city, country, the first 3 specialties and the number of programmes (spec part 1, 2). */
export function RecommendedUniversities({ universities }: { universities: readonly University[] }) {
  const { t } = useLingui();
  const labels = useCatalogueLabels();
  const place = usePlace();
  return (
    <ul className={styles.cards} aria-label={t`Recommended universities`}>
      {universities.map((university) => {
        const programs = university.programCount;
        return (
          <li key={university.id}>
            <Card>
              <h3 className={styles.rowTitle}>
                <Link to={paths.universityDetail(university.id)}>{university.name}</Link>
              </h3>
              <p className={styles.muted}>{place(university)}</p>
              <ul className={styles.tags} aria-label={t`Specialties`}>
                {university.specialties.slice(0, PAGE_SIZES.cardSpecialties).map((name) => (
                  <li key={name}>
                    <Badge tone="brand">{labels.field(name)}</Badge>
                  </li>
                ))}
              </ul>
              <p className={styles.muted}>
                <Plural value={programs} one="# program" other="# programs" />
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
