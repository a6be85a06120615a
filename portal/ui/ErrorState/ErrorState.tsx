import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '#portal/ui/Button/Button.tsx';
import * as styles from '#portal/ui/EmptyState/EmptyState.css.ts';
import { Icon } from '#portal/ui/Icon/Icon.tsx';

interface ErrorStateProps {
  title: ReactNode;
  message?: ReactNode;
  /** Runs the failed load again; shows a Try Again button. */
  onRetry?: () => void;
}

/** A load that failed, announced to screen readers, with a way to try again. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.box} role="alert">
      <Icon name="alert" size={40} />
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.text}>{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Try Again</Trans>
        </Button>
      )}
    </div>
  );
}
