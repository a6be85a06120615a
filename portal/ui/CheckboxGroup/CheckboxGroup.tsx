import { type ReactNode, useId } from 'react';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { error as errorClass } from '#portal/ui/Field/Field.css.ts';
import * as styles from './CheckboxGroup.css.ts';

/** Several choices of one list, a box each, in a fieldset its legend names; the error under them. */
export function CheckboxGroup<V extends string>({
  legend,
  options,
  values,
  onChange,
  error,
}: {
  legend: ReactNode;
  options: readonly { value: V; label: ReactNode }[];
  values: readonly V[];
  onChange: (values: V[]) => void;
  error?: ReactNode;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          checked={values.includes(option.value)}
          onChange={(on) => onChange(on ? [...values, option.value] : values.filter((value) => value !== option.value))}
        />
      ))}
      {error && (
        <p id={errorId} className={errorClass} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
