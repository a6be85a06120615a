import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryGuide } from '#portal/content/countries/index.ts';
import { yearlyFunds } from '#portal/content/countries/figures.ts';
import { useFormat } from '#portal/lib/format.ts';
import { Facts } from '#portal/ui/Facts/Facts.tsx';

/**
 * The visa funds and health insurance of a country, from its guide: the country page and its
 * universities' Practical Info tabs show these same figures. Nothing when the guide has none.
 */
export function GuideFigures({ guide }: { guide: CountryGuide }) {
  const { t } = useLingui();
  const format = useFormat();
  const { proofOfFunds: funds, healthInsurance: insurance } = guide.figures ?? {};
  if (!funds && !insurance) return null;
  const year = (value: number) => format.number(value, { useGrouping: false });
  const firstYear = funds && format.euros(yearlyFunds(funds));
  const monthly = funds && format.euros(funds.monthly);
  const from = funds && year(funds.year);
  const to = funds && year(funds.year + 1);
  const insuranceMin = insurance && format.euros(insurance.min);
  const insuranceMax = insurance && format.euros(insurance.max);
  return (
    <Facts
      items={[
        {
          key: 'funds',
          term: funds?.blockedAccount ? t`Blocked account` : t`Funds to prove for the visa`,
          value: funds && (
            <Trans>
              {firstYear} for the first year ({monthly} a month, the rate for {from}–{to})
            </Trans>
          ),
        },
        {
          key: 'insurance',
          term: t`Student health insurance`,
          value: insurance && (
            <Trans>
              {insuranceMin}–{insuranceMax} a month
            </Trans>
          ),
        },
      ]}
    />
  );
}
