import { type ActionOptions, useAction } from '#portal/lib/use-action.ts';

/** What an add-or-edit dialog is told by its list. */
interface DialogSaveProps {
  onClose: () => void;
  /** After a save: the list reloads. */
  onSaved: () => void;
}

/**
 * The save of an add-or-edit dialog: the request with its toasts (useAction), the server's field
 * errors under their fields, and after success the list reloads and the dialog closes.
 */
export function useDialogSave(
  form: { showServerErrors: (error: unknown) => void },
  { onClose, onSaved }: DialogSaveProps,
) {
  const { busy, run } = useAction();
  const save = <T>(work: () => Promise<T>, texts: Pick<ActionOptions<T, 'action'>, 'done' | 'failed'>) =>
    run(work, {
      ...texts,
      onError: form.showServerErrors,
      onDone: () => {
        onSaved();
        onClose();
      },
    });
  return { busy, save };
}
