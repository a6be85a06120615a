import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import { APPLICATION_STATUS_LABELS } from '#portal/lib/labels.ts';
import { Badge, type BadgeTone } from '#portal/ui/Badge/Badge.tsx';

const TONES: Record<ApplicationStatus, BadgeTone> = {
  DRAFT: 'neutral',
  SUBMITTED: 'brand',
  ADMIN_REVIEW: 'warning',
  ADMIN_APPROVED: 'warning',
  UNDER_REVIEW: 'warning',
  ACCEPTED: 'success',
  ADMIN_REJECTED: 'danger',
  REJECTED: 'danger',
  WITHDRAWN: 'neutral',
};

/** An application's status, with the underscore replaced by a space (spec part 1, 4). */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[status]}>{i18n._(APPLICATION_STATUS_LABELS[status])}</Badge>;
}

/** A document is Verified or Pending (spec part 1, 4). */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <Badge tone={verified ? 'success' : 'warning'}>{verified ? <Trans>Verified</Trans> : <Trans>Pending</Trans>}</Badge>
  );
}
