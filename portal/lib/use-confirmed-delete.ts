import { useConfirmedRequest } from './use-confirmed-request.ts';

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
  return useConfirmedRequest({ request: remove, done: deleted, failed, onDone: onDeleted });
}
