import { useState } from 'react';
import { useAction } from './use-action.ts';

/**
 * A request about one item that a ConfirmDialog asks about first: which item is being asked
 * about, the request while the dialog shows it busy, a toast either way, then the dialog closes.
 */
export function useConfirmedRequest<T>({
  request,
  done,
  failed,
  onDone,
}: {
  request: (item: T) => Promise<unknown>;
  /** The toast after the request, and the one (with the server's reason) after a refusal. */
  done: string;
  failed: string;
  onDone?: () => void;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const { busy, run } = useAction();
  const confirm = async () => {
    if (target === null) return;
    await run(() => request(target), { done, failed, onDone });
    setTarget(null);
  };
  return {
    /** The item being asked about, or null. */
    target,
    /** Opens the dialog for an item. */
    ask: (item: T) => setTarget(item),
    /** open, busy, onConfirm and onCancel for the ConfirmDialog. */
    dialog: { open: target !== null, busy, onConfirm: confirm, onCancel: () => setTarget(null) },
  };
}
