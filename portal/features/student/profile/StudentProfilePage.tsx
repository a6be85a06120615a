import { Trans, useLingui } from '@lingui/react/macro';
import * as studentProfile from '#sdk/resources/student-profile';
import { type Student, StudentSetupPayload } from '#sdk/schemas/student';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { reloadUserAtom } from '#portal/lib/session.ts';
import { AcademicStep } from '#portal/lib/student-profile/AcademicStep.tsx';
import { GoalsStep } from '#portal/lib/student-profile/GoalsStep.tsx';
import { PersonalInfoStep } from '#portal/lib/student-profile/PersonalInfoStep.tsx';
import { PreferencesStep } from '#portal/lib/student-profile/PreferencesStep.tsx';
import { changedFields, STEPS, studentFormValues } from '#portal/lib/student-profile/student-form.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ProfileBanner } from '#portal/features/student/ProfileBanner.tsx';
import { ProfileGate } from '#portal/features/student/ProfileGate.tsx';
import * as styles from '#portal/features/student/student.css.ts';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { usePolled } from '#portal/lib/use-polled.ts';

const SECTIONS = [PersonalInfoStep, AcademicStep, PreferencesStep, GoalsStep];

/** /student/profile (spec part 1, 2): every field, grouped as the setup wizard. */
export default function StudentProfilePage() {
  const { t } = useLingui();
  usePageTitle(t`My Profile`);
  const profile = usePolled(() => studentProfile.retrieve(api), 'profile', 0);
  return (
    <ProfileGate
      load={profile}
      lines={8}
      loadingLabel={t`Loading your profile…`}
      errorTitle={t`Error Loading Profile`}
      errorMessage={t`Unable to load your profile. Please try again.`}
    >
      {(data) => <SavedProfile initial={data.student} />}
    </ProfileGate>
  );
}

/** After a save the form starts again from what the server stored (trimmed, normalised). */
function SavedProfile({ initial }: { initial: Student }) {
  const [saved, setSaved] = useState({ student: initial, version: 0 });
  return (
    <ProfileForm
      key={saved.version}
      student={saved.student}
      onSaved={(student) => setSaved((s) => ({ student, version: s.version + 1 }))}
    />
  );
}

function ProfileForm({ student, onSaved }: { student: Student; onSaved: (student: Student) => void }) {
  const { t, i18n } = useLingui();
  const reloadUser = useSetAtom(reloadUserAtom);
  const [stored] = useState(() => studentFormValues(student));
  const form = useForm(stored);
  const { busy: saving, run } = useAction();
  const changed = changedFields(form.values, stored);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // The whole form is checked (a GPA against its scale), only what changed is sent.
    const parsed = form.check(StudentSetupPayload);
    if (!parsed) return;
    const payload = Object.fromEntries(changed.map((key) => [key, parsed[key]]));
    await run(() => studentProfile.update(api, payload), {
      hold: true,
      done: t`Profile updated successfully!`,
      failed: t`Failed to update profile`,
      onError: form.showServerErrors,
      onDone: ({ student: saved }) => {
        void reloadUser();
        onSaved(saved);
      },
    });
  };

  const saveButton = (
    <Button type="submit" disabled={!changed.length} loading={saving}>
      <Trans>Save Changes</Trans>
    </Button>
  );
  return (
    <form className={styles.page} onSubmit={save} noValidate>
      <PageHeader
        title={<Trans>My Profile</Trans>}
        lead={<Trans>Keep your details up to date; universities see them with your applications.</Trans>}
        action={saveButton}
      />
      <ProfileBanner student={student} />
      {SECTIONS.map((Section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of sections that never moves
        <Card key={i} title={i18n._(STEPS[i].title)}>
          <Section form={form} />
        </Card>
      ))}
      <div className={styles.actions}>{saveButton}</div>
    </form>
  );
}
