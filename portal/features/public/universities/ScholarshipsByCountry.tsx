import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { COUNTRY_SUMMARIES, countrySlug } from '#portal/content/countries/index.ts';
import { useFormat } from '#portal/lib/format.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { useCountryGuide } from '#portal/features/public/shared/country-guide.ts';
import { CountryScholarships } from '#portal/features/public/shared/CountryScholarships.tsx';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { useRoutePart } from '#portal/lib/route-data.ts';
import type { CountryMeta } from '#sdk/schemas/university';

/** The Scholarships tab: pick a country, see its scholarships and the Europe-wide ones. */
export function ScholarshipsByCountry({ initialCountry }: { initialCountry: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [country, setCountry] = useState(initialCountry);
  const catalogue = useRoutePart<CountryMeta[]>('countries');
  const guide = useCountryGuide(country ? countrySlug(country) : undefined);

  // Every country with a guide, and any other country the catalogue has universities in.
  const names = new Set(COUNTRY_SUMMARIES.map((c) => c.name));
  if (catalogue.status === 'ready') for (const c of catalogue.data) names.add(c.name);
  if (country) names.add(country);
  const collator = new Intl.Collator(i18n.locale);
  const options = [...names]
    .map((name) => ({ value: name, label: format.country(name) }))
    .sort((a, b) => collator.compare(a.label, b.label));

  return (
    <div className={shared.stack}>
      <div>
        <p className={shared.muted}>
          <Trans>Choose a country to see the scholarships international students can apply for there.</Trans>
        </p>
        <Select
          label={t`Country`}
          placeholder={t`Choose a country`}
          value={country}
          options={options}
          onChange={(e) => setCountry(e.target.value)}
        />
      </div>
      {guide.status === 'loading' && <Skeleton lines={4} label={t`Loading scholarships…`} />}
      {guide.status === 'failed' && (
        <ErrorState
          title={<Trans>The scholarships could not be loaded</Trans>}
          message={<Trans>Please try again later.</Trans>}
          onRetry={guide.retry}
        />
      )}
      {guide.status === 'ready' && <CountryScholarships country={country || undefined} guide={guide.data} />}
    </div>
  );
}
