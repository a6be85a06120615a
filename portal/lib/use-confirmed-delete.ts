import { useState } from 'react';
import { useAction } from './use-action.ts';

/**
 * Delete from a list after a ConfirmDialog: which row is being asked about, the request
 * while the dialog shows it busy, a toast either way, and `onDeleted` to reload the list.
 */
export function useConfirmedDelete<T>({
  remove,
  deleted,
  failed,
  onDeleted,
}: {
  remove: (item: T) => Promise<unknown>;
  /** The toast after a delete, and the one (with the server's reason) after a refusal. */
  deleted: string;
  failed: string;
  onDeleted: () => void;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const { busy, run } = useAction();
  const confirm = async () => {
    if (target === null) return;
    await run(() => remove(target), { done: deleted, failed, onDone: onDeleted });
    setTarget(null);
  };
  return {
    /** The row being asked about, or null. */
    target,
    /** Opens the dialog for a row. */
    ask: (item: T) => setTarget(item),
    /** open, busy, onConfirm and onCancel for the ConfirmDialog. */
    dialog: { open: target !== null, busy, onConfirm: confirm, onCancel: () => setTarget(null) },
  };
}
