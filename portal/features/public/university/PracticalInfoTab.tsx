import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { countrySlug } from '#portal/content/countries/index.ts';
import { useFormat } from '#portal/lib/format.ts';
import { paths } from '#portal/paths.ts';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { useCountryGuide, useGuideText } from '#portal/features/public/shared/country-guide.ts';
import type { CountryGuide } from '#portal/content/countries/index.ts';
import { LivingCosts } from '#portal/features/public/shared/LivingCosts.tsx';
import * as styles from './UniversityPage.css.ts';

/** Static display values of spec part 1, 9. */
const BLOCKED_ACCOUNT = { total: 11_208, monthly: 934 };
const HEALTH_INSURANCE = { min: 80, max: 150 };
const MERIT_SCHOLARSHIP = { min: 25, max: 100 };

/** Money and life in the university's country: living costs from its guide, funds for the visa, insurance, scholarships. */
export function PracticalInfoTab({ country }: { country: string }) {
  const { t } = useLingui();
  const slug = countrySlug(country);
  const guide = useCountryGuide(slug);
  if (guide.status === 'loading') return <Skeleton lines={5} label={t`Loading practical information…`} />;
  return <PracticalInfo country={country} guide={guide.status === 'ready' ? guide.data : undefined} />;
}

function PracticalInfo({ country, guide }: { country: string; guide: CountryGuide | undefined }) {
  const format = useFormat();
  const name = format.country(country);
  const total = format.euros(BLOCKED_ACCOUNT.total);
  const monthly = format.euros(BLOCKED_ACCOUNT.monthly);
  const insuranceMin = format.euros(HEALTH_INSURANCE.min);
  const insuranceMax = format.euros(HEALTH_INSURANCE.max);
  const meritMin = format.percent(MERIT_SCHOLARSHIP.min);
  const meritMax = format.percent(MERIT_SCHOLARSHIP.max);
  return (
    <div>
      {guide ? (
        <section className={styles.infoBlock} aria-labelledby="practical-living">
          <h2 id="practical-living" className={styles.infoTitle}>
            <Trans>Living costs in {name}</Trans>
          </h2>
          <LivingCosts guide={guide} />
        </section>
      ) : (
        <section className={styles.infoBlock} aria-labelledby="practical-living">
          <h2 id="practical-living" className={styles.infoTitle}>
            <Trans>Living costs in {name}</Trans>
          </h2>
          <p className={styles.infoText}>
            <Trans>We have no cost guide for {name} yet. Our advisors can tell you what to budget for.</Trans>
          </p>
        </section>
      )}
      {country === 'Germany' ? (
        <section className={styles.infoBlock} aria-labelledby="practical-funds">
          <h2 id="practical-funds" className={styles.infoTitle}>
            <Trans>Blocked account</Trans>
          </h2>
          <p className={styles.infoText}>
            <Trans>
              For the student visa you prove your funds with a blocked account of about {total} for the first year, from
              which about {monthly} per month is paid out.
            </Trans>
          </p>
        </section>
      ) : (
        guide && <Visa guide={guide} />
      )}
      <section className={styles.infoBlock} aria-labelledby="practical-insurance">
        <h2 id="practical-insurance" className={styles.infoTitle}>
          <Trans>Health insurance</Trans>
        </h2>
        <p className={styles.infoText}>
          <Trans>
            Health insurance is required for enrolment and the visa. Student health insurance costs about {insuranceMin}
            –{insuranceMax} per month.
          </Trans>
        </p>
      </section>
      <section className={styles.infoBlock} aria-labelledby="practical-scholarships">
        <h2 id="practical-scholarships" className={styles.infoTitle}>
          <Trans>Scholarships</Trans>
        </h2>
        <p className={styles.infoText}>
          <Trans>
            Merit scholarships covering {meritMin}–{meritMax} of tuition are available to strong applicants.
          </Trans>{' '}
          {guide && (
            <Link to={paths.country(guide.slug)}>
              <Trans>See the scholarships in {name}</Trans>
            </Link>
          )}
        </p>
      </section>
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
      <p className={styles.infoText}>{text.visa}</p>
    </section>
  );
}
