import type { ReactNode } from 'react';
import * as styles from './StatCard.css.ts';

interface StatCardProps {
  label: ReactNode;
  /** Already formatted for the locale (useFormat().number). */
  value: ReactNode;
  hint?: ReactNode;
}

/** One figure with its name, as a term and its description. */
export function StatCard({ label, value, hint }: StatCardProps) {
  return (
    <dl className={styles.card}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {hint && <dd className={styles.hint}>{hint}</dd>}
    </dl>
  );
}
