import { useState } from 'react';
import type { BoundField } from '#portal/lib/use-form.ts';
import type { ProgrammeChoiceProps } from './ProgrammeChoice.tsx';
import type { Choice } from './SearchPicker.tsx';

type ProgrammeKey = 'programId' | 'programName' | 'intakeId';

/** The fields of an application's form that say what it is for (the agency's wizard, the student's form). */
interface ProgrammeForm {
  values: { programId: string; intakeId: string };
  set: (key: ProgrammeKey, value: string) => void;
  field: (key: ProgrammeKey) => BoundField;
}

/**
 * The programme chosen for an application, kept in its form: a programme names the application and
 * clears the intake chosen for another; `clear` forgets both when the university changes.
 */
export function useProgrammeFields(form: ProgrammeForm, initial: Choice | undefined) {
  const [programme, setProgramme] = useState(initial);
  const choice: Pick<ProgrammeChoiceProps, 'programme' | 'onProgramme' | 'intakeId' | 'onIntake' | 'errors'> = {
    programme,
    onProgramme: (chosen) => {
      setProgramme(chosen);
      form.set('programId', String(chosen.id));
      form.set('programName', chosen.label);
      form.set('intakeId', '');
    },
    intakeId: Number(form.values.intakeId) || undefined,
    onIntake: (id) => form.set('intakeId', String(id)),
    errors: { programId: form.field('programId').error, intakeId: form.field('intakeId').error },
  };
  const clear = () => {
    setProgramme(undefined);
    form.set('programId', '');
    form.set('intakeId', '');
  };
  return { choice, clear };
}
