import type { ReactNode } from 'react';
import { useViewed } from './ApplicationView.tsx';
import * as styles from './view.css.ts';

/** The top of an application in a dialog: its programme, then a muted line for each of `lines` given. */
export function ApplicationSummary({ lines }: { lines: readonly ReactNode[] }) {
  const { application } = useViewed();
  return (
    <div>
      <p className={styles.title}>
        <bdi>{application.programName}</bdi>
      </p>
      {lines.filter(Boolean).map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for one view
        <p key={index} className={styles.muted}>
          {line}
        </p>
      ))}
    </div>
  );
}
