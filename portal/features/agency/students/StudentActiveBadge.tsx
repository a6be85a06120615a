import { Trans } from '@lingui/react/macro';
import { Badge } from '#portal/ui/Badge/Badge.tsx';

/** A student is Active or Inactive (spec part 2, 4). */
export function StudentActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? 'success' : 'neutral'}>{active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}</Badge>
  );
}
