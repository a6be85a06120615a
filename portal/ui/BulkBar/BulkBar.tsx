import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAction } from '#portal/lib/use-action.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import * as styles from './BulkBar.css.ts';
import type { Selection } from '#portal/lib/use-selection.ts';

export interface BulkAction<A extends string> {
  action: A;
  /** The button's text. */
  label: string;
  /** The action's name in 'Bulk {action} completed successfully' (spec part 2, 8). */
  name: string;
  /** Asks first with this text (a delete). */
  confirm?: string;
}

/**
 * The bulk actions over the ticked rows (spec part 2, 2): shown while rows are ticked; a success
 * toasts 'Bulk {action} completed successfully', clears the selection and reloads the list.
 */
export function BulkBar<A extends string>({
  selection,
  actions,
  run,
  onDone,
}: {
  selection: Selection;
  actions: readonly BulkAction<A>[];
  run: (action: A, ids: number[]) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { pending: busy, run: send } = useAction<A>();
  const [asking, setAsking] = useState<BulkAction<A> | null>(null);
  const count = selection.ids.length;
  if (!count) return null;

  const perform = async ({ action, name }: BulkAction<A>) => {
    await send(() => run(action, selection.ids), {
      kind: action,
      done: t`Bulk ${name} completed successfully`,
      failed: t`Bulk operation failed`,
      onDone: () => {
        selection.clear();
        onDone();
      },
    });
    setAsking(null);
  };

  return (
    <div className={styles.bulkBar}>
      <span className={styles.bulkCount} role="status">
        <Trans>{count} selected</Trans>
      </span>
      {actions.map((item) => (
        <Button
          key={item.action}
          size="sm"
          variant={item.confirm ? 'danger' : 'secondary'}
          loading={busy === item.action}
          disabled={busy !== null && busy !== item.action}
          onClick={() => (item.confirm ? setAsking(item) : perform(item))}
        >
          {item.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={selection.clear} disabled={busy !== null}>
        <Trans>Clear selection</Trans>
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.label ?? ''}
        confirmLabel={asking?.label ?? ''}
        danger
        busy={busy !== null}
        onConfirm={() => asking && perform(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>{asking?.confirm}</p>
      </ConfirmDialog>
    </div>
  );
}
