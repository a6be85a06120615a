import type { InputHTMLAttributes } from 'react';
import { Field, type FieldProps } from '#portal/ui/Field/Field.tsx';
import { control } from '#portal/ui/Field/Field.css.ts';

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with an optional hint and error. */
export function TextField({ label, hint, error, required, id, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(props) => <input className={[control, className].filter(Boolean).join(' ')} {...props} {...input} />}
    </Field>
  );
}
