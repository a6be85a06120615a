import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/agency-applications';
import { AgencyApplicationCreate, type Application } from '#sdk/schemas/application';
import { AGENCY_DEGREE_LEVELS, LIMITS } from '#sdk/schemas/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import { AGENCY_DEGREE_LEVEL_LABELS } from '#portal/lib/labels.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { paths } from '#portal/paths.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ProgressBar } from '#portal/ui/ProgressBar/ProgressBar.tsx';
import { DegreeLevelSelect } from '#portal/lib/pickers/DegreeLevelSelect.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import { VerdictBeforeSubmit } from '#portal/lib/eligibility/VerdictBeforeSubmit.tsx';
import { useProgrammeFields } from '#portal/lib/pickers/use-programme-fields.ts';
import { ProgrammeField } from './ProgrammeField.tsx';
import type { Choice } from '#portal/lib/pickers/SearchPicker.tsx';
import { UniversityPicker } from '#portal/lib/pickers/UniversityPicker.tsx';
import { StudentStep } from './WizardPickers.tsx';

type Step = 1 | 2 | 3;

/** The three steps: student, university, details (spec part 2, 2 and 5). */
export function ApplicationWizard({
  application,
  student: preselected,
}: {
  application?: Application;
  student?: Choice;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const toast = useToast();
  const [student, setStudent] = useState<Choice | undefined>(
    application
      ? {
          id: application.student.id,
          label: `${application.student.firstName ?? ''} ${application.student.lastName ?? ''}`,
        }
      : preselected,
  );
  const [university, setUniversity] = useState<Choice | undefined>(
    application ? { id: application.university.id, label: application.university.name } : undefined,
  );
  // A preselected student (?studentId=) or an edited draft starts at step 2.
  const [step, setStep] = useState<Step>(application || preselected ? 2 : 1);
  const form = useForm({
    programName: application?.programName ?? '',
    programId: String(application?.programId ?? ''),
    intakeId: String(application?.intakeId ?? ''),
    degreeLevel: application?.degreeLevel ?? '',
    personalStatement: application?.personalStatement ?? '',
  });
  const programme = useProgrammeFields(
    form,
    application?.programId ? { id: application.programId, label: application.programName } : undefined,
  );
  const { pending: saving, run } = useAction<'DRAFT' | 'SUBMITTED'>();
  const length = form.values.personalStatement.trim().length;
  const typed = format.number(length);

  const save = async (status: 'DRAFT' | 'SUBMITTED') => {
    const payload = form.check(AgencyApplicationCreate, {
      ...form.values,
      studentId: student?.id,
      universityId: university?.id,
      programId: Number(form.values.programId) || null,
      intakeId: Number(form.values.intakeId) || null,
      status,
    });
    if (!payload) return;
    await run(
      async () => {
        const answer: { application: { id: number } } = application
          ? await applications.update(api, application.id, {
              universityId: payload.universityId,
              programName: payload.programName,
              programId: payload.programId,
              intakeId: payload.intakeId,
              degreeLevel: payload.degreeLevel,
              personalStatement: payload.personalStatement,
              status,
            })
          : await applications.create(api, payload);
        const saved = answer.application;
        toast.success(
          application ? t`Application saved successfully!` : t`Application created successfully!`,
          status === 'SUBMITTED'
            ? t`Application submitted: our admins check it before it goes to the university`
            : undefined,
        );
        await navigate(paths.agency.application(saved.id));
      },
      {
        kind: status,
        failed: application
          ? t`Failed to save application. Please try again.`
          : t`Failed to create application. Please try again.`,
        onError: form.showServerErrors,
      },
    );
  };

  const stepNames = [t`Student`, t`University`, t`Details`];
  const current = format.number(step);
  const total = format.number(3);
  return (
    <>
      <ProgressBar
        value={(step / 3) * 100}
        label={t`Step ${current} of ${total}: ${stepNames[step - 1]}`}
        valueText={t`Step ${current} of ${total}`}
      />
      {step > 1 && student && (
        <p className={shared.muted}>
          <Trans>
            Student: <bdi>{student.label}</bdi>
          </Trans>
        </p>
      )}
      {step === 1 && <StudentStep chosen={student} onChoose={setStudent} />}
      {step === 2 && (
        <UniversityPicker
          chosen={university}
          onChoose={(choice) => {
            setUniversity(choice);
            programme.clear();
          }}
        />
      )}
      {step === 3 && (
        <ProgrammeField
          key={university!.id}
          studentId={student!.id}
          universityId={university!.id}
          {...programme.choice}
          nameField={form.field('programName')}
        />
      )}
      {step === 3 && <VerdictBeforeSubmit programId={form.values.programId} studentId={student!.id} />}
      {step === 3 && (
        <Card title={t`Application Details`}>
          <DegreeLevelSelect
            levels={AGENCY_DEGREE_LEVELS}
            labels={AGENCY_DEGREE_LEVEL_LABELS}
            {...form.field('degreeLevel')}
          />
          <TextArea
            label={t`Personal statement`}
            required
            rows={8}
            hint={plural(LIMITS.personalStatementMin, {
              one: `${typed} / # character minimum`,
              other: `${typed} / # characters minimum`,
            })}
            {...form.field('personalStatement')}
          />
        </Card>
      )}
      <div className={shared.actions}>
        {step > 1 && !(application && step === 2) && (
          <Button variant="secondary" onClick={() => setStep((s) => (s - 1) as Step)}>
            <Trans>Back</Trans>
          </Button>
        )}
        {step < 3 ? (
          <Button disabled={step === 1 ? !student : !university} onClick={() => setStep((s) => (s + 1) as Step)}>
            <Trans>Next</Trans>
          </Button>
        ) : (
          <>
            <Button
              variant="secondary"
              loading={saving === 'DRAFT'}
              disabled={saving !== null}
              onClick={() => save('DRAFT')}
            >
              <Trans>Save as Draft</Trans>
            </Button>
            <Button loading={saving === 'SUBMITTED'} disabled={saving !== null} onClick={() => save('SUBMITTED')}>
              <Trans>Submit Application</Trans>
            </Button>
          </>
        )}
      </div>
    </>
  );
}
