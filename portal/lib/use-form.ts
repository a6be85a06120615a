import { type ChangeEvent, useState } from 'react';
import { ApiError } from '#sdk/errors';
import * as v from 'valibot';
import { useErrorText } from './error-text.ts';

export type FieldErrors = Partial<Record<string, string>>;

/** What `field(key)` gives an input: its name, value, change handler and translated error. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}

/** The first message per field of a failed parse, keyed by the field's dot path. */
export function issuesByField(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  return errors;
}

/**
 * A form's values and its errors, checked with the contract's schema (the server checks with the
 * same one). Editing a field clears its error (spec part 1, 5).
 */
export function useForm<T extends Record<string, unknown>>(initial: T) {
  const { text } = useErrorText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof T & string>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  };

  /** Props for a text input, select or text area bound to a field, with its translated error. */
  const field = <K extends keyof T & string>(key: K): BoundField => ({
    name: key,
    value: String(values[key] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      set(key, event.target.value as T[K]),
    error: errors[key] && text(errors[key]),
  });

  /** Parses `input` (the values unless given) with the schema; on failure shows the errors. */
  const check = <S extends v.GenericSchema>(
    schema: S,
    input: unknown = values,
    extra: FieldErrors = {},
  ): v.InferOutput<S> | undefined => {
    const result = v.safeParse(schema, input, { abortPipeEarly: true });
    const found = { ...(result.success ? {} : issuesByField(result.issues)), ...extra };
    setErrors(found);
    return result.success && !Object.keys(found).length ? result.output : undefined;
  };

  /** Puts the field errors of a refused call under their fields. */
  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError && error.errors.length)
      setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
  };

  return { values, errors, set, field, check, setErrors, showServerErrors, errorText: text };
}
