import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from '#portal/ui/Field/Field.tsx';
import { control } from '#portal/ui/Field/Field.css.ts';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly SelectOption[];
    /** The text of the empty first choice; none when not given. */
    placeholder?: string;
  };

/** A labelled native select (keyboard and screen-reader behaviour come with it). */
export function Select({ label, hint, error, required, id, options, placeholder, ...select }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(props) => (
        <select className={control} {...props} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
