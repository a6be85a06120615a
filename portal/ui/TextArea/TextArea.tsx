import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from '#portal/ui/Field/Field.tsx';
import { control } from '#portal/ui/Field/Field.css.ts';

type TextAreaProps = FieldProps & Omit<ComponentPropsWithRef<'textarea'>, 'id'>;

export function TextArea({ label, hint, error, required, id, rows = 4, ...area }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(props) => <textarea className={control} rows={rows} {...props} {...area} />}
    </Field>
  );
}
