import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Loaded } from '#portal/lib/use-load.ts';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';

/** An application opened over its list, by its id: closing it, and telling the list that it changed. */
export interface OpenedApplication {
  id: number;
  onClose: () => void;
  onChanged: () => void;
}

/** An application opened over its list: loading, its failure with a retry, then `children` with what was loaded. */
export function ApplicationDialog<T>({
  loaded,
  onClose,
  children,
}: {
  loaded: Loaded<T> & { retry: () => void };
  onClose: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog open onClose={onClose} title={t`Application Details`}>
      {loaded.status === 'loading' && <Skeleton lines={6} label={t`Loading the application…`} />}
      {loaded.status === 'failed' && <ErrorState title={t`Error Loading Application`} onRetry={loaded.retry} />}
      {loaded.status === 'ready' && children(loaded.data)}
    </Dialog>
  );
}
