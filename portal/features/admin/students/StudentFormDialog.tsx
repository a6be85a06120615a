import { Trans, useLingui } from '@lingui/react/macro';
import * as adminStudents from '#sdk/resources/admin-students';
import type { AdminStudent } from '#sdk/schemas/admin';
import { COUNTRIES, EDUCATION_LEVELS } from '#sdk/schemas/constants';
import { AdminStudentPayload, AdminStudentUpdate } from '#sdk/schemas/student';
import { api } from '#portal/lib/api.ts';
import { useDialogSave } from '#portal/lib/use-dialog-save.ts';
import { countryOptions } from '#portal/lib/country-options.ts';
import { useFormat } from '#portal/lib/format.ts';
import { EDUCATION_LEVEL_LABELS } from '#portal/lib/labels.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { PasswordField } from '#portal/ui/PasswordField/PasswordField.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Switch } from '#portal/ui/Switch/Switch.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const formValues = (student: AdminStudent | null) => ({
  email: student?.user?.email ?? student?.email ?? '',
  password: '',
  firstName: text(student?.firstName),
  lastName: text(student?.lastName),
  dateOfBirth: text(student?.dateOfBirth),
  nationality: text(student?.nationality),
  phone: text(student?.phone),
  currentEducationLevel: text(student?.currentEducationLevel),
  institutionName: text(student?.institutionName),
  graduationYear: text(student?.graduationYear),
  gpa: text(student?.gpa),
  ieltsScore: text(student?.ieltsScore),
  toeflScore: text(student?.toeflScore),
  preferredPrograms: student?.preferredPrograms.join(', ') ?? '',
  preferredCountries: student?.preferredCountries.join(', ') ?? '',
  budgetRange: text(student?.budgetRange),
  academicGoals: text(student?.academicGoals),
  careerGoals: text(student?.careerGoals),
  personalStatement: text(student?.personalStatement),
  isActive: student?.isActive ?? true,
});

/** The admin student form (spec part 2, 5): on edit the e-mail is disabled and no password is sent. */
export function StudentFormDialog({
  student,
  onClose,
  onSaved,
}: {
  student: AdminStudent | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const form = useForm(formValues(student));
  const { busy: saving, save: send } = useDialogSave(form, { onClose, onSaved });
  const editing = student !== null;

  const save = async () => {
    const { email, password, ...rest } = form.values;
    const created = { email, password: password || undefined, ...rest };
    if (!(editing ? form.check(AdminStudentUpdate, rest) : form.check(AdminStudentPayload, created))) return;
    await send(
      async () => {
        if (editing) await adminStudents.update(api, student.id, rest);
        else await adminStudents.create(api, created);
      },
      {
        done: editing ? t`Student updated successfully` : t`Student created successfully`,
        failed: editing ? t`Failed to update student` : t`Failed to create student`,
      },
    );
  };

  return (
    <FormDialog
      title={editing ? t`Edit Student` : t`Add Student`}
      submitLabel={editing ? <Trans>Save Changes</Trans> : <Trans>Add Student</Trans>}
      busy={saving}
      onSubmit={save}
      onClose={onClose}
    >
      <div className={styles.formGrid}>
        <TextField label={t`Email`} type="email" dir="ltr" required disabled={editing} {...form.field('email')} />
        {!editing && (
          <PasswordField
            label={t`Password`}
            hint={t`Optional: left empty, the student is e-mailed a link to choose their own.`}
            autoComplete="new-password"
            {...form.field('password')}
          />
        )}
        <TextField label={t`First name`} required {...form.field('firstName')} />
        <TextField label={t`Last name`} required {...form.field('lastName')} />
        <TextField label={t`Date of birth`} type="date" {...form.field('dateOfBirth')} />
        <Select
          label={t`Nationality`}
          placeholder={t`Not given`}
          options={countryOptions(COUNTRIES, format, i18n.locale)}
          {...form.field('nationality')}
        />
        <TextField label={t`Phone`} type="tel" dir="ltr" {...form.field('phone')} />
        <Select
          label={t`Education level`}
          placeholder={t`Not given`}
          options={EDUCATION_LEVELS.map((level) => ({ value: level, label: i18n._(EDUCATION_LEVEL_LABELS[level]) }))}
          {...form.field('currentEducationLevel')}
        />
        <TextField label={t`Institution`} {...form.field('institutionName')} />
        <TextField label={t`Graduation year`} inputMode="numeric" {...form.field('graduationYear')} />
        <TextField label={t`GPA`} type="number" step="0.01" min="0" {...form.field('gpa')} />
        <TextField label={t`IELTS score`} type="number" step="0.5" {...form.field('ieltsScore')} />
        <TextField label={t`TOEFL score`} type="number" {...form.field('toeflScore')} />
        <TextField label={t`Budget range`} {...form.field('budgetRange')} />
      </div>
      <TextField
        label={t`Preferred programmes`}
        hint={t`Separate them with commas.`}
        {...form.field('preferredPrograms')}
      />
      <TextField
        label={t`Preferred countries`}
        hint={t`Separate them with commas.`}
        {...form.field('preferredCountries')}
      />
      <TextArea label={t`Academic goals`} rows={2} {...form.field('academicGoals')} />
      <TextArea label={t`Career goals`} rows={2} {...form.field('careerGoals')} />
      <TextArea label={t`Personal statement`} rows={3} {...form.field('personalStatement')} />
      <Switch label={t`Active`} checked={form.values.isActive} onChange={(checked) => form.set('isActive', checked)} />
    </FormDialog>
  );
}
