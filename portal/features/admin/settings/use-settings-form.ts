import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type * as v from 'valibot';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';

/** A settings form: its values, checked with the contract's schema, saved with a toast either way. */
export function useSettingsForm<T extends Record<string, unknown>, S extends v.GenericSchema>(
  initial: T,
  schema: S,
  save: (values: v.InferOutput<S>) => Promise<unknown>,
) {
  const { t } = useLingui();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const form = useForm(initial);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = form.check(schema);
    if (!values) return;
    setSaving(true);
    try {
      await save(values);
      toast.success(t`Settings saved successfully`);
    } catch (error) {
      form.showServerErrors(error);
      toast.error(t`Failed to save settings`, errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return { form, saving, submit };
}
