import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { CountryGuide } from '#portal/content/countries/index.ts';
import { EUROPE_WIDE_SCHOLARSHIPS } from '#portal/content/countries/erasmus.ts';
import { useFormat } from '#portal/lib/format.ts';
import { ScholarshipList } from './ScholarshipList.tsx';
import * as styles from './public.css.ts';

/**
 * A country's own scholarships (or the spec's message when it has none, part 1, 8), then the
 * schemes open in every European country. Without a country, only the Europe-wide schemes.
 */
export function CountryScholarships({ country, guide }: { country?: string; guide: CountryGuide | undefined }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const language = i18n.locale === 'ar' ? 'ar' : 'en';
  const own = guide?.[language].scholarships ?? [];
  const name = country ? format.country(country) : undefined;
  return (
    <div className={styles.stack}>
      {name && (
        <section aria-labelledby="country-scholarships">
          <h2 id="country-scholarships" className={styles.subheading}>
            <Trans>Scholarships in {name}</Trans>
          </h2>
          {own.length > 0 ? (
            <ScholarshipList scholarships={own} headingLevel={3} />
          ) : (
            <p className={styles.notice}>
              <Trans>No scholarship information available for this country yet.</Trans>
            </p>
          )}
        </section>
      )}
      <section aria-labelledby="europe-wide-scholarships">
        <h2 id="europe-wide-scholarships" className={styles.subheading}>
          <Trans>Europe-wide scholarships</Trans>
        </h2>
        <p className={styles.muted}>
          {name ? (
            <Trans>These programmes fund studies in many European countries, including {name}.</Trans>
          ) : (
            <Trans>These programmes fund studies in many European countries.</Trans>
          )}
        </p>
        <ScholarshipList scholarships={EUROPE_WIDE_SCHOLARSHIPS[language]} headingLevel={3} />
      </section>
    </div>
  );
}
