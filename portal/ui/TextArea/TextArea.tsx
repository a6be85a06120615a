import type { TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from '../Field/Field.tsx';
import { control } from '../Field/Field.css.ts';

type TextAreaProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextArea({ label, hint, error, required, id, rows = 4, ...area }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(props) => <textarea className={control} rows={rows} {...props} {...area} />}
    </Field>
  );
}
