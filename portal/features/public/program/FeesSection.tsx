import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import type { Charge } from '#sdk/schemas/program-parts';
import { Facts } from '#portal/ui/Facts/Facts.tsx';
import { useProgramFacts } from '#portal/features/public/shared/program-facts.ts';
import * as shared from '#portal/features/public/shared/public.css.ts';

type FeesProps = Pick<CatalogueProgram, 'fees' | 'applicationFee' | 'deposit'>;

/** Tuition per year for each fee group, and the one-off charges, each in the currency the university charges in. */
export function FeesSection({ fees, applicationFee, deposit }: FeesProps) {
  const { t } = useLingui();
  const facts = useProgramFacts();
  const charge = (value: Charge | null) => (value ? facts.money(value.amount, value.currency) : undefined);
  const tuition = (group: 'EU' | 'NON_EU') => {
    const fee = fees.find((f) => f.feeGroup === group);
    if (!fee) return undefined;
    if (fee.amount === 0) return t`Free`;
    const amount = facts.money(fee.amount, fee.currency);
    return t`${amount} per year`;
  };
  const items = [
    { key: 'eu', term: t`Tuition for EU/EEA students`, value: tuition('EU') },
    { key: 'non-eu', term: t`Tuition for non-EU students`, value: tuition('NON_EU') },
    { key: 'application', term: t`Application fee`, value: charge(applicationFee) },
    { key: 'deposit', term: t`Deposit`, value: charge(deposit) },
  ];
  return (
    <section className={shared.section} aria-labelledby="program-fees">
      <h2 id="program-fees" className={shared.subheading}>
        <Trans>Fees</Trans>
      </h2>
      {items.some((item) => item.value !== undefined) ? (
        <Facts items={items} />
      ) : (
        <p className={shared.muted}>
          <Trans>The university has not published its fees yet.</Trans>
        </p>
      )}
    </section>
  );
}
