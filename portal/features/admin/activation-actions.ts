import { useLingui } from '@lingui/react/macro';
import type { BulkAction } from '#portal/ui/BulkBar/BulkBar.tsx';

/** The bulk actions every list of accounts has (spec part 2, 2): activate and deactivate the ticked rows. */
export function useActivationActions(): BulkAction<'activate' | 'deactivate'>[] {
  const { t } = useLingui();
  return [
    { action: 'activate', label: t`Activate`, name: t`activate` },
    { action: 'deactivate', label: t`Deactivate`, name: t`deactivate` },
  ];
}
