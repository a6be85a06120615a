import { useLingui } from '@lingui/react/macro';
import * as universities from '#sdk/resources/universities';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import { api } from '#portal/lib/api.ts';
import { type PickerProps, SearchPicker } from './SearchPicker.tsx';
import { usePlace } from '../place-name.tsx';

/**
 * A university of the whole catalogue, found by typing: the server searches (20 answers, spec
 * part 2, 9), so it works with 100,000 universities. The agency's wizard and the student's apply
 * form both use it.
 */
export function UniversityPicker(props: PickerProps) {
  const { t } = useLingui();
  const place = usePlace();
  return (
    <SearchPicker
      {...props}
      title={t`Choose a university`}
      searchLabel={t`Search universities`}
      missing={t`Please select a university`}
      load={async (search) =>
        (
          await universities.list(api, { search: search || undefined, limit: PAGE_SIZES.wizardUniversityPicker })
        ).universities.map((u) => ({
          id: u.id,
          label: u.name,
          description: place(u),
        }))
      }
    />
  );
}
