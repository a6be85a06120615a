import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as universities from '#sdk/resources/universities';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import type { CountryMeta, UniversityList } from '#sdk/schemas/university';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import { countriesPart } from '#portal/features/public/shared/catalogue-meta.ts';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { UniversityGrid } from '#portal/features/public/shared/UniversityCard.tsx';
import { routeLoader, useRoutePart } from '#portal/lib/route-data.ts';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import * as styles from './HomePage.css.ts';

export const loader = routeLoader({
  featured: (client) => universities.list(client, { featured: true, limit: PAGE_SIZES.homeFeatured }),
  countries: countriesPart,
});

/** Home (spec part 1, 2): hero search, 6 featured universities, why Europe, top 6 countries, call to action. */
export default function HomePage() {
  const { t } = useLingui();
  usePageTitle(t`Find your university in Europe`);
  return (
    <>
      <Hero />
      <div className={pageStyles.page}>
        <Featured />
        <WhyEurope />
        <TopCountries />
        <CallToAction />
      </div>
    </>
  );
}

function Hero() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.universities({ search: search.trim() }));
  };
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <h1 id="hero-title" className={styles.heroTitle}>
          <Trans>Your future starts at a European university</Trans>
        </h1>
        <p className={styles.heroText}>
          <Trans>
            Compare universities and programmes across Europe, find scholarships, and apply with the help of our
            advisors.
          </Trans>
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the search landmark; a <search> wrapper would change the layout */}
        <form role="search" className={styles.search} onSubmit={submit}>
          <label htmlFor="hero-search" className={visuallyHidden}>
            <Trans>Search universities</Trans>
          </label>
          <input
            id="hero-search"
            type="search"
            className={styles.searchInput}
            placeholder={t`University name, city or field of study`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Button type="submit" size="lg" className={styles.searchButton} icon={<Icon name="search" />}>
            <Trans>Search</Trans>
          </Button>
        </form>
      </div>
    </section>
  );
}

function Featured() {
  const featured = useRoutePart<UniversityList>('featured');
  return (
    <section className={shared.section} aria-labelledby="featured-title">
      <div className={shared.sectionHeader}>
        <h2 id="featured-title" className={shared.heading}>
          <Trans>Featured universities</Trans>
        </h2>
        <Link to={paths.universities()}>
          <Trans>View all universities</Trans>
        </Link>
      </div>
      {featured.status === 'failed' && (
        <ErrorState
          title={<Trans>Error loading universities</Trans>}
          message={<Trans>There was an error loading the universities. Please try again later.</Trans>}
          onRetry={featured.retry}
        />
      )}
      {featured.status === 'ready' && <UniversityGrid universities={featured.data.universities} />}
    </section>
  );
}

function WhyEurope() {
  const { t } = useLingui();
  const reasons = [
    {
      title: t`World-class education`,
      text: t`Europe is home to many of the world's oldest and highest-ranked universities, with strong research in every field.`,
    },
    {
      title: t`Low or no tuition`,
      text: t`Public universities in many countries charge little or no tuition, even for international students.`,
    },
    {
      title: t`Programmes in English`,
      text: t`Thousands of bachelor's and master's programmes are taught fully in English.`,
    },
    {
      title: t`Work and stay after graduating`,
      text: t`Most countries let students work part-time and give graduates time to look for a job.`,
    },
  ];
  return (
    <section className={shared.section} aria-labelledby="why-title">
      <h2 id="why-title" className={`${shared.heading} ${shared.sectionHeader}`}>
        <Trans>Why study in Europe?</Trans>
      </h2>
      <ul className={styles.reasons}>
        {reasons.map((reason) => (
          <li key={reason.title}>
            <div className={styles.reason}>
              <h3 className={styles.reasonTitle}>{reason.title}</h3>
              <p className={styles.reasonText}>{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TopCountries() {
  const format = useFormat();
  const countries = useRoutePart<CountryMeta[]>('countries');
  return (
    <section className={shared.section} aria-labelledby="countries-title">
      <div className={shared.sectionHeader}>
        <h2 id="countries-title" className={shared.heading}>
          <Trans>Top destinations</Trans>
        </h2>
        <Link to={paths.countries}>
          <Trans>All countries</Trans>
        </Link>
      </div>
      {countries.status === 'failed' && (
        <ErrorState
          title={<Trans>The countries could not be loaded</Trans>}
          message={<Trans>Please try again later.</Trans>}
          onRetry={countries.retry}
        />
      )}
      {countries.status === 'ready' && (
        <ul className={styles.countries}>
          {countries.data.slice(0, PAGE_SIZES.homeCountries).map((country) => (
            <li key={country.name}>
              <Link className={styles.country} to={paths.universities({ country: country.name })}>
                <span className={styles.countryName}>{format.country(country.name)}</span>
                <span className={styles.countryCount}>
                  <Plural value={country.universityCount} one="# university" other="# universities" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CallToAction() {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <h2 id="cta-title" className={shared.heading}>
        <Trans>Ready to start your journey?</Trans>
      </h2>
      <p className={shared.muted}>
        <Trans>Create a free account to save universities, prepare your documents and apply.</Trans>
      </p>
      <div className={styles.ctaActions}>
        <ButtonLink to={paths.register} size="lg">
          <Trans>Get Started</Trans>
        </ButtonLink>
        <ButtonLink to={paths.contact} size="lg" variant="secondary">
          <Trans>Talk to an advisor</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
