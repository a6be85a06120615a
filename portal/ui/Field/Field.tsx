import { type ReactNode, useId } from 'react';
import * as styles from './Field.css.ts';
import { useHydrated } from '#portal/lib/hydrated.ts';

/** What a control inside a Field needs to be announced with its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
  /** Only until a server-rendered page is hydrated: what is typed before then would be lost. */
  disabled?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** An id for the control; one is made when not given. */
  id?: string;
}

/** Label, control, hint and error, wired together for assistive technology. */
export function Field({
  label,
  hint,
  error,
  required,
  id,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const made = useId();
  const live = useHydrated();
  const controlId = id ?? made;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      {/* The mark sits outside the label, so the field's name is the label alone (aria-required says it). */}
      <span className={styles.labelRow}>
        <label className={styles.label} htmlFor={controlId}>
          {label}
        </label>
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
        ...(live ? {} : { disabled: true }),
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
