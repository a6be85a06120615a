import { useLingui } from '@lingui/react/macro';
import type { MoneyTotal, Revenue } from '#sdk/schemas/commission';
import { money } from '#portal/lib/commissions/money.ts';
import { useFormat } from '#portal/lib/format.ts';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';

/** The agency's paid and expected commission, one figure per currency (amounts in different currencies are not added). */
export function RevenueFigures({ revenue }: { revenue: Revenue }) {
  const { t } = useLingui();
  const format = useFormat();
  const amounts = (totals: MoneyTotal[]) =>
    totals.length ? totals.map((total) => money(format, total.amount, total.currency)).join(' · ') : format.number(0);
  return (
    <div className={shared.stats}>
      <StatCard label={t`Revenue`} value={amounts(revenue.paid)} hint={t`Paid commission`} />
      <StatCard
        label={t`Expected revenue`}
        value={amounts(revenue.expected)}
        hint={t`Enrolments and raised claims not paid yet`}
      />
    </div>
  );
}
