import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { StudentDocument } from '#sdk/schemas/document';
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
  OFFER_ACCEPTED: 'success',
  OFFER_DECLINED: 'neutral',
  ENROLLED: 'success',
  NOT_ENROLLED: 'neutral',
};

/** An application's status, with the underscore replaced by a space (spec part 1, 4). */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[status]}>{i18n._(APPLICATION_STATUS_LABELS[status])}</Badge>;
}

/** A document is Verified, Rejected (by an admin, with a remark) or Pending (spec part 1, 4). */
export function DocumentStateBadge({
  document,
}: {
  document: Pick<StudentDocument, 'isVerified' | 'rejectionRemark'>;
}) {
  if (document.isVerified)
    return (
      <Badge tone="success">
        <Trans>Verified</Trans>
      </Badge>
    );
  if (document.rejectionRemark !== null)
    return (
      <Badge tone="danger">
        <Trans>Rejected</Trans>
      </Badge>
    );
  return (
    <Badge tone="warning">
      <Trans>Pending</Trans>
    </Badge>
  );
}
