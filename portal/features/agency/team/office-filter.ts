import { useLingui } from '@lingui/react/macro';
import type { ListFilter } from '#portal/ui/ListToolbar/ListToolbar.tsx';
import { useOffices } from './use-offices.ts';

/**
 * The `office` filter of the agency's students, leads and applications: one office's
 * records. None while the offices load or when the agency has none.
 */
export function useOfficeFilter(): ListFilter<'office'>[] {
  const { t } = useLingui();
  const offices = useOffices();
  if (offices.status !== 'ready' || offices.data.offices.length === 0) return [];
  return [
    {
      key: 'office',
      label: t`Office`,
      placeholder: t`All offices`,
      options: offices.data.offices.map((office) => ({ value: String(office.id), label: office.name })),
    },
  ];
}

/** The `office=` of a list's query from its filter (empty: every office). */
export const officeQuery = (value: string) => (value ? Number(value) : undefined);
