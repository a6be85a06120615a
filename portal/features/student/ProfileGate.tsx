import { ApiError } from '#sdk/errors';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '#portal/paths.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as styles from './student.css.ts';
import type { Polled } from '#portal/lib/use-polled.ts';

/**
 * A student page that needs the student's own record: a skeleton while it loads, the setup wizard
 * when there is no profile yet (a student who skipped setup gets 404), a retryable error otherwise.
 */
export function ProfileGate<T>({
  load,
  loadingLabel,
  lines,
  errorTitle,
  errorMessage,
  children,
}: {
  /** What usePolled gives: its state and Try Again. */
  load: Polled<T> & { retry: () => void };
  loadingLabel: string;
  lines: number;
  errorTitle: string;
  errorMessage: string;
  children: (data: T) => ReactNode;
}) {
  if (load.status === 'ready') return children(load.data);
  if (load.status === 'failed' && load.error instanceof ApiError && load.error.status === 404)
    return <Navigate to={paths.setup.student} replace />;
  return (
    <div className={styles.page}>
      {load.status === 'loading' ? (
        <Skeleton lines={lines} height="2rem" label={loadingLabel} />
      ) : (
        <ErrorState title={errorTitle} message={errorMessage} onRetry={load.retry} />
      )}
    </div>
  );
}
