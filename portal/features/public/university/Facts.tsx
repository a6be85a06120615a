import type { ReactNode } from 'react';
import * as shared from '../shared/public.css.ts';

/** Terms and values; entries without a value are left out. */
export function Facts({ items }: { items: readonly { term: ReactNode; value: ReactNode | undefined; key: string }[] }) {
  return (
    <dl className={shared.facts}>
      {items
        .filter((item) => item.value !== undefined && item.value !== null)
        .map((item) => (
          <div key={item.key} className={shared.fact}>
            <dt className={shared.factTerm}>{item.term}</dt>
            <dd className={shared.factValue}>{item.value}</dd>
          </div>
        ))}
    </dl>
  );
}
