import { type ReactNode, useId } from 'react';
import { error as errorClass } from '#portal/ui/Field/Field.css.ts';
import * as styles from './RadioGroup.css.ts';
import { useHydrated } from '#portal/lib/hydrated.ts';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  /** Shown but not choosable (its description says why). */
  disabled?: boolean;
}

interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  name: string;
  value: V | '';
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  error?: ReactNode;
  required?: boolean;
}

/** Native radios in a fieldset: arrow keys move between choices, the legend names the group. */
export function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  required,
}: RadioGroupProps<V>) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  // On a server-rendered page the choice waits for hydration (a choice made before would be lost).
  const live = useHydrated();
  return (
    <fieldset className={styles.group} aria-describedby={errorId} disabled={!live}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.text}>
              <span>{option.label}</span>
              {option.description && <span className={styles.description}>{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={errorClass} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
