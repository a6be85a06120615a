import { useLingui } from '@lingui/react/macro';
import * as programs from '#sdk/resources/programs';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import { api } from '#portal/lib/api.ts';
import { AGENCY_DEGREE_LEVEL_LABELS } from '#portal/lib/labels.ts';
import { type PickerProps, SearchPicker } from './SearchPicker.tsx';

/** The programme's name in the reader's language, where the university gives one. */
export const programmeName = (program: Pick<CatalogueProgram, 'name' | 'nameAr'>, locale: string) =>
  (locale === 'ar' && program.nameAr) || program.name;

/**
 * A programme of one university's catalogue, found by typing: the server searches the
 * university's programmes (GET /api/programs?universityId=), however many it lists.
 */
export function ProgrammePicker({ universityId, ...props }: PickerProps & { universityId: number }) {
  const { t, i18n } = useLingui();
  return (
    <SearchPicker
      {...props}
      title={t`Choose a programme`}
      searchLabel={t`Search the university's programmes`}
      missing={t`Please choose a programme`}
      load={async (search) =>
        (
          await programs.search(api, { universityId, q: search || undefined, limit: PAGE_SIZES.wizardUniversityPicker })
        ).programs.map((program) => ({
          id: program.id,
          label: programmeName(program, i18n.locale),
          description: AGENCY_DEGREE_LEVEL_LABELS[program.level as keyof typeof AGENCY_DEGREE_LEVEL_LABELS]
            ? i18n._(AGENCY_DEGREE_LEVEL_LABELS[program.level as keyof typeof AGENCY_DEGREE_LEVEL_LABELS])
            : program.level,
        }))
      }
    />
  );
}
