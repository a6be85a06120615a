import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PlanUsage as Usage } from '#sdk/schemas/student';
import { useFormat } from '#portal/lib/format.ts';
import { SUBSCRIPTION_TIER_LABELS } from '#portal/lib/labels.ts';
import { ProgressBar } from '#portal/ui/ProgressBar/ProgressBar.tsx';

/** The plan's room, "48 of 50 active students" (spec part 2, 9: the caps the server enforces). */
export function PlanUsage({ plan }: { plan: Usage }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const tier = i18n._(SUBSCRIPTION_TIER_LABELS[plan.tier]);
  if (plan.cap === null)
    return (
      <p>
        {tier} · {plural(plan.used, { one: '# active student', other: '# active students' })}
      </p>
    );
  const used = format.number(plan.used);
  // Active students: what the plan counts, beside the dashboard's total of every student.
  const of = plural(plan.cap, { one: `${used} of # active student`, other: `${used} of # active students` });
  return <ProgressBar label={`${tier} · ${of}`} value={(plan.used / plan.cap) * 100} />;
}
