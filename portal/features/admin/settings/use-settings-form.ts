import { useLingui } from '@lingui/react/macro';
import type * as v from 'valibot';
import { useAction } from '#portal/lib/use-action.ts';
import { useForm } from '#portal/lib/use-form.ts';

/** A settings form: its values, checked with the contract's schema, saved with a toast either way. */
export function useSettingsForm<T extends Record<string, unknown>, S extends v.GenericSchema>(
  initial: T,
  schema: S,
  save: (values: v.InferOutput<S>) => Promise<unknown>,
) {
  const { t } = useLingui();
  const form = useForm(initial);
  const { busy: saving, run } = useAction();
  const submit = async () => {
    const values = form.check(schema);
    if (!values) return;
    await run(() => save(values), {
      done: t`Settings saved successfully`,
      failed: t`Failed to save settings`,
      onError: (error) => form.showServerErrors(error),
    });
  };
  return { form, saving, submit };
}
