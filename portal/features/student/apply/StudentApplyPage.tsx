import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#sdk/errors';
import * as applications from '#sdk/resources/student-applications';
import * as profile from '#sdk/resources/student-profile';
import * as universities from '#sdk/resources/universities';
import { type Application, StudentApplicationCreate } from '#sdk/schemas/application';
import { STUDENT_DEGREE_LEVELS } from '#sdk/schemas/constants';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { STUDENT_DEGREE_LEVEL_LABELS } from '#portal/lib/labels.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { reloadUserAtom, useUser } from '#portal/lib/session.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { DegreeLevelSelect } from '#portal/lib/pickers/DegreeLevelSelect.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import * as styles from '#portal/features/student/student.css.ts';
import { usePolled } from '#portal/lib/use-polled.ts';
import { useAction } from '#portal/lib/use-action.ts';
import type { Choice } from '#portal/lib/pickers/SearchPicker.tsx';
import { UniversityPicker } from '#portal/lib/pickers/UniversityPicker.tsx';
import { ProgrammeChoice } from '#portal/lib/pickers/ProgrammeChoice.tsx';
import { VerdictBeforeSubmit } from '#portal/lib/eligibility/VerdictBeforeSubmit.tsx';
import { useProgrammeFields } from '#portal/lib/pickers/use-programme-fields.ts';

interface Loaded {
  /** The university chosen already: the draft's, or the one the address names. */
  university?: Choice;
  application?: Application;
  /** The student's nationality: whose application window (EU/EEA or not) applies. */
  nationality: string | null;
}

/** The draft being edited, the university already chosen and the student's nationality; other universities are found by typing. */
async function loadForm(universityId: number | undefined, applicationId: number | undefined): Promise<Loaded> {
  const [application, nationality] = await Promise.all([
    applicationId ? applications.retrieve(api, applicationId).then((a) => a.application) : undefined,
    profile.retrieve(api).then(
      (answer) => answer.student.nationality,
      () => null,
    ),
  ]);
  if (application)
    return {
      application,
      nationality,
      university: { id: application.university.id, label: application.university.name },
    };
  if (!universityId) return { nationality };
  const { university } = await universities.retrieve(api, universityId);
  return { nationality, university: { id: university.id, label: university.name } };
}

/** /student/apply, /student/apply/{universityId} and /student/applications/{id}/edit (spec part 1, 2 and 5). */
export default function StudentApplyPage() {
  const { t } = useLingui();
  const params = useParams();
  const applicationId = params.id ? Number(params.id) : undefined;
  const universityId = params.universityId ? Number(params.universityId) : undefined;
  usePageTitle(applicationId ? t`Edit Application` : t`Apply to a University`);
  const data = usePolled(() => loadForm(universityId, applicationId), `${applicationId}-${universityId}`, 0);

  if (data.status === 'loading')
    return (
      <div className={styles.page}>
        <Skeleton lines={6} height="2.5rem" label={t`Loading the application form…`} />
      </div>
    );
  if (data.status === 'failed') {
    const missing = data.error instanceof ApiError && data.error.status === 404;
    return (
      <div className={styles.page}>
        {missing ? (
          <EmptyState
            title={t`Application not found`}
            action={<ButtonLink to={paths.student.applications}>{t`My Applications`}</ButtonLink>}
          />
        ) : (
          <ErrorState
            title={t`Error Loading the Form`}
            message={t`Unable to load the application form. Please try again.`}
            onRetry={data.retry}
          />
        )}
      </div>
    );
  }
  const { application } = data.data;
  if (application && application.status !== 'DRAFT') {
    return (
      <div className={styles.page}>
        <EmptyState
          icon="info"
          title={t`This application can no longer be edited`}
          description={t`Only drafts can be edited. This application has been submitted.`}
          action={<ButtonLink to={paths.student.applications}>{t`My Applications`}</ButtonLink>}
        />
      </div>
    );
  }
  return <ApplyForm {...data.data} />;
}

function ApplyForm({ university: preset, application, nationality }: Loaded) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useUser();
  const reloadUser = useSetAtom(reloadUserAtom);
  const [initial] = useState(() => ({
    universityId: String(preset?.id ?? ''),
    programName: application?.programName ?? '',
    programId: String(application?.programId ?? ''),
    intakeId: String(application?.intakeId ?? ''),
    degreeLevel: application?.degreeLevel ?? '',
    personalStatement: application?.personalStatement ?? '',
    motivationLetter: application?.motivationLetter ?? '',
  }));
  const form = useForm(initial);
  const { pending: busy, run } = useAction<'draft' | 'submit'>();
  const [confirming, setConfirming] = useState(false);
  const [chosen, setChosen] = useState(preset);
  const programme = useProgrammeFields(
    form,
    application?.programId ? { id: application.programId, label: application.programName } : undefined,
  );
  const changed = JSON.stringify(form.values) !== JSON.stringify(initial);
  const profileComplete = user?.profileComplete ?? false;

  const payload = (status: 'DRAFT' | 'SUBMITTED') => ({
    ...form.values,
    universityId: Number(form.values.universityId) || 0,
    programId: Number(form.values.programId) || null,
    intakeId: Number(form.values.intakeId) || null,
    status,
  });

  /** Spec part 1, 5: an incomplete profile blocks submission and leads to the profile. */
  const toProfile = () => {
    toast.error(t`Please complete your profile before applying`);
    navigate(paths.student.profile);
  };

  const send = async (status: 'DRAFT' | 'SUBMITTED') => {
    const parsed = form.check(StudentApplicationCreate, payload(status));
    if (!parsed) return;
    const incomplete = (error: unknown) => error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE';
    await run(
      async () => {
        if (application) {
          await applications.update(api, application.id, {
            ...parsed,
            status: status === 'SUBMITTED' ? 'SUBMITTED' : undefined,
          });
        } else {
          await applications.create(api, parsed);
        }
      },
      {
        kind: status === 'DRAFT' ? 'draft' : 'submit',
        hold: true,
        done:
          status === 'DRAFT'
            ? t`Application saved as draft`
            : application
              ? t`Application submitted successfully`
              : t`Application created successfully!`,
        onDone: () => navigate(paths.student.applications),
        onError: (error) => {
          if (!incomplete(error)) return form.showServerErrors(error);
          void reloadUser();
          toProfile();
        },
        failed: (error) =>
          incomplete(error)
            ? null
            : status === 'DRAFT'
              ? t`Failed to save draft`
              : application
                ? t`Failed to submit application`
                : t`Failed to create application`,
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(StudentApplicationCreate, payload('SUBMITTED'))) return;
    if (!profileComplete) return toProfile();
    if (form.values.personalStatement.trim() || form.values.motivationLetter.trim()) setConfirming(true);
    else void send('SUBMITTED');
  };

  const saveDraft = () => {
    const { universityId, programName, degreeLevel } = form.values;
    if (!universityId || !programName.trim() || !degreeLevel) {
      toast.error(t`Please fill in the basic application details to save as draft`);
      return;
    }
    void send('DRAFT');
  };

  const chosenName = chosen?.label;
  return (
    <form className={styles.page} onSubmit={submit} noValidate>
      <div>
        <h1 className={styles.title}>
          {application ? <Trans>Edit Application</Trans> : <Trans>Apply to a University</Trans>}
        </h1>
        <p className={styles.lead}>
          {chosen ? (
            <Trans>
              Applying to <Link to={paths.universityDetail(chosen.id)}>{chosenName}</Link>
            </Trans>
          ) : (
            <Trans>Choose a university and the program you want to study.</Trans>
          )}
        </p>
      </div>
      {!profileComplete && (
        <div className={styles.banner.incomplete} role="status">
          <p className={styles.bannerText}>
            <strong>
              <Trans>Your profile is incomplete</Trans>
            </strong>
            <span>
              <Trans>You can save a draft now; complete your profile before you submit.</Trans>
            </span>
          </p>
          <ButtonLink to={paths.student.profile} variant="secondary" size="sm">
            <Trans>Complete Profile</Trans>
          </ButtonLink>
        </div>
      )}
      <UniversityPicker
        chosen={chosen}
        onChoose={(choice) => {
          setChosen(choice);
          programme.clear();
          form.set('universityId', String(choice.id));
        }}
        error={form.field('universityId').error}
      />
      {chosen && (
        <ProgrammeChoice
          key={chosen.id}
          universityId={chosen.id}
          nationality={nationality}
          {...programme.choice}
          freeText={
            <Card title={t`Program`}>
              <TextField
                label={t`Program name`}
                required
                placeholder={t`e.g. MSc Computer Science`}
                {...form.field('programName')}
              />
            </Card>
          }
        />
      )}
      <VerdictBeforeSubmit programId={form.values.programId} />
      <Card title={t`Degree level`}>
        <DegreeLevelSelect
          levels={STUDENT_DEGREE_LEVELS}
          labels={STUDENT_DEGREE_LEVEL_LABELS}
          {...form.field('degreeLevel')}
        />
      </Card>
      <Card title={t`Statements`}>
        <TextArea
          label={t`Personal statement`}
          rows={6}
          hint={t`Optional. Who you are and why this program.`}
          {...form.field('personalStatement')}
        />
        <TextArea label={t`Motivation letter`} rows={6} hint={t`Optional.`} {...form.field('motivationLetter')} />
      </Card>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => navigate(-1)} disabled={busy !== null}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="secondary" onClick={saveDraft} disabled={!changed || busy !== null} loading={busy === 'draft'}>
          <Trans>Save as Draft</Trans>
        </Button>
        <Button type="submit" disabled={busy !== null} loading={busy === 'submit'}>
          <Trans>Submit Application</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Submit your application?`}
        confirmLabel={t`Submit Application`}
        busy={busy === 'submit'}
        onConfirm={() => {
          setConfirming(false);
          void send('SUBMITTED');
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <Trans>Once submitted, your application and statements can no longer be edited.</Trans>
        </p>
      </ConfirmDialog>
    </form>
  );
}
