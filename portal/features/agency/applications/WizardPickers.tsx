import { useLingui } from '@lingui/react/macro';
import * as students from '#sdk/resources/agency-students';
import { api } from '#portal/lib/api.ts';
import { type PickerProps, SearchPicker } from '#portal/lib/pickers/SearchPicker.tsx';

/** Step 1: one of the agency's students, searched by name or e-mail (up to 100, spec part 2, 9). */
export function StudentStep(props: PickerProps) {
  const { t } = useLingui();
  return (
    <SearchPicker
      {...props}
      title={t`Choose a student`}
      searchLabel={t`Search by name or email`}
      missing={t`Please select a student`}
      load={async (search) =>
        (await students.list(api, { search: search || undefined, status: 'active', limit: 100 })).students.map((s) => ({
          id: s.id,
          label: `${s.firstName ?? ''} ${s.lastName ?? ''}`.trim() || (s.email ?? ''),
          description: s.email ?? undefined,
        }))
      }
    />
  );
}
