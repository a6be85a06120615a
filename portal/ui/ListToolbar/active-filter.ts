import { useLingui } from '@lingui/react/macro';
import type { ListFilter } from './ListToolbar.tsx';

/** The `status` filter of a list of accounts: all, active or inactive. */
export function useActiveFilter(): ListFilter<'status'> {
  const { t } = useLingui();
  return {
    key: 'status',
    label: t`Status`,
    placeholder: t`All statuses`,
    options: [
      { value: 'active', label: t`Active` },
      { value: 'inactive', label: t`Inactive` },
    ],
  };
}
