import { useLingui } from '@lingui/react/macro';
import { Field } from '#portal/ui/Field/Field.tsx';
import { FileInput } from '#portal/ui/FileInput/FileInput.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';

/** The agency's logo picker (spec part 1, 5), showing the logo it has, if any; sent by a separate upload. */
export function AgencyLogoField({
  current,
  error,
  onPick,
}: {
  current?: string | null;
  /** Translated. */
  error: string | undefined;
  onPick: (file: File | undefined) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      {current && <img className={styles.logo} src={current} alt={t`Your current logo`} />}
      <Field label={t`Logo`} hint={t`An image smaller than 5 MB`} error={error}>
        {(props) => (
          <FileInput
            accept="image/*"
            name="logo"
            buttonLabel={t`Choose an image`}
            emptyText={t`No image chosen`}
            onPick={onPick}
            {...props}
          />
        )}
      </Field>
    </>
  );
}
