import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as universities from '#sdk/resources/universities';
import { Link, useParams } from 'react-router';
import { type CountryGuide, loadCountryGuide } from '#portal/content/countries/index.ts';
import type { CountryMeta, UniversityList } from '#sdk/schemas/university';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import { countriesPart } from '#portal/features/public/shared/catalogue-meta.ts';
import { useGuideText } from '#portal/features/public/shared/country-guide.ts';
import { CountryScholarships } from '#portal/features/public/shared/CountryScholarships.tsx';
import { type Destination, destinations } from '#portal/content/countries/destinations.ts';
import { GuideFigures } from '#portal/features/public/shared/GuideFigures.tsx';
import { LivingCosts } from '#portal/features/public/shared/LivingCosts.tsx';
import { NotFoundView } from '#portal/features/public/shared/NotFoundView.tsx';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { UniversityGrid } from '#portal/features/public/shared/UniversityCard.tsx';
import { routeLoader, useRoutePart } from '#portal/lib/route-data.ts';
import * as styles from './CountryPage.css.ts';
import { isolate } from '#portal/lib/bidi.ts';

export const loader = routeLoader({
  countries: countriesPart,
  guide: (_client, { params }) => loadCountryGuide(params.id ?? ''),
  // The country's first universities, by the name the catalogue knows it by (none for an unknown slug).
  universities: async (client, { params }) => {
    const destination = destinations(await countriesPart(client)).find((c) => c.slug === params.id);
    return destination ? universities.list(client, { country: destination.name, limit: UNIVERSITIES_SHOWN }) : null;
  },
});

/**
 * /countries/{slug}: a destination's universities (from the catalogue) and its guide: education
 * system, living costs, visa and scholarships. A country without a guide that the catalogue has
 * universities in still gets its page; any other slug gets the not-found view.
 */
export default function CountryPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { id: slug = '' } = useParams();
  const catalogue = useRoutePart<CountryMeta[]>('countries');
  const guide = useRoutePart<CountryGuide | undefined>('guide');
  const destination = destinations(catalogue.status === 'ready' ? catalogue.data : undefined).find(
    (c) => c.slug === slug,
  );
  usePageTitle(destination ? format.country(destination.name) : t`Country`);

  // Without a guide, only the catalogue can tell whether the country exists.
  if (guide.status === 'failed' || (!destination && catalogue.status === 'failed')) {
    const retry = () => (guide.status === 'failed' ? guide.retry() : catalogue.retry());
    return (
      <div className={pageStyles.page}>
        <ErrorState
          title={<Trans>The country guide could not be loaded</Trans>}
          message={<Trans>Please try again later.</Trans>}
          onRetry={retry}
        />
      </div>
    );
  }
  if (!destination) {
    return (
      <NotFoundView
        title={<Trans>Country not found</Trans>}
        message={<Trans>We have no study destination at this address.</Trans>}
        back={{ to: paths.countries, label: <Trans>All countries</Trans> }}
      />
    );
  }
  return <CountryView destination={destination} guide={guide.status === 'ready' ? guide.data : undefined} />;
}

function CountryView({ destination, guide }: { destination: Destination; guide: CountryGuide | undefined }) {
  const format = useFormat();
  const name = format.country(destination.name);
  return (
    <div className={pageStyles.page}>
      <Link className={shared.backLink} to={paths.countries}>
        <Icon name="arrowStart" size={18} />
        <Trans>All countries</Trans>
      </Link>
      <div className={styles.header}>
        {destination.code && (
          <span className={shared.countryCode} aria-hidden="true">
            {destination.code}
          </span>
        )}
        <h1 className={styles.title}>
          <Trans>Study in {name}</Trans>
        </h1>
      </div>
      {guide && <Summary guide={guide} />}
      <div className={styles.sections}>
        <CountryUniversities country={destination.name} />
        {guide && <Guide guide={guide} country={name} />}
        <CountryScholarships country={destination.name} guide={guide} />
        <Card title={<Trans>Not sure where to start?</Trans>}>
          <p className={shared.muted}>
            <Trans>
              Our advisors help you choose a university in {name}, prepare your application and plan your visa, free of
              charge.
            </Trans>
          </p>
          <ButtonLink to={paths.contact}>
            <Trans>Talk to an advisor</Trans>
          </ButtonLink>
        </Card>
      </div>
    </div>
  );
}

/** The guides name currencies in English ("Swiss franc (CHF)"); other readers get their language's name of the code. */
function currencyName(english: string, locale: string): string {
  const code = /\(([A-Z]{3})\)/.exec(english)?.[1];
  if (locale === 'en' || !code) return english;
  return `${new Intl.DisplayNames(locale, { type: 'currency' }).of(code)} (${isolate(code)})`;
}

function Summary({ guide }: { guide: CountryGuide }) {
  const text = useGuideText(guide);
  const { i18n } = useLingui();
  const capital = i18n.locale === 'ar' ? guide.ar.capital : guide.capital;
  return (
    <>
      <p className={shared.lead}>{text.summary}</p>
      <dl className={shared.facts}>
        <div className={shared.fact}>
          <dt className={shared.factTerm}>
            <Trans>Capital</Trans>
          </dt>
          <dd className={shared.factValue}>{capital}</dd>
        </div>
        <div className={shared.fact}>
          <dt className={shared.factTerm}>
            <Trans>Currency</Trans>
          </dt>
          <dd className={shared.factValue}>{currencyName(guide.currency, i18n.locale)}</dd>
        </div>
      </dl>
    </>
  );
}

const UNIVERSITIES_SHOWN = 6;

/** The first page of the country's universities, and the way to all of them in the catalogue. */
function CountryUniversities({ country }: { country: string }) {
  const format = useFormat();
  const name = format.country(country);
  const list = useRoutePart<UniversityList>('universities');
  const total = list.status === 'ready' ? format.number(list.data.pagination.total) : '';
  return (
    <section aria-labelledby="country-universities">
      <div className={shared.sectionHeader}>
        <h2 id="country-universities" className={shared.subheading}>
          <Trans>Universities in {name}</Trans>
        </h2>
        {list.status === 'ready' && list.data.pagination.total > list.data.universities.length && (
          <Link to={paths.universities({ country })}>
            {list.data.pagination.totalIsLowerBound ? (
              <Trans>
                All {total}+ universities in {name}
              </Trans>
            ) : (
              <Plural
                value={list.data.pagination.total}
                one={`All # university in ${name}`}
                other={`All # universities in ${name}`}
              />
            )}
          </Link>
        )}
      </div>
      {list.status === 'failed' && (
        <ErrorState
          title={<Trans>Error loading universities</Trans>}
          message={<Trans>There was an error loading the universities. Please try again later.</Trans>}
          onRetry={list.retry}
        />
      )}
      {list.status === 'ready' &&
        (list.data.universities.length ? (
          <UniversityGrid universities={list.data.universities} />
        ) : (
          <EmptyState
            title={<Trans>No universities found</Trans>}
            description={<Trans>We have no universities listed in {name} yet.</Trans>}
          />
        ))}
    </section>
  );
}

function Guide({ guide, country }: { guide: CountryGuide; country: string }) {
  const text = useGuideText(guide);
  return (
    <>
      <section aria-labelledby="country-education">
        <h2 id="country-education" className={shared.subheading}>
          <Trans>Education system</Trans>
        </h2>
        <p className={styles.text}>{text.education}</p>
      </section>
      <section aria-labelledby="country-costs">
        <h2 id="country-costs" className={shared.subheading}>
          <Trans>Living costs in {country}</Trans>
        </h2>
        <LivingCosts guide={guide} />
      </section>
      <section aria-labelledby="country-visa">
        <h2 id="country-visa" className={shared.subheading}>
          <Trans>Student visa</Trans>
        </h2>
        <GuideFigures guide={guide} />
        <p className={styles.text}>{text.visa}</p>
      </section>
    </>
  );
}
