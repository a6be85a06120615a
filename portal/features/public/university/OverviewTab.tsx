import { Trans, useLingui } from '@lingui/react/macro';
import type { UniversityDetail } from '#sdk/schemas/university';
import { useFormat } from '#portal/lib/format.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { EmailText } from '#portal/ui/EmailText/EmailText.tsx';
import { useTuitionText } from '#portal/features/public/shared/tuition.ts';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { Facts } from '#portal/ui/Facts/Facts.tsx';
import * as styles from './UniversityPage.css.ts';

/** What the university is: its description, key figures and fields of study. */
export function OverviewTab({ university: u }: { university: UniversityDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  const labels = useCatalogueLabels();
  const optional = <T,>(value: T | null, show: (value: T) => string) => (value === null ? undefined : show(value));
  const tuition = useTuitionText()(u);
  return (
    <div className={shared.stack}>
      {/* The university's own words, in whatever language it wrote them: their direction, not the page's. */}
      {u.description && (
        <p className={styles.prose} dir="auto">
          {u.description}
        </p>
      )}
      <Facts
        items={[
          {
            key: 'founded',
            term: t`Founded`,
            value: optional(u.founded, (year) => format.number(year, { useGrouping: false })),
          },
          { key: 'students', term: t`Students`, value: optional(u.studentsTotal, (n) => format.number(n)) },
          { key: 'type', term: t`Type`, value: optional(u.universityType, labels.universityType) },
          { key: 'qs', term: t`QS World Ranking`, value: optional(u.qsRank, (rank) => `#${format.number(rank)}`) },
          { key: 'the', term: t`THE World Ranking`, value: optional(u.theRank, (rank) => `#${format.number(rank)}`) },
          { key: 'tuition', term: t`Tuition`, value: tuition },
          { key: 'programs', term: t`Programs`, value: format.number(u.programCount) },
          {
            key: 'phone',
            term: t`Phone`,
            value: u.phone ? (
              <a href={`tel:${u.phone.replace(/\s/g, '')}`} className={shared.ltr}>
                {u.phone}
              </a>
            ) : undefined,
          },
          {
            key: 'email',
            term: t`Email`,
            value: u.email ? (
              <a href={`mailto:${u.email}`}>
                <EmailText address={u.email} />
              </a>
            ) : undefined,
          },
        ]}
      />
      {u.specialties.length > 0 && (
        <section aria-labelledby="overview-specialties">
          <h2 id="overview-specialties" className={shared.subheading}>
            <Trans>Specialties</Trans>
          </h2>
          <ul className={styles.badges}>
            {u.specialties.map((name) => (
              <li key={name}>
                <Badge tone="brand">{labels.field(name)}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
