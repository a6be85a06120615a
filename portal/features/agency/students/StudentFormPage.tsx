import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import * as students from '#sdk/resources/agency-students';
import { AGENCY_BUDGET_RANGES, AGENCY_EDUCATION_LEVELS, COUNTRIES, ENGLISH_PROFICIENCY } from '#sdk/schemas/constants';
import { AgencyStudentPayload, type AgencyStudent } from '#sdk/schemas/student';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { BUDGET_RANGE_LABELS, EDUCATION_LEVEL_LABELS, ENGLISH_PROFICIENCY_LABELS } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { Avatar } from '#portal/ui/Avatar/Avatar.tsx';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { Switch } from '#portal/ui/Switch/Switch.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import {
  EMPTY_STUDENT_FORM,
  type StudentFormValues,
  studentFormValues,
  studentPayload,
} from './student-form-values.ts';

/** /students/new and /students/{id}/edit (spec part 2, 2 and 5): one form, three sections. */
export default function StudentFormPage() {
  const { id } = useParams();
  const { t } = useLingui();
  usePageTitle(id ? t`Edit Student` : t`Add New Student`);
  const { error: errorMessage } = useErrorText();
  const loaded = useLoad(
    () => (id ? students.retrieve(api, Number(id)).then((a) => a.student) : Promise.resolve(undefined)),
    id ?? 'new',
  );
  if (loaded.status === 'loading') return <Skeleton lines={6} height="3rem" label={t`Loading student…`} />;
  if (loaded.status === 'failed')
    return (
      <div className={shared.page}>
        <ErrorState
          title={t`Student not found or error loading data`}
          message={errorMessage(loaded.error)}
          onRetry={loaded.retry}
        />
      </div>
    );
  return <StudentForm key={id ?? 'new'} student={loaded.data} />;
}

function StudentForm({ student }: { student?: AgencyStudent }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const initial = student ? studentFormValues(student) : EMPTY_STUDENT_FORM;
  const form = useForm<StudentFormValues>(initial);
  const [active, setActive] = useState(student?.isActive ?? true);
  const { busy: saving, run } = useAction();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const changed =
    !student ||
    active !== student.isActive ||
    (Object.keys(initial) as (keyof StudentFormValues)[]).some((key) => form.values[key] !== initial[key]);
  const dirty = student ? changed : Object.values(form.values).some(Boolean);
  const leave = () => navigate(student ? paths.agency.student(student.id) : paths.agency.students);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(AgencyStudentPayload, studentPayload(form.values, student ? active : undefined));
    if (!payload) return;
    await run(
      async () => {
        if (student) await students.update(api, student.id, payload);
        else await students.create(api, payload);
      },
      {
        done: student ? t`Student profile updated successfully!` : t`Student added successfully!`,
        failed: student
          ? t`Failed to update student profile. Please try again.`
          : t`Failed to add student. Please try again.`,
        onError: form.showServerErrors,
        onDone: () => navigate(student ? paths.agency.student(student.id) : paths.agency.students),
      },
    );
  };

  const options = <V extends string>(values: readonly V[], labels: Record<V, MessageDescriptor>) =>
    values.map((value) => ({ value, label: i18n._(labels[value]) }));
  const nationalities = COUNTRIES.map((c) => ({ value: c, label: format.country(c) })).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.locale),
  );
  const name = `${form.values.firstName} ${form.values.lastName}`.trim();

  return (
    <form className={shared.page} onSubmit={submit} noValidate>
      <header className={shared.header}>
        <div className={shared.actions}>
          {student && <Avatar name={name || student.email || '?'} size="lg" />}
          <h1 className={shared.title}>{student ? <Trans>Edit Student</Trans> : <Trans>Add New Student</Trans>}</h1>
        </div>
        <p className={shared.lead}>
          {student ? (
            <Trans>Update the student&apos;s details. Fields marked * are required.</Trans>
          ) : (
            <Trans>Add a student to your agency. Fields marked * are required.</Trans>
          )}
        </p>
      </header>

      <Card title={t`Personal Information`}>
        <div className={shared.grid}>
          <TextField label={t`First Name`} required autoComplete="off" {...form.field('firstName')} />
          <TextField label={t`Last Name`} required autoComplete="off" {...form.field('lastName')} />
          <TextField label={t`Email`} required type="email" dir="ltr" autoComplete="off" {...form.field('email')} />
          <TextField label={t`Phone`} type="tel" dir="ltr" {...form.field('phone')} />
          <TextField label={t`Date of birth`} type="date" {...form.field('dateOfBirth')} />
          <Select
            label={t`Nationality`}
            placeholder={t`Select a country`}
            options={nationalities}
            {...form.field('nationality')}
          />
          <TextField label={t`Passport number`} dir="ltr" {...form.field('passportNumber')} />
        </div>
      </Card>

      <Card title={t`Academic Background`}>
        <div className={shared.grid}>
          <Select
            label={t`Current education level`}
            placeholder={t`Select a level`}
            options={options(AGENCY_EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS)}
            {...form.field('currentEducationLevel')}
          />
          <TextField
            label={t`GPA (0-4)`}
            type="number"
            inputMode="decimal"
            min={0}
            max={4}
            step={0.01}
            {...form.field('gpa')}
          />
          <Select
            label={t`English proficiency`}
            placeholder={t`Select a level`}
            options={options(ENGLISH_PROFICIENCY, ENGLISH_PROFICIENCY_LABELS)}
            {...form.field('englishProficiency')}
          />
        </div>
      </Card>

      <Card title={t`Study Preferences`}>
        <div className={shared.grid}>
          <Select
            label={t`Budget range`}
            placeholder={t`Select a range`}
            options={options(AGENCY_BUDGET_RANGES, BUDGET_RANGE_LABELS)}
            {...form.field('budgetRange')}
          />
          <TextField label={t`Preferred start date`} type="date" {...form.field('preferredStartDate')} />
        </div>
        <TextArea label={t`Academic goals`} {...form.field('academicGoals')} />
        <TextArea label={t`Career goals`} {...form.field('careerGoals')} />
      </Card>

      {student && (
        <Card title={t`Student Status`}>
          <Switch label={t`Active student`} checked={active} onChange={setActive} />
        </Card>
      )}

      <div className={shared.actions}>
        <Button type="submit" loading={saving} disabled={!changed}>
          {student ? <Trans>Save Changes</Trans> : <Trans>Add Student</Trans>}
        </Button>
        <Button variant="secondary" onClick={() => (dirty ? setConfirmingCancel(true) : leave())}>
          <Trans>Cancel</Trans>
        </Button>
      </div>

      <ConfirmDialog
        open={confirmingCancel}
        title={t`Discard changes?`}
        confirmLabel={t`Discard changes`}
        danger
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={leave}
      >
        <p>
          <Trans>You have unsaved changes. Are you sure you want to cancel?</Trans>
        </p>
      </ConfirmDialog>
    </form>
  );
}
