import { useLingui } from '@lingui/react/macro';
import type { ClaimStatus } from '#sdk/schemas/commission';
import { CLAIM_STATUS_NAMES } from '#names/claim-status.ts';
import { Badge, type BadgeTone } from '#portal/ui/Badge/Badge.tsx';

const TONES: Record<ClaimStatus, BadgeTone> = {
  EXPECTED: 'neutral',
  RAISED: 'brand',
  PAID: 'success',
  DISPUTED: 'danger',
  RECEIVED: 'success',
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[status]}>{i18n._(CLAIM_STATUS_NAMES[status])}</Badge>;
}
