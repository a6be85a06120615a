import { useLingui } from '@lingui/react/macro';
import * as universities from '#sdk/resources/universities';
import { type ComponentProps, useId } from 'react';
import { api } from '#portal/lib/api.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { TextField } from '#portal/ui/TextField/TextField.tsx';

/** The programme's name, typed freely, with the chosen university's own programmes suggested. */
export function ProgrammeField({
  universityId,
  ...field
}: { universityId: number } & Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useLingui();
  const listId = useId();
  const programmes = useLoad(
    () => universities.retrieve(api, universityId).then((a) => a.university.academicPrograms.map((p) => p.name)),
    String(universityId),
  );
  return (
    <>
      <TextField label={t`Program name`} required list={listId} autoComplete="off" {...field} />
      <datalist id={listId}>
        {programmes.status === 'ready' && programmes.data.map((name) => <option key={name} value={name} />)}
      </datalist>
    </>
  );
}
