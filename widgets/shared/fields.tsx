/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  children: ComponentChildren;
}

/** A label, the control and its error, tied together for screen readers. */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div class="se-field">
      <label for={id}>{label}</label>
      {children}
      {error && (
        <p class="se-field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextInputProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
}

export function TextInput({
  id,
  label,
  value,
  onValue,
  error,
  type = 'text',
  required,
  autoComplete,
  placeholder,
  multiline,
}: TextInputProps) {
  const shared = {
    id,
    name: id,
    value,
    placeholder,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onInput: (event: Event) => onValue((event.currentTarget as HTMLInputElement).value),
  };
  return (
    <Field id={id} label={label} error={error}>
      {/* Preact types each input type apart; every type here takes the same attributes. */}
      {multiline ? (
        <textarea {...shared} part="input" rows={4} />
      ) : (
        <input
          part="input"
          {...shared}
          type={type as 'text'}
          autoComplete={autoComplete}
          dir={type === 'email' || type === 'tel' ? 'ltr' : undefined}
        />
      )}
    </Field>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The empty choice ("All countries", "Choose a programme"). */
  placeholder: string;
  /** A disabled option is shown but cannot be chosen (its label says why). */
  options: { value: string; label: string; disabled?: boolean }[];
  error?: string;
  disabled?: boolean;
}

export function Select({ id, label, value, onValue, placeholder, options, error, disabled }: SelectProps) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        part="input"
        id={id}
        name={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue((event.currentTarget as HTMLSelectElement).value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
