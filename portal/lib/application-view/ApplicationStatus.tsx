import type { ReactNode } from 'react';
import { StatusBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';
import { useViewed } from './ApplicationView.tsx';
import * as styles from './view.css.ts';

/** The application's status, and after it what the party may say or do about it. */
export function ApplicationStatus({ children }: { children?: ReactNode }) {
  const { application } = useViewed();
  return (
    <div className={styles.actions}>
      <StatusBadge status={application.status} />
      {children}
    </div>
  );
}
