import { useLingui } from '@lingui/react/macro';
import { type InputHTMLAttributes, useState } from 'react';
import { Field, type FieldProps } from '#portal/ui/Field/Field.tsx';
import { control } from '#portal/ui/Field/Field.css.ts';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as styles from './PasswordField.css.ts';

type PasswordFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** A password input with a show/hide toggle (spec part 1, 2). */
export function PasswordField({ label, hint, error, required, id, ...input }: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(props) => (
        <div className={styles.wrap}>
          <input className={`${control} ${styles.input}`} type={visible ? 'text' : 'password'} {...props} {...input} />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={props.id}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            <Icon name={visible ? 'eyeOff' : 'eye'} />
            {/* Named by its content, not aria-label, so that a search by label finds only the input. */}
            <span className={visuallyHidden}>{visible ? t`Hide password` : t`Show password`}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
