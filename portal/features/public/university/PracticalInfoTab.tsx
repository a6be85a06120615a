import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { countrySlug } from '#portal/content/countries/index.ts';
import { useFormat } from '#portal/lib/format.ts';
import { paths } from '#portal/paths.ts';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { useCountryGuide, useGuideText } from '#portal/features/public/shared/country-guide.ts';
import type { CountryGuide } from '#portal/content/countries/index.ts';
import { GuideFigures } from '#portal/features/public/shared/GuideFigures.tsx';
import { LivingCosts } from '#portal/features/public/shared/LivingCosts.tsx';
import * as styles from './UniversityPage.css.ts';

/**
 * Money and life in the university's country, all from its guide (no figure of its
 * own): living costs, the visa with its funds and insurance, scholarships.
 */
export function PracticalInfoTab({ country }: { country: string }) {
  const { t } = useLingui();
  const guide = useCountryGuide(countrySlug(country));
  if (guide.status === 'loading') return <Skeleton lines={5} label={t`Loading practical information…`} />;
  return <PracticalInfo country={country} guide={guide.status === 'ready' ? guide.data : undefined} />;
}

function PracticalInfo({ country, guide }: { country: string; guide: CountryGuide | undefined }) {
  const format = useFormat();
  const name = format.country(country);
  return (
    <div>
      <section className={styles.infoBlock} aria-labelledby="practical-living">
        <h2 id="practical-living" className={styles.infoTitle}>
          <Trans>Living costs in {name}</Trans>
        </h2>
        {guide ? (
          <LivingCosts guide={guide} />
        ) : (
          <p className={styles.infoText}>
            <Trans>We have no cost guide for {name} yet. Our advisors can tell you what to budget for.</Trans>
          </p>
        )}
      </section>
      {guide && <Visa guide={guide} />}
      {guide && <Scholarships guide={guide} name={name} />}
    </div>
  );
}

function Visa({ guide }: { guide: CountryGuide }) {
  const text = useGuideText(guide);
  return (
    <section className={styles.infoBlock} aria-labelledby="practical-visa">
      <h2 id="practical-visa" className={styles.infoTitle}>
        <Trans>Student visa and proof of funds</Trans>
      </h2>
      <GuideFigures guide={guide} />
      <p className={styles.infoText}>{text.visa}</p>
    </section>
  );
}

/** The guide's scholarships by name (each isolated: most are English names in Arabic sentences); the country page describes them. */
function Scholarships({ guide, name }: { guide: CountryGuide; name: string }) {
  const { i18n } = useLingui();
  const scholarships = useGuideText(guide).scholarships;
  const parts = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).formatToParts(
    scholarships.map((s) => s.name),
  );
  const names = (
    <>{parts.map((part) => (part.type === 'element' ? <bdi key={part.value}>{part.value}</bdi> : part.value))}</>
  );
  return (
    <section className={styles.infoBlock} aria-labelledby="practical-scholarships">
      <h2 id="practical-scholarships" className={styles.infoTitle}>
        <Trans>Scholarships</Trans>
      </h2>
      <p className={styles.infoText}>
        {scholarships.length > 0 ? (
          <Trans>
            Scholarships for international students in {name} include {names}.
          </Trans>
        ) : (
          <Trans>No scholarship information available for this country yet.</Trans>
        )}{' '}
        <Link to={paths.country(guide.slug)}>
          <Trans>See the scholarships in {name}</Trans>
        </Link>
      </p>
    </section>
  );
}
