import { Trans, useLingui } from '@lingui/react/macro';
import * as universityProfile from '#sdk/resources/university-profile';
import { UniversityProfileUpdate, type University } from '#sdk/schemas/university';
import { type FormEvent, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { WeeklySummaryCard } from '#portal/lib/analytics/WeeklySummaryCard.tsx';
import { UniversityProfileFields } from '#portal/lib/university-profile/UniversityProfileFields.tsx';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { ImagePicker } from '#portal/ui/ImagePicker/ImagePicker.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from '#portal/features/university/university.css.ts';

/** The university profile (GET/PUT /users/university/profile) and its image, as the catalogue shows them; the weekly summary. */
export function SettingsTab({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui();
  const profile = useLoad(() => universityProfile.retrieve(api), 'university-profile');
  if (profile.status === 'loading') return <Skeleton lines={6} label={t`Loading your profile…`} />;
  if (profile.status === 'failed') return <ErrorState title={t`Error Loading Profile`} onRetry={profile.retry} />;
  return (
    <div className={styles.stack}>
      <ProfileForm university={profile.data.university} onSaved={onSaved} />
      <WeeklySummaryCard />
    </div>
  );
}

function ProfileForm({ university, onSaved }: { university: University; onSaved: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const form = useForm({
    name: university.name,
    country: university.country,
    city: university.city,
    website: university.website ?? '',
    description: university.description ?? '',
    phone: university.phone ?? '',
    email: university.email ?? '',
  });
  const [image, setImage] = useState<File>();
  const [progress, setProgress] = useState<number | null>(null);
  const [imageUrl, setImageUrl] = useState(university.imageUrl);
  const { busy: saving, run, release } = useAction();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(UniversityProfileUpdate);
    if (!payload) return;
    // Held until the image, if one was picked, is uploaded too.
    const saved = await run(() => universityProfile.update(api, payload), {
      hold: true,
      done: t`Profile updated successfully!`,
      failed: t`Failed to update profile`,
      onError: form.showServerErrors,
    });
    if (!saved) return;
    if (image) {
      setProgress(0);
      try {
        const uploaded = await universityProfile.uploadImageWithProgress(api, image, (f) => setProgress(f * 100));
        setImageUrl(uploaded.imageUrl);
        setImage(undefined);
        toast.success(t`University image uploaded successfully`);
      } catch (error) {
        toast.error(t`Failed to upload image`, errorMessage(error));
      } finally {
        setProgress(null);
      }
    }
    release();
    onSaved();
  };

  return (
    <Card title={t`University profile`}>
      <form onSubmit={save} noValidate>
        <ImagePicker current={imageUrl} file={image} onPick={setImage} progress={progress} disabled={saving} />
        <UniversityProfileFields field={form.field} gridClassName={styles.toolbar} />
        <Button type="submit" loading={saving}>
          <Trans>Save changes</Trans>
        </Button>
      </form>
    </Card>
  );
}
