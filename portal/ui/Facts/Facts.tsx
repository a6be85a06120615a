import type { ReactNode } from 'react';
import * as styles from './Facts.css.ts';

/** Terms and values; entries without a value are left out. */
export function Facts({ items }: { items: readonly { term: ReactNode; value: ReactNode | undefined; key: string }[] }) {
  return (
    <dl className={styles.facts}>
      {items
        .filter((item) => item.value !== undefined && item.value !== null)
        .map((item) => (
          <div key={item.key} className={styles.fact}>
            <dt className={styles.factTerm}>{item.term}</dt>
            <dd className={styles.factValue}>{item.value}</dd>
          </div>
        ))}
    </dl>
  );
}
