import { Trans, useLingui } from '@lingui/react/macro';
import * as studentProfile from '#sdk/resources/student-profile';
import { StudentSetupPayload } from '#sdk/schemas/student';
import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { ProfileNeeded } from '#portal/lib/setup-redirect.tsx';
import { reloadUserAtom } from '#portal/lib/session.ts';
import { type FieldErrors, issuesByField, useForm } from '#portal/lib/use-form.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { ProgressBar } from '#portal/ui/ProgressBar/ProgressBar.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { afterSetup } from '#portal/features/accounts/next-step.ts';
import { AcademicStep } from '#portal/lib/student-profile/AcademicStep.tsx';
import { GoalsStep } from '#portal/lib/student-profile/GoalsStep.tsx';
import { PersonalInfoStep } from '#portal/lib/student-profile/PersonalInfoStep.tsx';
import { PreferencesStep } from '#portal/lib/student-profile/PreferencesStep.tsx';
import { EMPTY_STUDENT, STEPS, stepOf } from '#portal/lib/student-profile/student-form.ts';
import * as stepStyles from './StudentSetupPage.css.ts';
import { isolate } from '#portal/lib/bidi.ts';
import '#portal/lib/area-field-texts.ts';

const STEP_SCREENS = [PersonalInfoStep, AcademicStep, PreferencesStep, GoalsStep];
const NAMES = ['firstName', 'lastName'];

/** /setup/student: the four-step wizard of spec part 1, 2 and 5 (first and last name required). */
export default function StudentSetupPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Set up your student profile`);
  const format = useFormat();
  const navigate = useNavigate();
  const toast = useToast();
  const reloadUser = useSetAtom(reloadUserAtom);
  const { error: errorMessage, text } = useErrorText();
  const form = useForm(EMPTY_STUDENT);
  const [step, setStep] = useState(0);
  const { busy: submitting, run } = useAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Screen-reader and keyboard users land on the new step's title.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const problems = (): FieldErrors => {
    const result = v.safeParse(StudentSetupPayload, form.values, { abortPipeEarly: true });
    return result.success ? {} : issuesByField(result.issues);
  };

  // Next checks every field of this step (the names on the first), so no step is left with a mistake.
  const next = () => {
    const here = Object.fromEntries(Object.entries(problems()).filter(([field]) => stepOf(field) === step));
    form.setErrors(here);
    if (!Object.keys(here).length) goTo(step + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step < STEPS.length - 1) return next();
    const found = problems();
    if (Object.keys(found).length) {
      form.setErrors(found);
      const missingNames = NAMES.some((name) => name in found);
      const listed = Object.entries(found)
        .map(([field, message]) => `${field}: ${text(message!)}`)
        .join(', ');
      toast.error(missingNames ? t`Please fill in required fields: First Name and Last Name` : listed);
      goTo(stepOf(Object.keys(found)[0]));
      return;
    }
    await run(
      async () => {
        await studentProfile.setup(api, v.parse(StudentSetupPayload, form.values));
        await reloadUser();
      },
      {
        hold: true,
        done: t`Student profile created successfully!`,
        onError: (error) => {
          form.showServerErrors(error);
          const message = isolate(errorMessage(error) || t`Unknown error occurred`);
          toast.error(t`Setup failed: ${message}`);
        },
        onDone: () => navigate(afterSetup('STUDENT'), { replace: true }),
      },
    );
  };

  const Screen = STEP_SCREENS[step];
  const number = format.number(step + 1);
  const total = format.number(STEPS.length);
  const last = step === STEPS.length - 1;
  return (
    <div className={styles.widePage}>
      <h1 className={styles.title}>
        <Trans>Set up your student profile</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Only your first and last name are required. Everything else helps us suggest the right universities.
        </Trans>
      </p>
      <ProfileNeeded className={styles.notice} />
      <div className={stepStyles.progress}>
        <ProgressBar value={((step + 1) / STEPS.length) * 100} label={t`Step ${number} of ${total}`} />
      </div>
      <Card>
        <form onSubmit={submit} noValidate>
          <h2 ref={heading} tabIndex={-1} className={stepStyles.stepTitle}>
            {i18n._(STEPS[step].title)}
          </h2>
          <Screen form={form} />
          <div className={stepStyles.nav}>
            <Button
              variant="secondary"
              disabled={step === 0 || submitting}
              onClick={() => goTo(step - 1)}
              icon={<Icon name="arrowStart" size={18} />}
            >
              <Trans>Previous</Trans>
            </Button>
            {last ? (
              <Button type="submit" loading={submitting}>
                <Trans>Complete Setup</Trans>
              </Button>
            ) : (
              <Button type="submit">
                <Trans>Next</Trans>
                <Icon name="arrowEnd" size={18} />
              </Button>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}
