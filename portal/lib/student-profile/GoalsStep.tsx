import { useLingui } from '@lingui/react/macro';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import type { StudentForm } from './student-form.ts';

export function GoalsStep({ form }: { form: StudentForm }) {
  const { t } = useLingui();
  return (
    <>
      <TextArea label={t`Academic goals`} {...form.field('academicGoals')} />
      <TextArea label={t`Career goals`} {...form.field('careerGoals')} />
      <TextArea label={t`Personal statement`} rows={6} {...form.field('personalStatement')} />
      <TextArea label={t`Why do you want to study abroad?`} {...form.field('whyStudyAbroad')} />
    </>
  );
}
