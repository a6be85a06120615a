import { useLingui } from '@lingui/react';
import type { Verdict } from '#sdk/schemas/eligibility';
import { VERDICT_NAMES } from '#names/verdict.ts';
import { Badge, type BadgeTone } from '#portal/ui/Badge/Badge.tsx';

const TONE: Record<Verdict, BadgeTone> = {
  ELIGIBLE: 'success',
  CONDITIONAL: 'warning',
  NOT_ELIGIBLE: 'danger',
  UNKNOWN: 'neutral',
};

/** An eligibility verdict by its name, coloured by what it means. */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { i18n } = useLingui();
  return <Badge tone={TONE[verdict]}>{i18n._(VERDICT_NAMES[verdict])}</Badge>;
}
