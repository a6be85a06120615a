import type { ReactNode } from 'react';
import * as styles from './PageHeader.css.ts';

/** The top of an area's screen: its title and a line under it, an optional avatar before them, the main action at the end. */
export function PageHeader({
  title,
  lead,
  action,
  avatar,
}: {
  title: ReactNode;
  lead: ReactNode;
  action?: ReactNode;
  avatar?: ReactNode;
}) {
  const heading = (
    <div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </div>
  );
  return (
    <div className={styles.header}>
      {avatar ? (
        <div className={styles.who}>
          {avatar}
          {heading}
        </div>
      ) : (
        heading
      )}
      {action}
    </div>
  );
}
