import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css.ts';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}

/** A surface for one group of content; with a title it is a labelled section. */
export function Card({ title, headingLevel = 2, actions, className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} {...rest}>
      {(title || actions) && (
        <div className={styles.header}>
          {title && <Heading className={styles.title}>{title}</Heading>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
