import { useLingui } from '@lingui/react/macro';
import * as students from '#sdk/resources/agency-students';
import { api } from '#portal/lib/api.ts';
import { ProgrammeChoice, type ProgrammeChoiceProps } from '#portal/lib/pickers/ProgrammeChoice.tsx';
import type { BoundField } from '#portal/lib/use-form.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';

/**
 * The programme and intake of the chosen university's catalogue, open for the student's group
 * (by the student's nationality); the programme's name typed freely where the university lists none.
 */
export function ProgrammeField({
  studentId,
  nameField,
  ...choice
}: Omit<ProgrammeChoiceProps, 'nationality' | 'freeText'> & { studentId: number; nameField: BoundField }) {
  const { t } = useLingui();
  const student = useLoad(() => students.retrieve(api, studentId), String(studentId));
  return (
    <ProgrammeChoice
      {...choice}
      nationality={student.status === 'ready' ? student.data.student.nationality : null}
      freeText={
        <Card title={t`Program`}>
          <TextField label={t`Program name`} required autoComplete="off" {...nameField} />
        </Card>
      }
    />
  );
}
