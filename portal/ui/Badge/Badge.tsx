import type { ReactNode } from 'react';
import * as styles from './Badge.css.ts';

export type BadgeTone = keyof typeof styles.tone;

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={styles.tone[tone]}>{children}</span>;
}
