import type { ReactNode } from 'react';
import * as styles from './university.css.ts';

/** Terms and their values; entries without a value are left out. */
export function Facts({ items }: { items: readonly { key: string; term: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {items
        .filter((item) => item.value !== null && item.value !== undefined && item.value !== '')
        .map((item) => (
          <div key={item.key}>
            <dt className={styles.factTerm}>{item.term}</dt>
            <dd className={styles.factValue}>{item.value}</dd>
          </div>
        ))}
    </dl>
  );
}
