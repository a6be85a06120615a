import type { ReactNode } from 'react';
import { Icon, type IconName } from '#portal/ui/Icon/Icon.tsx';
import * as styles from './EmptyState.css.ts';

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A next step, e.g. a ButtonLink to add the first item. */
  action?: ReactNode;
  icon?: IconName;
}

export function EmptyState({ title, description, action, icon = 'inbox' }: EmptyStateProps) {
  return (
    <div className={styles.box}>
      <Icon name={icon} size={40} />
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.text}>{description}</p>}
      {action}
    </div>
  );
}
