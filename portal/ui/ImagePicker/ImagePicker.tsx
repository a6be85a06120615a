import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LIMITS } from '#sdk/schemas/constants';
import { Field } from '#portal/ui/Field/Field.tsx';
import { FileInput } from '#portal/ui/FileInput/FileInput.tsx';
import { ProgressBar } from '#portal/ui/ProgressBar/ProgressBar.tsx';
import * as styles from './ImagePicker.css.ts';

/** A university's image: the one it has, or a newly picked one, with the upload's real progress. */
export function ImagePicker({
  current,
  file,
  onPick,
  progress,
  disabled,
}: {
  current: string | null;
  file: File | undefined;
  onPick: (file: File | undefined) => void;
  progress: number | null;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (picked: File | undefined) => {
    setError(undefined);
    if (picked && !picked.type.startsWith('image/')) {
      setError(t`Please select an image file`);
      return onPick(undefined);
    }
    if (picked && picked.size > LIMITS.logoMaxBytes) {
      setError(t`Image file must be smaller than 5MB`);
      return onPick(undefined);
    }
    onPick(picked);
  };

  const shown = preview ?? current;
  return (
    <div>
      {shown && <img className={styles.preview} src={shown} alt={t`Preview`} />}
      <Field label={t`University image`} hint={t`PNG, JPG, GIF or WebP, at most 5MB.`} error={error}>
        {(control) => (
          <FileInput
            {...control}
            accept="image/png,image/jpeg,image/gif,image/webp"
            buttonLabel={t`Choose image`}
            emptyText={t`No image chosen`}
            onPick={pick}
            disabled={disabled}
          />
        )}
      </Field>
      {progress !== null && <ProgressBar value={progress} label={t`Uploading image…`} />}
    </div>
  );
}
