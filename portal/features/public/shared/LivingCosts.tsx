import { Trans } from '@lingui/react/macro';
import type { CountryGuide } from '#portal/content/countries/index.ts';
import { useGuideText } from './country-guide.ts';
import * as shared from './public.css.ts';

/** A country's monthly budget and rent from its guide, and what else to count on. */
export function LivingCosts({ guide }: { guide: CountryGuide }) {
  const { livingCosts } = useGuideText(guide);
  return (
    <>
      <dl className={shared.facts}>
        <div className={shared.fact}>
          <dt className={shared.factTerm}>
            <Trans>Monthly budget</Trans>
          </dt>
          <dd className={shared.factValue}>{livingCosts.monthlyTotal}</dd>
        </div>
        <div className={shared.fact}>
          <dt className={shared.factTerm}>
            <Trans>Rent</Trans>
          </dt>
          <dd className={shared.factValue}>{livingCosts.rent}</dd>
        </div>
      </dl>
      <p className={shared.prose}>{livingCosts.notes}</p>
    </>
  );
}
